import { useMutation } from '@tanstack/react-query';
import { session } from 'shell/session';

/**
 * `POST /api/organization/organization-applications/{id}/resend-invitation`: a new owner link for
 * an approved company nobody has joined yet (the old one dies). Once someone has joined, the
 * company invites its own people and this answers `409 wrong_parameter`.
 */
export function resendOwnerInvitation(applicationId: string): Promise<unknown> {
  return session.api.request(
    'organization',
    `/organization-applications/${encodeURIComponent(applicationId)}/resend-invitation`,
    { method: 'POST' },
  );
}

export function useResendOwnerInvitation() {
  return useMutation({ mutationFn: resendOwnerInvitation });
}
