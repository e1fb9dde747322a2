import { useMutation } from '@tanstack/react-query';
import { session } from 'shell/session';

/** `POST /api/demand-user/users/verify_email` with the mailed token as a one-off bearer. */
export function verifyEmail({ token }: { token: string }): Promise<unknown> {
  return session.api.request('user', '/users/verify_email', {
    method: 'POST',
    auth: { token },
    body: { token },
  });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
