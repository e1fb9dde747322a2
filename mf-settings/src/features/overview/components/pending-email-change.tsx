import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import { Button, formatDate, formatTime, secondaryTextStyle } from '@jobmatch/shared';
import { toast } from 'shell/toast';
import { useCancelEmailChange, usePendingEmailChange } from '../../../api/account-settings';

const noticeStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.info.subtle};
  color: ${theme.colors.info.text};
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};
  overflow-wrap: anywhere;

  & p {
    margin: 0;
  }
`;

/**
 * The address change waiting for its mailed link (docs/settings.md#change-email): which address,
 * until when, and a way to call it off. Renders nothing while nothing is pending.
 */
export function PendingEmailChange({ userId }: { userId: string }) {
  const { t } = useTranslation('settings');
  const pending = usePendingEmailChange(userId);
  const cancel = useCancelEmailChange(userId);
  const labelId = useId();

  if (pending.isError) {
    return (
      <p css={secondaryTextStyle} role="status">
        {t('pending_email_load_failed')}{' '}
        <Button size="S" variant="ghost" onClick={() => void pending.refetch()}>
          {t('shared:retry')}
        </Button>
      </p>
    );
  }
  const change = pending.data;
  if (!change) return null;

  const expiresAt = `${formatDate(change.expiresAt)} ${formatTime(change.expiresAt)}`;
  return (
    <div css={noticeStyle} role="group" aria-labelledby={labelId}>
      <p>
        <strong id={labelId}>{t('pending_email_label')}</strong>
      </p>
      <p>{t('pending_email_body', { email: change.email, expiresAt })}</p>
      <Button
        size="S"
        variant="secondary"
        loading={cancel.isPending}
        onClick={() =>
          cancel.mutate(undefined, {
            onSuccess: () => toast.show(t('pending_email_cancelled'), { variant: 'success' }),
            onError: () => toast.show(t('pending_email_cancel_failed'), { variant: 'error' }),
          })
        }
      >
        {t('pending_email_cancel')}
      </Button>
    </div>
  );
}
