import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@jobmatch/shared';

const alertStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin: 0 ${theme.space[4]};
  padding: ${theme.space[2]} ${theme.space[4]};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.error.subtle};
  color: ${theme.colors.error.text};
  font-size: ${theme.typography.fontSize.s};
`;

/**
 * The thread may be missing messages (a failed catch-up, a subscription without an answer):
 * said as it appears, with a retry. The thread retries by itself too; this is the "now".
 */
export function CatchUpAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <div role="alert" css={alertStyle}>
      <p css={{ margin: 0 }}>{t('catch_up_failed')}</p>
      <Button size="S" variant="secondary" onClick={onRetry}>
        {t('catch_up_retry')}
      </Button>
    </div>
  );
}
