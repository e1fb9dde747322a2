import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonStyle, pathTo } from '@jobmatch/shared';
import { AuthLayout, leadStyle } from '../../../components/auth-layout';

/** auth.reset-password-success. */
export function ResetPasswordSuccessPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout heading={t('reset_success_heading')}>
      <p css={leadStyle}>{t('reset_success_body')}</p>
      <Link css={buttonStyle({ fullWidth: true })} to={pathTo('auth.login')}>
        {t('reset_success_to_login')}
      </Link>
    </AuthLayout>
  );
}
