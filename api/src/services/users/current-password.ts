import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/passwords';
import { recordRightPassword, recordWrongPassword, throttlePasswordCheck } from './login-throttle';
import type { UserRecord } from './users-repository';

/**
 * The caller's current password, asked again by the actions a stolen access token must not
 * allow: changing the password or the address, deactivating (docs/settings.md), turning two-step
 * verification on or off (docs/accounts.md#two-step-verification).
 */
export async function assertCurrentPassword(
  app: FastifyInstance,
  { clock, passwords }: { clock: Clock; passwords: PasswordHasher },
  input: { user: UserRecord; password: string; ip: string },
): Promise<void> {
  const { user } = input;
  // Throttled like a login: a stolen access token must not allow guessing the password.
  const attempt = { address: user.email, ip: input.ip };
  await throttlePasswordCheck(app.db, attempt, clock());
  if (!(await passwords.verify(input.password, user.passwordHash))) {
    await recordWrongPassword(app, attempt, user, clock());
    // 400, not 401: a 401 would make the client refresh its session and retry.
    throw new ApiError(400, 'login_error', 'The current password is incorrect', {
      target: 'password',
    });
  }
  await recordRightPassword(app.db, attempt, user, clock());
}
