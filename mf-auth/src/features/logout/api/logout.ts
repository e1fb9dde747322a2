import { useMutation, useQueryClient } from '@tanstack/react-query';
import { session } from 'shell/session';

/** `POST /api/demand-auth/users/{id}/logout` through the session, which also drops tokens and user. */
export function logout(): Promise<void> {
  return session.logout();
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Nothing fetched for the previous user may be shown to the next one.
    onSettled: () => queryClient.clear(),
  });
}
