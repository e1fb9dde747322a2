import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@jobmatch/shared/schemas';
import { session } from 'shell/session';

/**
 * `POST /api/demand-auth/login` through the shell's session, which keeps the tokens and loads
 * the user; the screen only learns whether a second factor was asked for.
 */
export function login(input: LoginInput): Promise<{ twoFactorRequired: boolean }> {
  return session.login(input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
