import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Retry = navigate to the same URL again (replace). React Router then re-runs route discovery
 * and loaders and resets route error boundaries; the loader starts a remote that failed from
 * scratch (remote-loader.ts).
 */
export function useRetryNavigation(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: location.state,
    });
  }, [navigate, location]);
}
