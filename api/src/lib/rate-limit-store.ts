import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Queryable } from '../db/database';
import type { Clock } from './clock';
import { countWindowHit } from './rate-limiter';

/**
 * @fastify/rate-limit's counters in our `rate_limit_counters` table (rate-limiter.ts), so every
 * api process on the database counts together, on the app's clock (tests move it). The plugin
 * makes one child per limited route; the child counts under the route's policy
 * (docs/decisions/rate-limit-store.md).
 */
export class PostgresRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: () => Queryable,
    private readonly clock: Clock,
    private readonly policy = 'route',
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindowMs: number,
  ): void {
    const now = this.clock();
    countWindowHit(this.db(), this.policy, key, now, timeWindowMs / 1000).then(
      ({ hits, closesAt }) =>
        callback(null, { current: hits, ttl: Math.max(0, closesAt.getTime() - now.getTime()) }),
      (error: Error) => callback(error),
    );
  }

  // the plugin hands over the route's limit merged over its own options (typed as route options)
  child(routeLimit: object): FastifyRateLimitStore {
    const { policy } = routeLimit as { policy?: string };
    return new PostgresRateLimitStore(this.db, this.clock, policy ?? this.policy);
  }
}
