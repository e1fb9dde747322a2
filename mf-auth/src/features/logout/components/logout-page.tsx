import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingPage, pathTo } from '@jobmatch/shared';
import { useLogout } from '../api/logout';

/** auth.logout: log out, then replace the page with /home, whatever the server said. */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const logout = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // session.logout clears the local tokens even when the server call fails, so home it is either way.
    logout.mutate(undefined, {
      onSettled: () => navigate(pathTo('landing.index'), { replace: true }),
    });
  }, [logout, navigate]);

  return <LoadingPage label={t('logout_loading')} />;
}
