import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { isAdminType } from '@jobmatch/shared/domain';
import { ApiError, noPermission } from '../lib/api-error';
import type { Clock } from '../lib/clock';
import { safeEqual } from '../lib/secure-tokens';
import { findActiveSession } from '../services/auth/auth-module';
import { findUserById, type UserRecord } from '../services/users/users-module';
import { definePlugin } from './define-plugin';

export const FINGERPRINT_HEADER = 'x-nb-fingerprint';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'jobmatch-api';
const AUDIENCE = 'jobmatch';

export interface AuthContext {
  user: UserRecord;
  sessionId: string;
  isAdmin: boolean;
  /** The login may only enrol in two-step verification (docs/accounts.md#required-enrolment). */
  mustEnrolTwoFactor: boolean;
}

export interface AccessTokens {
  /** A short-lived HS256 JWT bound to the login (session) and the client's fingerprint. */
  sign(input: { userId: string; sessionId: string; fingerprint: string }): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** preHandler: requires a valid access token and sets `request.auth`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * What `authenticate` checks, outside a request (the chat socket's handshake): the token,
     * the fingerprint it was issued to, the login and the user. Throws the same `ApiError`s.
     */
    verifyAccess: (
      token: string | undefined,
      fingerprint: string | undefined,
      options?: { duringEnrolment?: boolean },
    ) => Promise<AuthContext>;
    /**
     * The login's current state without a token: throws like `verifyAccess` when the session has
     * ended or the user may no longer use it (a socket re-checks this on each subscribe).
     */
    currentAuth: (
      userId: string,
      sessionId: string,
      options?: { duringEnrolment?: boolean },
    ) => Promise<AuthContext>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without the fingerprint header (ping, dev tools). */
    skipFingerprint?: boolean;
    /**
     * Routes a login that must first enrol in two-step verification may call: the user, the
     * enrolment and the logout (docs/accounts.md#required-enrolment).
     */
    duringEnrolment?: boolean;
  }
}

/** Reads a `Bearer` token from the Authorization header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1];
}

export function fingerprintOf(request: FastifyRequest): string | undefined {
  const value = request.headers[FINGERPRINT_HEADER];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The client's fingerprint, or `400 wrong_parameter`: every service call carries one
 * (docs/api.md#conventions), and a sign-in binds its tokens to it.
 */
export function requireFingerprint(request: FastifyRequest): string {
  const fingerprint = fingerprintOf(request);
  if (!fingerprint)
    throw new ApiError(400, 'wrong_parameter', 'Unable to perform request - missing fingerprint', {
      target: FINGERPRINT_HEADER,
    });
  return fingerprint;
}

/** The caller of an `authenticate`d route, or `401 check_token_error`. */
export function signedIn(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError(401, 'check_token_error', 'Authentication required');
  return request.auth;
}

/** Only the user themself or an admin may act on a user record. */
export function assertSelfOrAdmin(request: FastifyRequest, userId: string): AuthContext {
  const auth = signedIn(request);
  if (auth.user.id !== userId && !auth.isAdmin) throw noPermission();
  return auth;
}

export function assertAdmin(request: FastifyRequest): AuthContext {
  const auth = signedIn(request);
  if (!auth.isAdmin) throw noPermission();
  return auth;
}

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
