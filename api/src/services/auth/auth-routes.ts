import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/passwords';
import { idParamsSchema, parseInput } from '../../lib/request-validation';
import { assertSelfOrAdmin, FINGERPRINT_HEADER, fingerprintOf } from '../../plugins/auth-plugin';
import {
  findUserByEmail,
  findUserById,
  isLocked,
  recordRightPassword,
  recordWrongPassword,
  throttlePasswordCheck,
} from '../users/users-module';
import { loginBodySchema, refreshBodySchema } from './auth-schemas';
import { refreshCookie } from './refresh-cookie';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
} from './sessions-repository';

const loginError = () =>
  new ApiError(401, 'login_error', 'The email address or password is incorrect');
const lockedError = () =>
  new ApiError(403, 'user_is_locked', 'The account is locked by an administrator');

export interface AuthRoutesOptions {
  clock: Clock;
  passwords: PasswordHasher;
  /** Decides whether the refresh cookie is Secure (docs/accounts.md#sessions-and-tokens). */
  publicOrigin: string;
}

/** `/api/demand-auth`: login, token refresh (rotation with reuse detection) and logout. */
export async function authRoutes(
  app: FastifyInstance,
  { clock, passwords, publicOrigin }: AuthRoutesOptions,
) {
  const cookie = refreshCookie(publicOrigin);
  /** The body's fingerprint is the one the tokens are bound to; a different header means a confused client. */
  const assertSameFingerprint = (headerValue: string | undefined, bodyValue: string) => {
    if (headerValue !== undefined && headerValue !== bodyValue) {
      throw new ApiError(
        400,
        'wrong_parameter',
        'The fingerprint in the body and the header differ',
        { target: FINGERPRINT_HEADER },
      );
    }
  };

  app.post('/login', { config: app.rateLimitConfig('login') }, async (request, reply) => {
    const body = parseInput(loginBodySchema, request.body);
    assertSameFingerprint(fingerprintOf(request), body.fingerprint);

    // Before any hashing, known and unknown addresses alike (docs/accounts.md#login-throttling).
    const attempt = { address: body.email, ip: request.ip };
    await throttlePasswordCheck(app.db, attempt, clock());
    const user = await findUserByEmail(app.db, body.email);
    let rightPassword = false;
    if (user) rightPassword = await passwords.verify(body.password, user.passwordHash);
    else await passwords.verifyDummy(body.password);
    // Same answer as a wrong password: a deactivated account does not exist any more for its owner.
    if (!user || !rightPassword || user.deactivatedAt) {
      await recordWrongPassword(app, attempt, user, clock());
      throw loginError();
    }
    // Only someone who knows the password learns of an administrator's lock.
    if (isLocked(user)) throw lockedError();

    const now = clock();
    await recordRightPassword(app.db, attempt, user, now);
    const { sessionId, refreshToken } = await createSession(app.db, user.id, body.fingerprint, now);
    const accessToken = await app.accessTokens.sign({
      userId: user.id,
      sessionId,
      fingerprint: body.fingerprint,
    });
    // docs/accounts.md#sessions-and-tokens: no script ever sees the refresh token.
    cookie.set(reply, refreshToken);
    return { accessToken, userId: user.id };
  });

  // No rate limit: a 256-bit random token cannot be guessed, and every open tab refreshes.
  // The token comes from the cookie only, so a stolen access token cannot mint a refresh token.
  app.post('/refresh-access-token', async (request, reply) => {
    const body = parseInput(refreshBodySchema, request.body);
    assertSameFingerprint(fingerprintOf(request), body.fingerprint);
    const refreshToken = cookie.read(request);
    if (!refreshToken) {
      throw new ApiError(401, 'check_token_error', 'The refresh cookie is missing', {
        target: 'cookie',
      });
    }

    const now = clock();
    // The revocations below must commit, so the transaction returns the outcome and we throw after it.
    const result = await app.db.transaction(async (tx) => {
      const rotation = await rotateRefreshToken(tx, refreshToken, body.fingerprint, now);
      if (rotation.outcome === 'reused')
        await revokeSession(tx, rotation.session.id, 'refresh_token_reused', now);
      if (rotation.outcome === 'fingerprint_mismatch')
        await revokeSession(tx, rotation.session.id, 'fingerprint_mismatch', now);
      return rotation;
    });

    // A refused token stays refused: the browser need not keep sending it.
    if (result.outcome !== 'rotated') cookie.clear(reply);
    switch (result.outcome) {
      case 'rotated':
        break;
      case 'reused':
        request.log.warn({ sessionId: result.session.id }, 'refresh token reused; session revoked');
        throw new ApiError(
          401,
          'token_invalidated',
          'The refresh token was already used; the session has been ended',
        );
      case 'fingerprint_mismatch':
        throw new ApiError(
          401,
          'token_fails_security_check',
          'The refresh token belongs to another client; the session has been ended',
        );
      default:
        throw new ApiError(401, 'token_invalidated', 'The refresh token is invalid or expired');
    }

    const user = await findUserById(app.db, result.session.userId);
    if (!user || user.deactivatedAt || user.adminLocked) {
      await revokeSession(app.db, result.session.id, 'account_unavailable', now);
      cookie.clear(reply);
      throw new ApiError(401, 'token_invalidated', 'The account is no longer active');
    }
    const accessToken = await app.accessTokens.sign({
      userId: user.id,
      sessionId: result.session.id,
      fingerprint: body.fingerprint,
    });
    cookie.set(reply, result.refreshToken);
    return { accessToken, userId: user.id };
  });

  app.post('/users/:id/logout', { preHandler: app.authenticate }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const auth = assertSelfOrAdmin(request, id);
    // Your own logout ends this login; an admin logging someone out ends all of theirs.
    // Only one's own logout clears the cookie: it is the caller's, not the logged-out user's.
    if (auth.user.id === id) {
      await revokeSession(app.db, auth.sessionId, 'logout', clock());
      cookie.clear(reply);
    } else await revokeUserSessions(app.db, id, 'logout_by_admin', clock());
    return reply.status(204).send();
  });
}
