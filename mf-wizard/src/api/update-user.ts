import { useMutation } from '@tanstack/react-query';
import type { User, UserChanges } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

/** `PATCH /api/demand-user/users/{id}` (docs/wizard.md#completion) with the shared `UserChanges`. */
export async function updateUser(userId: string, changes: UserChanges): Promise<User> {
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
    mutationFn: async ({ userId, changes }: { userId: string; changes: UserChanges }) => {
      const user = await updateUser(userId, changes);
      await session.reloadUser();
      return user;
    },
  });
}
