import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { tooManyRequests } from '../../lib/api-error';
import { clientAddressKey } from '../../lib/client-address';
import { clearCounters, countHit, hitBackoff, hitWindow, readHits } from '../../lib/rate-limiter';
import { recordFailedLogin, resetFailedLogins, type UserRecord } from './users-repository';

/**
 * Password guessing is slowed per (address, IP) with growing delays, never answered with a lock a
 * stranger could keep on; unknown addresses go through the same steps, so the answers cannot
 * tell whether an account exists (docs/accounts.md#login-throttling).
 */
export const LOGIN_THROTTLE = {
  /** Password checks one IP may make for one address before waiting 1, 2, 4 … seconds. */
  freeAttempts: 5,
  /** … and only this many while the address is under attack. */
  freeAttemptsUnderAttack: 1,
  /** Failures on one address, all IPs together, that mean it is under attack. */
  attackFailures: 20,
  maxDelaySeconds: 15 * 60,
  /** Counts are forgotten after this long without a failure. */
  forgetAfterSeconds: 24 * 60 * 60,
  /** Failures on the address that get its owner a mail, at most once per `alertIntervalSeconds`. */
  alertFailures: 5,
  alertIntervalSeconds: 24 * 60 * 60,
} as const;

const PER_ADDRESS_AND_IP = 'loginAttempts';
const PER_ADDRESS = 'loginFailures';
const ALERT_MAIL = 'loginFailureMail';

/** Who tries which address; `ip` is the request's (trusted proxies only: docs/api.md#rate-limits). */
export interface PasswordAttempt {
  address: string;
  ip: string;
}

const addressOf = (attempt: PasswordAttempt) => attempt.address.trim().toLowerCase();
/** The address first and a space after it (no address has one), so a reset clears every IP's count. */
const addressPrefix = (address: string) => `${address.trim().toLowerCase()} `;
const pairKey = (attempt: PasswordAttempt) =>
  `${addressPrefix(attempt.address)}${clientAddressKey(attempt.ip)}`;

/**
 * Lets a password check go ahead, counting it for the address and IP before the check, so that
 * parallel requests cannot all slip in; `429` with `Retry-After` while they must wait.
 */
export async function throttlePasswordCheck(
  db: Queryable,
  attempt: PasswordAttempt,
  now: Date,
): Promise<void> {
  const underAttack =
    (await readHits(db, PER_ADDRESS, addressOf(attempt), now)) >= LOGIN_THROTTLE.attackFailures;
  const wait = await hitBackoff(db, PER_ADDRESS_AND_IP, pairKey(attempt), now, {
    free: underAttack ? LOGIN_THROTTLE.freeAttemptsUnderAttack : LOGIN_THROTTLE.freeAttempts,
    maxDelaySeconds: LOGIN_THROTTLE.maxDelaySeconds,
    forgetAfterSeconds: LOGIN_THROTTLE.forgetAfterSeconds,
  });
  if (wait > 0) throw tooManyRequests(wait, 'password attempts for this address from this network');
}

/**
 * After a wrong password, an unknown address or a deactivated account: counts the failure for
 * the address and mails the owner when failures pile up. Unknown addresses take the same
 * queries (they update no row and mail nobody).
 */
export async function recordWrongPassword(
  app: FastifyInstance,
  attempt: PasswordAttempt,
  user: UserRecord | undefined,
  now: Date,
): Promise<void> {
  const address = addressOf(attempt);
  const failures = await countHit(
    app.db,
    PER_ADDRESS,
    address,
    now,
    LOGIN_THROTTLE.forgetAfterSeconds,
  );
  await recordFailedLogin(app.db, address, now);
  if (failures < LOGIN_THROTTLE.alertFailures) return;
  const tooSoon = await hitWindow(app.db, ALERT_MAIL, address, now, {
    max: 1,
    windowSeconds: LOGIN_THROTTLE.alertIntervalSeconds,
  });
  if (!tooSoon && user && !user.deactivatedAt)
    await app.mailer.send(app.mailer.templates.loginFailures(user.email, user.name));
}

/** After the right password: this address and IP start afresh (the address's count fades by itself). */
export async function recordRightPassword(
  db: Queryable,
  attempt: PasswordAttempt,
  user: UserRecord,
  now: Date,
): Promise<void> {
  await clearCounters(db, PER_ADDRESS_AND_IP, pairKey(attempt));
  await resetFailedLogins(db, user.id, now);
}

/** A completed password reset proves the owner: every count on the address goes. */
export async function clearLoginThrottle(db: Queryable, address: string): Promise<void> {
  await clearCounters(db, PER_ADDRESS_AND_IP, addressPrefix(address), { prefix: true });
  await clearCounters(db, PER_ADDRESS, address.trim().toLowerCase());
}
