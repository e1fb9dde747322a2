import { useMutation } from '@tanstack/react-query';
import { session } from 'shell/session';

export interface ResetPasswordVariables {
  password: string;
  /** The one-off token from the mailed link; it is also the bearer of this call. */
  token: string;
}

/** `POST /api/demand-user/users/reset_password` with the mailed token as a one-off bearer. */
export function resetPassword({ password, token }: ResetPasswordVariables): Promise<unknown> {
  return session.api.request('user', '/users/reset_password', {
    method: 'POST',
    auth: { token },
    body: { password, token },
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
