import type { User } from '../contracts';

/**
 * The name sign-up stores until the wizard asks for the real one: the part of the address
 * before `@` (docs/accounts.md#sign-up). The api requires a name; an empty one reads worse.
 */
export function signUpPlaceholderName(email: string): string {
  return email.split('@')[0] || email;
}

/**
 * The name the user gave, or null while the record still holds the sign-up placeholder (or no
 * name at all): the side menu greets such a user neutrally instead of by their address.
 */
export function ownNameOf(user: Pick<User, 'name' | 'email'> | null | undefined): string | null {
  const name = user?.name?.trim();
  if (!user || !name || name === signUpPlaceholderName(user.email)) return null;
  return name;
}
