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
  recordWrongPassword,
  resetFailedLogins,
} from '../users/users-module';
import { loginBodySchema, refreshBodySchema } from './auth-schemas';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
} from './sessions-repository';

const loginError = () =>
  new ApiError(401, 'login_error', 'The email address or password is incorrect');
const lockedError = () =>
  new ApiError(403, 'user_is_locked', 'The account is locked; try again later');

export interface AuthRoutesOptions {
  clock: Clock;
  passwords: PasswordHasher;
}

/** `/api/demand-auth`: login, token refresh (rotation with reuse detection) and logout. */
export async function authRoutes(app: FastifyInstance, { clock, passwords }: AuthRoutesOptions) {
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

  app.post('/login', { config: app.rateLimitConfig('login') }, async (request) => {
    const body = parseInput(loginBodySchema, request.body);
    assertSameFingerprint(fingerprintOf(request), body.fingerprint);

    const user = await findUserByEmail(app.db, body.email);
    if (!user) {
      await passwords.verifyDummy(body.password);
      throw loginError();
    }
    if (isLocked(user, clock())) throw lockedError();

    if (!(await passwords.verify(body.password, user.passwordHash))) {
      throw (await recordWrongPassword(app.db, user.id, clock())) ? lockedError() : loginError();
    }
    // Same answer as a wrong password: a deactivated account does not exist any more for its owner.
    if (user.deactivatedAt) throw loginError();

    const now = clock();
    await resetFailedLogins(app.db, user.id, now);
    const { sessionId, refreshToken } = await createSession(app.db, user.id, body.fingerprint, now);
    const accessToken = await app.accessTokens.sign({
      userId: user.id,
      sessionId,
      fingerprint: body.fingerprint,
    });
    return { accessToken, refreshToken, userId: user.id };
  });

  // No rate limit: a 256-bit random token cannot be guessed, and every open tab refreshes.
  app.post('/refresh-access-token', async (request) => {
    const body = parseInput(refreshBodySchema, request.body);
    assertSameFingerprint(fingerprintOf(request), body.fingerprint);

    const now = clock();
    // The revocations below must commit, so the transaction returns the outcome and we throw after it.
    const result = await app.db.transaction(async (tx) => {
      const rotation = await rotateRefreshToken(tx, body.refreshToken, body.fingerprint, now);
      if (rotation.outcome === 'reused')
        await revokeSession(tx, rotation.session.id, 'refresh_token_reused', now);
      if (rotation.outcome === 'fingerprint_mismatch')
        await revokeSession(tx, rotation.session.id, 'fingerprint_mismatch', now);
      return rotation;
    });

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
      throw new ApiError(401, 'token_invalidated', 'The account is no longer active');
    }
    const accessToken = await app.accessTokens.sign({
      userId: user.id,
      sessionId: result.session.id,
      fingerprint: body.fingerprint,
    });
    return { accessToken, refreshToken: result.refreshToken, userId: user.id };
  });

  app.post('/users/:id/logout', { preHandler: app.authenticate }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const auth = assertSelfOrAdmin(request, id);
    // Your own logout ends this login; an admin logging someone out ends all of theirs.
    if (auth.user.id === id) await revokeSession(app.db, auth.sessionId, 'logout', clock());
    else await revokeUserSessions(app.db, id, 'logout_by_admin', clock());
    return reply.status(204).send();
  });
}
