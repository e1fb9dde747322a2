import { useTranslation } from 'react-i18next';
import { leadStyle } from '@jobmatch/shared';
import { MailedLinkRequest } from '../../../components/mailed-link-request';
import { useSendResetPasswordEmail } from '../api/send-reset-password-email';

/** auth.reset-password-request: mails a reset link (docs/accounts.md#password-reset). */
export function ResetPasswordRequestPage() {
  const { t } = useTranslation('auth');
  const sendResetEmail = useSendResetPasswordEmail();
  return (
    <MailedLinkRequest
      heading={t('reset_request_heading')}
      lead={t('reset_request_lead')}
      submitLabel={t('reset_request_submit')}
      doneHeading={t('reset_request_done_heading')}
      done={(email) => (
        <p css={leadStyle} role="status">
          {t('reset_request_done', { email })}
        </p>
      )}
      send={(input) => sendResetEmail.mutateAsync(input)}
    />
  );
}
