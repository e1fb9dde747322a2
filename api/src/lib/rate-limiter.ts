import type { Queryable } from '../db/database';

/**
 * The one limiter of the api: counters in `rate_limit_counters`, one row per (policy, key), so
 * every api process on the database counts together (docs/api.md#rate-limits). Each check is a
 * single atomic upsert, so parallel requests cannot slip past a limit between a read and a write.
 * Times come from the caller's clock (tests move it).
 */

/** Per user: the verification mails one account may be sent (docs/accounts.md#verification-mails). */
export interface VerificationMailLimit {
  /** Seconds from one mail to the next (0: no spacing). */
  intervalSeconds: number;
  perHour: number;
}

export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/** Growing delays: `free` hits at once, then 1, 2, 4 … seconds between hits, at most `maxDelaySeconds`. */
export interface Backoff {
  free: number;
  maxDelaySeconds: number;
  /** The count is forgotten after this long without a hit. */
  forgetAfterSeconds: number;
}

const after = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);
const secondsUntil = (later: Date, now: Date) =>
  Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));

/** Starts a row with one hit, or counts one more (afresh once the row has expired). $1 policy, $2 key, $3 now. */
const UPSERT_HIT = `INSERT INTO rate_limit_counters AS c (policy, key, hits, last_hit_at, expires_at)
  VALUES ($1, $2, 1, $3, $4)
  ON CONFLICT (policy, key) DO UPDATE SET
    hits = CASE WHEN c.expires_at <= $3 THEN 1 ELSE c.hits + 1 END,
    last_hit_at = $3`;

/** When the row's next hit may come, given the placeholders of `free` and `maxDelaySeconds`. */
const nextHitAllowedAt = (free: string, maxDelay: string) =>
  `c.last_hit_at + CASE WHEN c.hits < ${free} THEN 0
     ELSE least(power(2, least(c.hits - ${free}, 30)), ${maxDelay}) END * interval '1 second'`;

/**
 * Counts one hit in a fixed window of `windowSeconds` that opens with the key's first hit.
 * Resolves to the hits of the window so far, this one included, and when the window closes.
 */
export async function countWindowHit(
  db: Queryable,
  policy: string,
  key: string,
  now: Date,
  windowSeconds: number,
): Promise<{ hits: number; closesAt: Date }> {
  const { rows } = await db.query<{ hits: number; expiresAt: Date }>(
    `${UPSERT_HIT},
       expires_at = CASE WHEN c.expires_at <= $3 THEN $4 ELSE c.expires_at END
     RETURNING hits, expires_at AS "expiresAt"`,
    [policy, key, now, after(now, windowSeconds)],
  );
  const row = rows[0] as { hits: number; expiresAt: Date };
  return { hits: row.hits, closesAt: new Date(row.expiresAt) };
}

/**
 * Counts one hit in a fixed window that opens with the key's first hit. Resolves to the seconds
 * to wait when this hit is past `max`, 0 when it is allowed.
 */
export async function hitWindow(
  db: Queryable,
  policy: string,
  key: string,
  now: Date,
  limit: WindowLimit,
): Promise<number> {
  const { hits, closesAt } = await countWindowHit(db, policy, key, now, limit.windowSeconds);
  return hits > limit.max ? secondsUntil(closesAt, now) : 0;
}

/**
 * Counts one hit when the backoff allows it and resolves to 0; otherwise counts nothing and
 * resolves to the seconds until the next hit is allowed.
 */
export async function hitBackoff(
  db: Queryable,
  policy: string,
  key: string,
  now: Date,
  backoff: Backoff,
): Promise<number> {
  const taken = await db.query(
    `${UPSERT_HIT}, expires_at = $4
     WHERE c.expires_at <= $3 OR ${nextHitAllowedAt('$5', '$6')} <= $3
     RETURNING 1`,
    [
      policy,
      key,
      now,
      after(now, backoff.forgetAfterSeconds),
      backoff.free,
      backoff.maxDelaySeconds,
    ],
  );
  if (taken.rowCount > 0) return 0;
  const { rows } = await db.query<{ allowedAt: Date }>(
    `SELECT ${nextHitAllowedAt('$3', '$4')} AS "allowedAt"
       FROM rate_limit_counters c WHERE c.policy = $1 AND c.key = $2`,
    [policy, key, backoff.free, backoff.maxDelaySeconds],
  );
  // the row went away in between (cleared): the caller may simply try again
  return rows[0] ? secondsUntil(new Date(rows[0].allowedAt), now) : 1;
}

/** Counts one hit, forgotten after `forgetAfterSeconds` without another; resolves to the count. */
export async function countHit(
  db: Queryable,
  policy: string,
  key: string,
  now: Date,
  forgetAfterSeconds: number,
): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    `${UPSERT_HIT}, expires_at = $4 RETURNING hits`,
    [policy, key, now, after(now, forgetAfterSeconds)],
  );
  return rows[0]?.hits ?? 0;
}

/** The live count of (policy, key); 0 when there is none or it has expired. */
export async function readHits(
  db: Queryable,
  policy: string,
  key: string,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    'SELECT hits FROM rate_limit_counters WHERE policy = $1 AND key = $2 AND expires_at > $3',
    [policy, key, now],
  );
  return rows[0]?.hits ?? 0;
}

/** Forgets the counters of `policy` whose key is `key`, or starts with it when `prefix` is set. */
export async function clearCounters(
  db: Queryable,
  policy: string,
  key: string,
  { prefix = false } = {},
): Promise<void> {
  await db.query(
    `DELETE FROM rate_limit_counters WHERE policy = $1 AND ${prefix ? 'starts_with(key, $2)' : 'key = $2'}`,
    [policy, key],
  );
}

/** Housekeeping: deletes the counters that mean nothing any more. */
export async function purgeExpiredCounters(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    'DELETE FROM rate_limit_counters WHERE expires_at <= $1 RETURNING 1',
    [now],
  );
  return rowCount;
}
