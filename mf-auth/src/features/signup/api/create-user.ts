import { useMutation } from '@tanstack/react-query';
import { signUpPlaceholderName } from '@jobmatch/shared';
import { USER_TYPE_IDS, type SignUpRequest, type User } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

export interface CreateUserInput extends Pick<SignUpRequest, 'email' | 'password'> {
  /** Carried by the verification mail's link, so verifying continues where the user was going. */
  intendedUrl?: string | null;
  /** `sendVerificationEmail=false` in the page's URL: the api mails no verification link. */
  skipVerificationEmail?: boolean;
}

/**
 * `POST /api/demand-user/users` (no login yet), `?sendVerificationEmail=false` when the page was
 * told so. The name is a placeholder until the sign-up wizard asks for the real one
 * (docs/accounts.md#sign-up); `ownNameOf` tells the two apart.
 */
export function createUser({
  email,
  password,
  intendedUrl,
  skipVerificationEmail = false,
}: CreateUserInput): Promise<User> {
  const body: SignUpRequest = {
    email,
    password,
    name: signUpPlaceholderName(email),
    typeId: USER_TYPE_IDS.jobSeeker,
    ...(intendedUrl ? { intendedUrl } : {}),
  };
  return session.api.request<User>('user', '/users', {
    method: 'POST',
    auth: 'none',
    ...(skipVerificationEmail ? { query: { sendVerificationEmail: 'false' } } : {}),
    body,
  });
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser });
}
