import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

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

export interface LoadErrorProps {
  onRetry: () => void;
  /** What went wrong when the page knows better than the generic text (a refused search). */
  message?: string;
}

/** A failed load of a page, list or section: what happened and a retry, announced as it appears. */
export function LoadError({ onRetry, message }: LoadErrorProps) {
  const { t } = useTranslation('shared');
  return (
    <div role="alert" css={boxStyle}>
      <p css={{ margin: 0 }}>{message ?? t('load_error')}</p>
      <Button size="S" variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
