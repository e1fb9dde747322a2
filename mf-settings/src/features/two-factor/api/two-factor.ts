// Two-step verification of the signed-in user (docs/accounts.md#two-step-verification), each call
// with its react-query hook. Only the account owner may call these.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TwoFactorEnrolmentResponse,
  TwoFactorRecoveryCodesResponse,
  TwoFactorStatus,
} from '@jobmatch/shared/contracts';
import type {
  TwoFactorCodeInput,
  TwoFactorEnrolInput,
  TwoFactorProofInput,
} from '@jobmatch/shared/schemas';
import { session } from 'shell/session';

const pathOf = (userId: string) => `/users/${encodeURIComponent(userId)}/two-factor`;
const statusKey = (userId: string) => ['settings', 'two-factor', userId];

/** `GET /users/{id}/two-factor` */
export function useTwoFactorStatus(userId: string) {
  return useQuery({
    queryKey: statusKey(userId),
    queryFn: () => session.api.request<TwoFactorStatus>('user', pathOf(userId)),
  });
}

/** `POST /users/{id}/two-factor`: a pending enrolment (a QR code's URI or a mailed code, and the recovery codes). */
export function useStartEnrolment(userId: string) {
  return useMutation({
    mutationFn: (input: TwoFactorEnrolInput) =>
      session.api.request<TwoFactorEnrolmentResponse>('user', pathOf(userId), {
        method: 'POST',
        body: input,
      }),
  });
}

/**
 * `POST /users/{id}/two-factor:confirm`: the first code turns it on. A login that was held to
 * the enrolment may do everything again, so the user is reloaded (the guards let it go).
 */
export function useConfirmEnrolment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      session.api.request<TwoFactorStatus>('user', `${pathOf(userId)}:confirm`, {
        method: 'POST',
        body: { code } satisfies TwoFactorCodeInput,
      }),
    onSuccess: async (status) => {
      queryClient.setQueryData(statusKey(userId), status);
      await session.reloadUser();
    },
  });
}

/** `POST /users/{id}/two-factor/email-code`: a code for turning the mailed kind off or new recovery codes. */
export function useMailProofCode(userId: string) {
  return useMutation({
    mutationFn: () =>
      session.api.request<void>('user', `${pathOf(userId)}/email-code`, { method: 'POST' }),
  });
}

/** `POST /users/{id}/two-factor/recovery-codes`: a new set (the earlier codes stop working). */
export function useRenewRecoveryCodes(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorProofInput) =>
      session.api.request<TwoFactorRecoveryCodesResponse>(
        'user',
        `${pathOf(userId)}/recovery-codes`,
        {
          method: 'POST',
          body: input,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey(userId) }),
  });
}

/** `DELETE /users/{id}/two-factor` with the password and a code (or a recovery code). */
export function useDisableTwoFactor(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorProofInput) =>
      session.api.request<void>('user', pathOf(userId), { method: 'DELETE', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey(userId) }),
  });
}
