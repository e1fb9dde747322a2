import fastifyRateLimit, { type RateLimitOptions as RouteLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/api-error';
import { clientAddressKey } from '../lib/client-address';
import type { Clock } from '../lib/clock';
import { PostgresRateLimitStore } from '../lib/rate-limit-store';
import { hitWindow, type VerificationMailLimit } from '../lib/rate-limiter';
import { definePlugin } from '../lib/define-plugin';

/** The per-IP policies (docs/api.md#rate-limits); each counts per IP and route, per minute. */
export type RateLimitPolicyName = 'login' | 'mail' | 'resetPassword' | 'search';

export interface RateLimitOptions {
  enabled: boolean;
  loginPerMinute: number;
  mailPerMinute: number;
  resetPasswordPerMinute: number;
  searchPerMinute: number;
  chatMessagesPerMinute: number;
  uploadUrlsPerMemberPerHour: number;
  uploadUrlsPerOrganizationPerHour: number;
  verificationMail: VerificationMailLimit;
  clock: Clock;
}

/** A route's limit for @fastify/rate-limit; `policy` names its counters (rate-limit-store.ts). */
type RouteRateLimit = RouteLimitOptions & { policy: RateLimitPolicyName };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route `config` that applies a per-IP policy (empty when rate limiting is off). With `when`,
     * only the requests it accepts count (e.g. a search with a term).
     */
    rateLimitConfig(
      policy: RateLimitPolicyName,
      when?: (request: FastifyRequest) => boolean,
    ): { rateLimit?: RouteRateLimit };
    /** The per-user limit of verification mails; null when rate limiting is off. */
    verificationMailLimit: VerificationMailLimit | null;
    /**
     * Counts a chat message of `senderId` (docs/conversations.md#message-limits): the seconds to
     * wait when it is one too many, else 0 (always 0 when rate limiting is off).
     */
    hitChatMessageLimit(senderId: string): Promise<number>;
    /**
     * Counts an upload URL of `userId` in `organizationId` (docs/company.md#upload-limits), per
     * member and per organization: the seconds to wait when it is one too many, else 0 (always 0
     * when rate limiting is off).
     */
    hitUploadUrlLimit(organizationId: string, userId: string): Promise<number>;
  }
}

const WINDOW_SECONDS = 60;
const HOUR_SECONDS = 60 * 60;

const NO_HEADERS = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
} as const;

/**
 * Per-IP limits for the routes attackers like: password guessing (login), mail sending (sign-up,
 * verification and reset mails), password resets and full-text search, on @fastify/rate-limit.
 * The counters are in the database (`rate-limit-store.ts`), so several api instances on one
 * database count together. They are checked before the body is read, so a refused request costs
 * one upsert, and refused in the api's error shape (429 with Retry-After). The per-user limit of
 * verification mails counts the mails themselves; the users service applies it.
 */
export const rateLimitPlugin = definePlugin<RateLimitOptions>(
  'rate-limit',
  async (app, options) => {
    const perMinute: Record<RateLimitPolicyName, number> = {
      login: options.loginPerMinute,
      mail: options.mailPerMinute,
      resetPassword: options.resetPasswordPerMinute,
      search: options.searchPerMinute,
    };
    if (options.enabled) {
      const { clock } = options;
      await app.register(fastifyRateLimit, {
        global: false,
        hook: 'onRequest',
        store: class extends PostgresRateLimitStore {
          constructor() {
            super(() => app.db, clock);
          }
        },
        keyGenerator: (request) =>
          `${request.method} ${request.routeOptions.url} ${clientAddressKey(request.ip)}`,
        errorResponseBuilder: (_request, { ttl, max }) =>
          tooManyRequests(Math.max(1, Math.ceil(ttl / 1000)), `limit ${max} per minute`),
        // the refusal carries Retry-After (api-error.ts); the counts are nobody's business
        addHeaders: { ...NO_HEADERS, 'retry-after': false },
        addHeadersOnExceeding: NO_HEADERS,
      });
    }
    app.decorate(
      'rateLimitConfig',
      (policy: RateLimitPolicyName, when?: (request: FastifyRequest) => boolean) =>
        options.enabled
          ? {
              rateLimit: {
                policy,
                max: perMinute[policy],
                timeWindow: WINDOW_SECONDS * 1000,
                ...(when ? { allowList: (request: FastifyRequest) => !when(request) } : {}),
              },
            }
          : {},
    );
    app.decorate('verificationMailLimit', options.enabled ? options.verificationMail : null);
    // a burst of a minute's allowance passes at once; a flood past it waits for the window
    app.decorate('hitChatMessageLimit', async (senderId: string) =>
      options.enabled
        ? hitWindow(app.db, 'chatMessages', senderId, options.clock(), {
            max: options.chatMessagesPerMinute,
            windowSeconds: WINDOW_SECONDS,
          })
        : 0,
    );
    // a member past their own limit does not use up the organization's
    app.decorate('hitUploadUrlLimit', async (organizationId: string, userId: string) => {
      if (!options.enabled) return 0;
      const now = options.clock();
      const member = await hitWindow(
        app.db,
        'uploadUrlsMember',
        `${organizationId} ${userId}`,
        now,
        {
          max: options.uploadUrlsPerMemberPerHour,
          windowSeconds: HOUR_SECONDS,
        },
      );
      if (member > 0) return member;
      const organization = await hitWindow(app.db, 'uploadUrlsOrganization', organizationId, now, {
        max: options.uploadUrlsPerOrganizationPerHour,
        windowSeconds: HOUR_SECONDS,
      });
      return organization;
    });
  },
);
