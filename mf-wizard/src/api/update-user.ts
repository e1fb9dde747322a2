import { useMutation } from '@tanstack/react-query';
import type { User, UserCustomFieldsChanges } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

/** The body of `PATCH /api/demand-user/users/{id}` (docs/wizard.md#completion). */
export interface UserUpdate {
  name?: string;
  phoneNumber?: string;
  postalCode?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressLine3?: string;
  /** Merged key by key; null removes a key. */
  customFields?: UserCustomFieldsChanges;
}

export async function updateUser(userId: string, changes: UserUpdate): Promise<User> {
  return session.api.request<User>('user', `/users/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: changes,
  });
}

/**
 * Saves and then reloads the session's user, so every screen (and the shell's guards) sees
 * the new record.
 */
export function useUpdateUser() {
  return useMutation({
    mutationFn: async ({ userId, changes }: { userId: string; changes: UserUpdate }) => {
      const user = await updateUser(userId, changes);
      await session.reloadUser();
      return user;
    },
  });
}
