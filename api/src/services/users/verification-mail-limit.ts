import type { Queryable } from '../../db/database';
import { tooManyRequests } from '../../lib/api-error';
import type { VerificationMailLimit } from '../../lib/rate-limiter';
import { oneOffTokensIssuedSince } from './one-off-tokens-repository';

const HOUR_MS = 60 * 60_000;

/**
 * Seconds until the next verification mail may go out (0: now), given when the last ones went
 * out, newest first, within the past hour. The sign-up mail counts too.
 */
export function verificationMailWaitSeconds(
  sentAt: readonly Date[],
  now: Date,
  limit: VerificationMailLimit,
): number {
  let waitMs = 0;
  const newest = sentAt[0];
  if (newest) waitMs = newest.getTime() + limit.intervalSeconds * 1000 - now.getTime();
  const oldestCounted = sentAt[limit.perHour - 1];
  if (oldestCounted) waitMs = Math.max(waitMs, oldestCounted.getTime() + HOUR_MS - now.getTime());
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/**
 * Refuses a verification mail that comes too soon after the last ones with `429 api_error` and
 * the wait (docs/accounts.md#verification-mails). The mails are counted by their tokens, so the
 * limit holds for every api instance behind one database.
 */
export async function assertVerificationMailAllowed(
  db: Queryable,
  userId: string,
  now: Date,
  limit: VerificationMailLimit | null,
): Promise<void> {
  if (!limit) return;
  const sentAt = await oneOffTokensIssuedSince(
    db,
    userId,
    'verify_email',
    new Date(now.getTime() - HOUR_MS),
  );
  const wait = verificationMailWaitSeconds(sentAt, now, limit);
  if (wait > 0)
    throw tooManyRequests(
      wait,
      `verification mails: 1 per ${limit.intervalSeconds} s and ${limit.perHour} per hour`,
    );
}
