import type { FastifyInstance } from 'fastify';
import { isCompanyType } from '@jobmatch/shared/domain';
import { ApiError, noPermission } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/passwords';
import { apiDoc } from '../../openapi/route-docs';
import { idParamsSchema, parseInput } from '../../lib/request-validation';
import { assertSelfOrAdmin, FINGERPRINT_HEADER, fingerprintOf } from '../../lib/request-auth';
import { hasActiveMembership } from '../organizations/organizations-module';
import { findUserById } from '../users/users-module';
import { loginBodySchema, refreshBodySchema } from './auth-schemas';
import { refreshCookie } from './refresh-cookie';
import { secondStepRoutes } from './second-step-routes';
import { checkSignInPassword, finishSignIn } from './sign-in';
import {
  holdSessionForEnrolment,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
} from './sessions-repository';
import { mustEnrolTwoFactor } from './two-factor-policy';

export interface AuthRoutesOptions {
  clock: Clock;
  passwords: PasswordHasher;
  /** Decides whether the refresh cookie is Secure (docs/accounts.md#sessions-and-tokens). */
  publicOrigin: string;
  /** docs/accounts.md#required-enrolment */
  requireAdminTwoFactor: boolean;
}

/** `/api/demand-auth`: login, token refresh (rotation with reuse detection) and logout. */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { clock, passwords, publicOrigin, requireAdminTwoFactor } = options;
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

  const loginDoc = apiDoc({
    summary: 'Sign in with an email address and password',
    description:
      'Sets the refresh cookie. An account with two-step verification answers a challenge instead (docs/accounts.md#two-step-verification).',
    access: 'public',
    body: loginBodySchema,
    answers: { 200: { oneOf: ['SessionTokens', 'TwoFactorChallengeResponse'] } },
    errors: {
      401: ['login_error'],
      403: ['no_permission', 'user_is_locked', 'email_not_verified'],
      429: ['api_error'],
    },
  });
  app.post(
    '/login',
    { schema: loginDoc, config: app.rateLimitConfig('login') },
    async (request, reply) => {
      const body = parseInput(loginBodySchema, request.body);
      assertSameFingerprint(fingerprintOf(request), body.fingerprint);

      const user = await checkSignInPassword(
        app,
        { clock, passwords },
        { email: body.email, password: body.password, ip: request.ip },
      );
      // A company user works for a company: with no active membership (never joined, suspended or
      // removed) there is nothing to sign in to (docs/company.md#api).
      if (isCompanyType(user.typeId) && !(await hasActiveMembership(app.db, user.id)))
        throw noPermission();
      return finishSignIn(app, reply, {
        user,
        fingerprint: body.fingerprint,
        publicOrigin,
        requireAdminTwoFactor,
        now: clock(),
      });
    },
  );

  await secondStepRoutes(app, options);

  // No rate limit: a 256-bit random token cannot be guessed, and every open tab refreshes.
  // The token comes from the cookie only, so a stolen access token cannot mint a refresh token.
  const refreshDoc = apiDoc({
    summary: 'A new access token for the refresh cookie',
    description: 'Rotates the refresh cookie; a reused or foreign refresh token ends the session.',
    access: 'public',
    body: refreshBodySchema,
    answers: { 200: 'SessionTokens' },
    errors: {
      401: ['check_token_error', 'token_invalidated', 'token_fails_security_check'],
    },
  });
  app.post('/refresh-access-token', { schema: refreshDoc }, async (request, reply) => {
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
    // A company user suspended or removed since login: suspension and removal end the member's
    // sessions already; this catches any session that escaped them (docs/company.md#api).
    const lostCompany =
      user !== undefined &&
      isCompanyType(user.typeId) &&
      !(await hasActiveMembership(app.db, user.id));
    if (!user || user.deactivatedAt || user.adminLocked || lostCompany) {
      await app.db.transaction((tx) =>
        revokeSession(tx, result.session.id, 'account_unavailable', now),
      );
      cookie.clear(reply);
      throw new ApiError(401, 'token_invalidated', 'The account is no longer active');
    }
    // a requirement that came after the login (a new administrator, production's default turned
    // on, a company's policy) reaches it here at the latest (docs/accounts.md#required-enrolment)
    if (
      !result.session.mustEnrolTwoFactor &&
      (await mustEnrolTwoFactor(app.db, user, requireAdminTwoFactor))
    )
      await holdSessionForEnrolment(app.db, result.session.id);
    const accessToken = await app.accessTokens.sign({
      userId: user.id,
      sessionId: result.session.id,
      fingerprint: body.fingerprint,
    });
    cookie.set(reply, result.refreshToken);
    return { accessToken, userId: user.id };
  });

  const logoutOptions = {
    preHandler: app.authenticate,
    config: { duringEnrolment: true },
    schema: apiDoc({
      summary: 'End one’s own login, or (an administrator) all of an account’s logins',
      access: 'self',
      params: idParamsSchema,
      answers: { 204: null },
    }),
  };
  app.post('/users/:id/logout', logoutOptions, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const auth = assertSelfOrAdmin(request, id);
    // a login held to the enrolment ends itself, never anyone else's (docs/accounts.md#required-enrolment)
    if (auth.mustEnrolTwoFactor && auth.user.id !== id) throw noPermission();
    // Your own logout ends this login; an admin logging someone out ends all of theirs.
    // Only one's own logout clears the cookie: it is the caller's, not the logged-out user's.
    // Either way the chat sockets of what ended are disconnected (docs/chat.md#socket-in-the-api).
    if (auth.user.id === id) {
      await app.db.transaction((tx) => revokeSession(tx, auth.sessionId, 'logout', clock()));
      cookie.clear(reply);
    } else await app.db.transaction((tx) => revokeUserSessions(tx, id, 'logout_by_admin', clock()));
    return reply.status(204).send();
  });
}
