import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@jobmatch/shared/schemas';
import type { LoginOutcome } from 'shell/session';
import { session } from 'shell/session';

/**
 * `POST /api/demand-auth/login` through the shell's session, which keeps the tokens and loads
 * the user; an enrolled user's login answers the challenge for the second step instead.
 */
export function login(input: LoginInput): Promise<LoginOutcome> {
  return session.login(input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
