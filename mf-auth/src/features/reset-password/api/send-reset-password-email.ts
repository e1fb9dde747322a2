import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequestInput } from '@jobmatch/shared/schemas';
import { session } from 'shell/session';

/** `POST /api/demand-user/users/send_reset_password_email` (no login): mails a reset link if the address is known. */
export function sendResetPasswordEmail({ email }: ResetPasswordRequestInput): Promise<unknown> {
  return session.api.request('user', '/users/send_reset_password_email', {
    method: 'POST',
    auth: 'none',
    body: { email },
  });
}

export function useSendResetPasswordEmail() {
  return useMutation({ mutationFn: sendResetPasswordEmail });
}
