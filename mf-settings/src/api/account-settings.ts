// The users-service calls of the settings screens (docs/settings.md), each with its react-query hook.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailInput, ChangePasswordInput } from '@jobmatch/shared/schemas';
import type {
  ChangePasswordBody,
  DeactivateAccountBody,
  PendingEmailChangeResponse,
} from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

const pendingEmailChangeKey = (userId: string) => ['settings', 'pending-email-change', userId];

/** `GET /users/{id}/email_change`: the address waiting for its confirmation link, if any. */
export function usePendingEmailChange(userId: string) {
  return useQuery({
    queryKey: pendingEmailChangeKey(userId),
    queryFn: async () =>
      (
        await session.api.request<PendingEmailChangeResponse>(
          'user',
          `/users/${encodeURIComponent(userId)}/email_change`,
        )
      ).pendingEmailChange,
  });
}

/** `DELETE /users/{id}/email_change`: the mailed link stops working. */
export function useCancelEmailChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      session.api.request('user', `/users/${encodeURIComponent(userId)}/email_change`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.setQueryData(pendingEmailChangeKey(userId), null),
  });
}

/** `PATCH /users/{id}/change_email`: mails a link to the new address; nothing changes until it is opened. */
export function useChangeEmail(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      session.api.request('user', `/users/${encodeURIComponent(userId)}/change_email`, {
        method: 'PATCH',
        body: input,
      }),
    // The settings page shows the new pending address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingEmailChangeKey(userId) }),
  });
}

/** `POST /users/verify_change_email` with the mailed token as a one-off bearer. */
export function useVerifyChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      session.api.request('user', '/users/verify_change_email', {
        method: 'POST',
        auth: { token },
        body: { token },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings'] }),
  });
}

/** `PATCH /users/{id}/change_password`: other logins end, this one stays. */
export function useChangePassword(userId: string) {
  return useMutation({
    mutationFn: ({ password, newPassword }: ChangePasswordInput) =>
      session.api.request('user', `/users/${encodeURIComponent(userId)}/change_password`, {
        method: 'PATCH',
        body: { password, newPassword } satisfies ChangePasswordBody,
      }),
  });
}

/** `POST /users/deactivate`: every login ends and the account can no longer log in. */
export function useDeactivateAccount(userId: string) {
  return useMutation({
    mutationFn: ({ password }: { password: string }) =>
      session.api.request('user', '/users/deactivate', {
        method: 'POST',
        body: { userId, password } satisfies DeactivateAccountBody,
      }),
  });
}
