import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/api-error';
import { clientAddressKey } from '../lib/client-address';
import type { Clock } from '../lib/clock';
import { hitWindow } from '../lib/rate-limiter';
import { definePlugin } from './define-plugin';

/** The per-IP policies (docs/api.md#rate-limits); each counts per IP and route, per minute. */
export type RateLimitPolicyName = 'login' | 'mail' | 'resetPassword' | 'search';

/** Per user: the verification mails one account may be sent (docs/accounts.md#verification-mails). */
export interface VerificationMailLimit {
  /** Seconds from one mail to the next (0: no spacing). */
  intervalSeconds: number;
  perHour: number;
}

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

interface RouteRateLimit {
  policy: RateLimitPolicyName;
  /** Only requests it accepts count (e.g. a search with a term); all when absent. */
  when?: (request: FastifyRequest) => boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimitPolicy?: RouteRateLimit;
  }
  interface FastifyInstance {
    /** Route `config` that applies a per-IP policy (empty when rate limiting is off). */
    rateLimitConfig(
      policy: RateLimitPolicyName,
      when?: RouteRateLimit['when'],
    ): { rateLimitPolicy?: RouteRateLimit };
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

/**
 * Per-IP limits for the routes attackers like: password guessing (login), mail sending (sign-up,
 * verification and reset mails), password resets and full-text search. The counters are in the
 * database (`rate-limiter.ts`), so several api instances on one database count together. They
 * are checked before the body is read, so a refused request costs one upsert. The per-user
 * limit of verification mails counts the mails themselves; the users service applies it.
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
      app.addHook('onRequest', async (request) => {
        const rule = request.routeOptions.config.rateLimitPolicy;
        if (!rule || (rule.when && !rule.when(request))) return;
        const max = perMinute[rule.policy];
        const key = `${request.method} ${request.routeOptions.url} ${clientAddressKey(request.ip)}`;
        const wait = await hitWindow(app.db, rule.policy, key, options.clock(), {
          max,
          windowSeconds: WINDOW_SECONDS,
        });
        if (wait > 0) throw tooManyRequests(wait, `limit ${max} per minute`);
      });
    }
    app.decorate('rateLimitConfig', (policy: RateLimitPolicyName, when?: RouteRateLimit['when']) =>
      options.enabled ? { rateLimitPolicy: { policy, when } } : {},
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
