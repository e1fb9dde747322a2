import { useTranslation } from 'react-i18next';
import { leadStyle } from '@jobmatch/shared';
import { MailedLinkRequest } from '../../../components/mailed-link-request';
import { useRequestOnetimeLink } from '../api/onetime-login';

/** auth.onetime-login: asks for a sign-in link by mail (docs/accounts.md#one-time-login). */
export function OnetimeLoginRequestPage() {
  const { t } = useTranslation('auth');
  const request = useRequestOnetimeLink();
  return (
    <MailedLinkRequest
      heading={t('onetime_login_heading')}
      lead={t('onetime_login_lead')}
      submitLabel={t('onetime_login_submit')}
      doneHeading={t('onetime_login_sent_heading')}
      done={(email) => (
        <>
          <p css={leadStyle} role="status">
            {t('onetime_login_sent', { email })}
          </p>
          <p css={leadStyle}>{t('onetime_login_sent_hint')}</p>
        </>
      )}
      send={(input) => request.mutateAsync(input)}
    />
  );
}
