// What a request knows of its caller once the auth plugin has run: the `request.auth` type,
// the decorators the plugin adds, and the checks the routes make. Apart from the plugin, so that
// services use them without importing it (the plugin itself reads the auth and user services).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRecord } from '../services/users/users-module';
import { ApiError, noPermission } from './api-error';

export const FINGERPRINT_HEADER = 'x-nb-fingerprint';

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
