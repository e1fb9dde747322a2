import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { isAdminType } from '@jobmatch/shared/domain';
import { ApiError } from '../lib/api-error';
import type { Clock } from '../lib/clock';
import {
  bearerToken,
  FINGERPRINT_HEADER,
  fingerprintOf,
  type AccessTokens,
  type AuthContext,
} from '../lib/request-auth';
import { safeEqual } from '../lib/secure-tokens';
import { findActiveSession } from '../services/auth/auth-module';
import { findUserById } from '../services/users/users-module';
import { definePlugin } from '../lib/define-plugin';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'jobmatch-api';
const AUDIENCE = 'jobmatch';

const invalidToken = (message: string) => new ApiError(401, 'token_invalidated', message);

/**
 * Access tokens and the `authenticate` preHandler. Besides the signature, every request
 * checks that the login is still active and the user still may use it, so logout, lock and
 * deactivation take effect at once rather than when the token expires.
 */
export const authPlugin = definePlugin<{ secret: string; clock: Clock }>(
  'auth',
  async (app, { secret, clock }) => {
    const key = new TextEncoder().encode(secret);

    app.decorate<AccessTokens>('accessTokens', {
      sign: ({ userId, sessionId, fingerprint }) => {
        const issuedAt = Math.floor(clock().getTime() / 1000);
        return new SignJWT({ sid: sessionId, fp: fingerprint })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(userId)
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setIssuedAt(issuedAt)
          .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
          .sign(key);
      },
    });

    app.decorateRequest('auth', null);

    const currentAuth = async (
      userId: string,
      sessionId: string,
      { duringEnrolment = false } = {},
    ): Promise<AuthContext> => {
      const session = await findActiveSession(app.db, sessionId);
      if (!session || session.userId !== userId) throw invalidToken('The session has ended');
      const user = await findUserById(app.db, userId);
      if (!user || user.deactivatedAt) throw invalidToken('The account is no longer active');
      if (user.adminLocked) throw new ApiError(403, 'user_is_locked', 'The account is locked');
      if (session.mustEnrolTwoFactor && !duringEnrolment) {
        throw new ApiError(
          403,
          'two_factor_enrollment_required',
          'Two-step verification must be set up before anything else',
        );
      }
      return {
        user,
        sessionId: session.id,
        isAdmin: isAdminType(user.typeId),
        mustEnrolTwoFactor: session.mustEnrolTwoFactor,
      };
    };

    const verifyAccess = async (
      token: string | undefined,
      fingerprint: string | undefined,
      options?: { duringEnrolment?: boolean },
    ): Promise<AuthContext> => {
      if (!token)
        throw new ApiError(
          401,
          'check_token_error',
          'Unable to perform request - missing access token',
          { target: 'authorization' },
        );

      let claims: { sub?: string; sid?: unknown; fp?: unknown };
      try {
        ({ payload: claims } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: clock(),
        }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired)
          throw invalidToken('The access token has expired');
        throw new ApiError(401, 'parse_token_error', 'The access token is not valid');
      }
      if (
        typeof claims.sub !== 'string' ||
        typeof claims.sid !== 'string' ||
        typeof claims.fp !== 'string'
      ) {
        throw new ApiError(401, 'parse_token_error', 'The access token is not valid');
      }
      if (!fingerprint || !safeEqual(fingerprint, claims.fp)) {
        throw new ApiError(
          401,
          'token_fails_security_check',
          'The access token belongs to another client',
          { target: FINGERPRINT_HEADER },
        );
      }
      return currentAuth(claims.sub, claims.sid, options);
    };

    app.decorate('verifyAccess', verifyAccess);
    app.decorate('currentAuth', currentAuth);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.auth = await verifyAccess(bearerToken(request), fingerprintOf(request), {
        duringEnrolment: request.routeOptions.config.duringEnrolment === true,
      });
    });
  },
);
