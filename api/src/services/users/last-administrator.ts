import type { Queryable } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { lockActiveAdministratorIds } from './users-repository';

/**
 * Refuses to lock, deactivate or delete the one administrator who can still act: nobody could
 * unlock or manage the accounts afterwards (docs/errors.md#account-codes). Call it inside the
 * transaction that makes the change, so the rows it reads stay locked until the change commits.
 */
export async function assertNotLastAdministrator(db: Queryable, userId: string): Promise<void> {
  const active = await lockActiveAdministratorIds(db);
  if (active.length === 1 && active[0] === userId)
    throw new ApiError(
      409,
      'last_administrator',
      'The last active administrator cannot be locked, deactivated or deleted',
    );
}
