import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@jobmatch/shared';

const boxStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.error.subtle};
  color: ${theme.colors.error.text};
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};
`;

/** The error state of a list or section: what happened (a generic text unless given), and a retry. */
export function QueryError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation('positions');
  return (
    <div role="alert" css={boxStyle}>
      <p css={{ margin: 0 }}>{message ?? t('load_error')}</p>
      <Button size="S" variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
