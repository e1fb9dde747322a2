import { useMutation } from '@tanstack/react-query';
import { signUpPlaceholderName } from '@jobmatch/shared';
import { USER_TYPE_IDS, type User } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

export interface CreateUserInput {
  email: string;
  password: string;
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
  const name = signUpPlaceholderName(email);
  return session.api.request<User>('user', '/users', {
    method: 'POST',
    auth: 'none',
    ...(skipVerificationEmail ? { query: { sendVerificationEmail: 'false' } } : {}),
    body: {
      email,
      password,
      name,
      typeId: USER_TYPE_IDS.jobSeeker,
      ...(intendedUrl ? { intendedUrl } : {}),
    },
  });
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser });
}
