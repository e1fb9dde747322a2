import rateLimit from '@fastify/rate-limit';
import { tooManyRequests } from '../lib/api-error';
import { definePlugin } from './define-plugin';

export type RateLimitPolicyName = 'login' | 'mail';

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
  verificationMail: VerificationMailLimit;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Route `config` that applies a per-IP policy (empty when rate limiting is off). */
    rateLimitConfig(policy: RateLimitPolicyName): {
      rateLimit?: { max: number; timeWindow: number };
    };
    /** The per-user limit of verification mails; null when rate limiting is off. */
    verificationMailLimit: VerificationMailLimit | null;
  }
}

/**
 * Per-IP limits for the routes attackers like: password guessing (login) and mail sending
 * (sign-up, verification and reset mails). Counters live in process memory: with several
 * api instances each counts alone, which still bounds abuse per instance. The per-user limit of
 * verification mails counts the mails themselves (their one-off tokens), so it holds across
 * instances; the users service applies it.
 */
export const rateLimitPlugin = definePlugin<RateLimitOptions>(
  'rate-limit',
  async (app, options) => {
    if (options.enabled) {
      await app.register(rateLimit, {
        global: false,
        errorResponseBuilder: (_request, context) =>
          tooManyRequests(context.ttl / 1000, `limit ${context.max} per ${context.after}`),
      });
    }
    const perMinute = { login: options.loginPerMinute, mail: options.mailPerMinute };
    app.decorate('rateLimitConfig', (policy: RateLimitPolicyName) =>
      options.enabled ? { rateLimit: { max: perMinute[policy], timeWindow: 60_000 } } : {},
    );
    app.decorate('verificationMailLimit', options.enabled ? options.verificationMail : null);
  },
);
