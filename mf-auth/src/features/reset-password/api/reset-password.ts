import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

/**
 * `POST /api/demand-user/users/reset_password` with the mailed token as a one-off bearer (the
 * token is in the body too).
 */
export function resetPassword({ password, token }: ResetPasswordBody): Promise<unknown> {
  return session.api.request('user', '/users/reset_password', {
    method: 'POST',
    auth: { token },
    body: { password, token },
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
