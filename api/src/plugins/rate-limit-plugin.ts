import rateLimit from '@fastify/rate-limit';
import { ApiError } from '../lib/api-error';
import { definePlugin } from './define-plugin';

export type RateLimitPolicyName = 'login' | 'mail';

export interface RateLimitOptions {
  enabled: boolean;
  loginPerMinute: number;
  mailPerMinute: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Route `config` that applies a per-IP policy (empty when rate limiting is off). */
    rateLimitConfig(policy: RateLimitPolicyName): {
      rateLimit?: { max: number; timeWindow: number };
    };
  }
}

/**
 * Per-IP limits for the routes attackers like: password guessing (login) and mail sending
 * (sign-up, verification and reset mails). Counters live in process memory: with several
 * api instances each counts alone, which still bounds abuse per instance.
 */
export const rateLimitPlugin = definePlugin<RateLimitOptions>(
  'rate-limit',
  async (app, options) => {
    if (options.enabled) {
      await app.register(rateLimit, {
        global: false,
        errorResponseBuilder: (_request, context) =>
          new ApiError(
            429,
            'api_error',
            `Too many requests, try again in ${Math.ceil(context.ttl / 1000)} seconds`,
            {
              details: [
                { code: 'rate_limited', message: `limit ${context.max} per ${context.after}` },
              ],
            },
          ),
      });
    }
    const perMinute = { login: options.loginPerMinute, mail: options.mailPerMinute };
    app.decorate('rateLimitConfig', (policy: RateLimitPolicyName) =>
      options.enabled ? { rateLimit: { max: perMinute[policy], timeWindow: 60_000 } } : {},
    );
  },
);
