import { useMutation } from '@tanstack/react-query';
import type {
  OtpResendInput,
  OtpVerifyInput,
  TwoFactorVerifyResponse,
} from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

/**
 * `POST /api/demand-auth/auth/otp/verify` (docs/accounts.md#two-step-verification): the code
 * finishes the login the challenge stands for; the answer signs in through the shell's session.
 */
async function verifySecondStep(input: OtpVerifyInput): Promise<TwoFactorVerifyResponse> {
  const answer = await session.api.request<TwoFactorVerifyResponse>('auth', '/auth/otp/verify', {
    method: 'POST',
    auth: 'none',
    body: input,
  });
  await session.signInWith(answer);
  return answer;
}

export function useVerifySecondStep() {
  return useMutation({ mutationFn: verifySecondStep });
}

/** `POST /api/demand-auth/auth/otp/resend`: a new mailed code (the older one stops working). */
export function useResendCode() {
  return useMutation({
    mutationFn: (challengeToken: string) =>
      session.api.request<void>('auth', '/auth/otp/resend', {
        method: 'POST',
        auth: 'none',
        body: { challengeToken } satisfies OtpResendInput,
      }),
  });
}
