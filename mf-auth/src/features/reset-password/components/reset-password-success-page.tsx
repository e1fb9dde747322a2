import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLayout, buttonStyle, pathTo } from '@jobmatch/shared';

/** auth.reset-password-success. */
export function ResetPasswordSuccessPage() {
  const { t } = useTranslation('auth');
  return (
    <PageLayout width="narrow" heading={t('reset_success_heading')} lead={t('reset_success_body')}>
      <Link css={buttonStyle({ fullWidth: true })} to={pathTo('auth.login')}>
        {t('reset_success_to_login')}
      </Link>
    </PageLayout>
  );
}
