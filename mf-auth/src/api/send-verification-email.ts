import { useMutation } from '@tanstack/react-query';
import { session } from 'shell/session';

/** `POST /api/demand-user/users/{id}:sendVerificationEmail` (bearer): mails a new verification link. */
export function sendVerificationEmail(userId: string): Promise<unknown> {
  return session.api.request('user', `/users/${encodeURIComponent(userId)}:sendVerificationEmail`, {
    method: 'POST',
  });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
