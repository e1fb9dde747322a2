import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVICE_BASE_PATHS } from '../../lib/shared-contracts';
import { REFRESH_TOKEN_TTL_DAYS } from './sessions-repository';

/** docs/accounts.md#the-refresh-cookie: the refresh token lives only in this httpOnly cookie. */
export const REFRESH_COOKIE_NAME = 'jobmatch_refresh';

/**
 * The narrowest path that covers `/refresh-access-token` and `/users/{id}/logout`: the browser
 * sends the token to these two routes of the auth service and to no other request.
 */
export const REFRESH_COOKIE_PATH: string = SERVICE_BASE_PATHS.auth;

const MAX_AGE_SECONDS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60;

const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/**
 * Secure everywhere except plain http on a loopback host (local development and the e2e
 * topology): decided from the configured public origin, never from request headers a client
 * or proxy could bend.
 */
export function isSecureCookieOrigin(publicOrigin: string): boolean {
  const { protocol, hostname } = new URL(publicOrigin);
  return protocol === 'https:' || !isLoopbackHost(hostname);
}

function serialize(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${REFRESH_COOKIE_NAME}=${value}`,
    `Path=${REFRESH_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    // With the JSON-only bodies and the fingerprint header, this is the CSRF defence (docs/api.md#conventions).
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export interface RefreshCookie {
  set(reply: FastifyReply, refreshToken: string): void;
  clear(reply: FastifyReply): void;
  read(request: FastifyRequest): string | undefined;
}

export function refreshCookie(publicOrigin: string): RefreshCookie {
  const secure = isSecureCookieOrigin(publicOrigin);
  return {
    set: (reply, refreshToken) => {
      reply.header('set-cookie', serialize(refreshToken, MAX_AGE_SECONDS, secure));
    },
    clear: (reply) => {
      reply.header('set-cookie', serialize('', 0, secure));
    },
    read: (request) => readCookie(request.headers.cookie, REFRESH_COOKIE_NAME),
  };
}

/** The first cookie of that name: browsers list the one with the longest matching path first. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}
