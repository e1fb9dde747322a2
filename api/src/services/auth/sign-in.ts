import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LoginResponse, SessionTokens } from '@jobmatch/shared/contracts';
import { ApiError } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/passwords';
import {
  findUserByEmail,
  hasPassword,
  isLocked,
  recordRightPassword,
  recordWrongPassword,
  throttlePasswordCheck,
  type UserRecord,
} from '../users/users-module';
import { refreshCookie } from './refresh-cookie';
import { mailTwoFactorCode } from './second-factor';
import { createSession } from './sessions-repository';
import { createChallenge } from './two-factor-challenges';
import { mustEnrolTwoFactor } from './two-factor-policy';
import { findTwoFactor } from './two-factor-repository';

// What every sign-in shares: `POST /login` and accepting an invitation with an existing company
// account check the password the same way, and both answer the same way.

const loginError = () =>
  new ApiError(401, 'login_error', 'The email address or password is incorrect');
const lockedError = () =>
  new ApiError(403, 'user_is_locked', 'The account is locked by an administrator');

/**
 * The user whose address and password these are, or `401 login_error` / `403 user_is_locked`.
 * Throttled before any hashing, known and unknown addresses alike (an unknown one spends a dummy
 * verification), so neither the answers nor their timing tell whether an account exists
 * (docs/accounts.md#login-throttling). A deactivated account answers as a wrong password; only
 * the right password learns of an administrator's lock.
 */
export async function checkSignInPassword(
  app: FastifyInstance,
  { clock, passwords }: { clock: Clock; passwords: PasswordHasher },
  input: { email: string; password: string; ip: string },
): Promise<UserRecord> {
  const attempt = { address: input.email, ip: input.ip };
  await throttlePasswordCheck(app.db, attempt, clock());
  const user = await findUserByEmail(app.db, input.email);
  let rightPassword = false;
  // an account without a password (Google's) spends the same dummy verification as no account
  if (user && hasPassword(user))
    rightPassword = await passwords.verify(input.password, user.passwordHash);
  else await passwords.verifyDummy(input.password);
  if (!user || !rightPassword || user.deactivatedAt) {
    await recordWrongPassword(app, attempt, user, clock());
    throw loginError();
  }
  if (isLocked(user)) throw lockedError();
  await recordRightPassword(app.db, attempt, user, clock());
  return user;
}

/**
 * Starts a login of the user on the client with `fingerprint`: a new session (a refresh-token
 * family), its access token, and the refresh cookie set on the reply. A login that must enrol
 * in two-step verification first is held to the enrolment (docs/accounts.md#required-enrolment).
 */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  input: {
    userId: string;
    fingerprint: string;
    publicOrigin: string;
    now: Date;
    mustEnrolTwoFactor?: boolean;
  },
): Promise<SessionTokens> {
  const { sessionId, refreshToken } = await createSession(
    app.db,
    input.userId,
    input.fingerprint,
    input.now,
    input.mustEnrolTwoFactor,
  );
  const accessToken = await app.accessTokens.sign({
    userId: input.userId,
    sessionId,
    fingerprint: input.fingerprint,
  });
  // docs/accounts.md#sessions-and-tokens: no script ever sees the refresh token.
  refreshCookie(input.publicOrigin).set(reply, refreshToken);
  return { accessToken, userId: input.userId };
}

/**
 * Every sign-in's last step once the first factor is proven (a password, a mailed link, an
 * identity provider): the session, or, for a user with two-step verification, a challenge that
 * `POST /auth/otp/verify` finishes with a code (an email user is mailed one now).
 */
export async function finishSignIn(
  app: FastifyInstance,
  reply: FastifyReply,
  input: {
    user: UserRecord;
    fingerprint: string;
    publicOrigin: string;
    requireAdminTwoFactor: boolean;
    now: Date;
  },
): Promise<LoginResponse> {
  const { user, fingerprint, now } = input;
  const enrolment = await findTwoFactor(app.db, user.id);
  if (enrolment?.confirmedAt) {
    const challengeToken = await createChallenge(app.db, { userId: user.id, fingerprint, now });
    if (enrolment.method === 'email') await mailTwoFactorCode(app, user, now);
    return { twoFactorRequired: true, challengeToken, method: enrolment.method };
  }
  return startSession(app, reply, {
    userId: user.id,
    fingerprint,
    publicOrigin: input.publicOrigin,
    now,
    mustEnrolTwoFactor: await mustEnrolTwoFactor(app.db, user, input.requireAdminTwoFactor),
  });
}
