import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLayout, buttonStyle, pathTo } from '@jobmatch/shared';

/**
 * settings.deactivate-account-success: the account is gone at the server; the button logs this
 * browser out too (docs/settings.md#deactivate-account).
 */
export function DeactivateAccountSuccessPage() {
  const { t } = useTranslation('settings');
  return (
    <PageLayout
      width="narrow"
      heading={t('deactivate_success_heading')}
      lead={t('deactivate_success_body')}
    >
      <Link css={buttonStyle({ fullWidth: true })} to={pathTo('auth.logout')}>
        {t('deactivate_success_logout')}
      </Link>
    </PageLayout>
  );
}
