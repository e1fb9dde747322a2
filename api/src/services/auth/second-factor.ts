import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { tooManyRequests } from '../../lib/api-error';
import { clientAddressKey } from '../../lib/client-address';
import { clearCounters, countHit, hitBackoff, readHits } from '../../lib/rate-limiter';
import type { UserRecord } from '../users/users-module';
import {
  hashEmailCode,
  hashRecoveryCode,
  isSixDigitCode,
  matchTotpStep,
  newEmailCode,
  normalizeCodeInput,
} from './two-factor-codes';
import {
  storeEmailCode,
  spendEmailCode,
  spendRecoveryCode,
  spendTotpStep,
  type TwoFactorRecord,
} from './two-factor-repository';

/** docs/accounts.md#two-step-verification */
export const SECOND_FACTOR_LIMITS = {
  /** Codes one account may try at once before waiting 1, 2, 4 … seconds (all IPs together). */
  freePerAccount: 5,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
  /** Wrong codes from one IP, all accounts together, before it waits out `ipWindowSeconds`. */
  wrongPerIp: 30,
  ipWindowSeconds: 60 * 60,
  /** A mailed code works this long. */
  emailCodeMinutes: 10,
} as const;

const PER_ACCOUNT = 'secondFactorAccount';
const WRONG_PER_IP = 'secondFactorIpFailures';

/**
 * Lets a code check go ahead, counted per account before the check (parallel guesses cannot
 * slip in), or `429` with `Retry-After`; an IP that gave many wrong codes, whatever the
 * accounts, waits too. Right codes from one office's address never add up.
 */
async function throttleSecondFactor(
  db: Queryable,
  attempt: { userId: string; ip: string },
  now: Date,
): Promise<void> {
  const ipKey = clientAddressKey(attempt.ip);
  if ((await readHits(db, WRONG_PER_IP, ipKey, now)) >= SECOND_FACTOR_LIMITS.wrongPerIp)
    throw tooManyRequests(SECOND_FACTOR_LIMITS.ipWindowSeconds, 'wrong codes from this network');
  const wait = await hitBackoff(db, PER_ACCOUNT, attempt.userId, now, {
    free: SECOND_FACTOR_LIMITS.freePerAccount,
    maxDelaySeconds: SECOND_FACTOR_LIMITS.maxDelaySeconds,
    forgetAfterSeconds: SECOND_FACTOR_LIMITS.forgetAfterSeconds,
  });
  if (wait > 0) throw tooManyRequests(wait, 'verification codes for this account');
}

/** Mails a new six-digit code (voiding earlier ones) to the account's address. */
export async function mailTwoFactorCode(
  app: FastifyInstance,
  user: Pick<UserRecord, 'id' | 'email' | 'name'>,
  now: Date,
): Promise<void> {
  const code = newEmailCode();
  await storeEmailCode(app.db, {
    userId: user.id,
    codeHash: hashEmailCode(user.id, code),
    now,
    expiresAt: new Date(now.getTime() + SECOND_FACTOR_LIMITS.emailCodeMinutes * 60_000),
  });
  await app.mailer.send(
    app.mailer.templates.twoFactorCode(
      user.email,
      user.name,
      code,
      SECOND_FACTOR_LIMITS.emailCodeMinutes,
    ),
  );
}

export type SecondFactorKind = 'app' | 'email' | 'recovery';

/**
 * A code given for the user, throttled per account and per IP (docs/accounts.md#two-step-verification):
 * used up when right (the account's count starts afresh), counted against the IP when wrong.
 */
export async function checkSecondFactor(
  db: Queryable,
  input: Parameters<typeof spendSecondFactor>[1] & { ip: string },
): Promise<SecondFactorKind | undefined> {
  await throttleSecondFactor(db, input, input.now);
  const used = await spendSecondFactor(db, input);
  if (used) await clearCounters(db, PER_ACCOUNT, input.userId);
  else
    await countHit(
      db,
      WRONG_PER_IP,
      clientAddressKey(input.ip),
      input.now,
      SECOND_FACTOR_LIMITS.ipWindowSeconds,
    );
  return used;
}

/**
 * Uses up `input` if it is a code of the user's enrolment: the app's code for the current step
 * (±1 step, each step once), the newest mailed code, or, when `recovery` is allowed, an unused
 * recovery code. Resolves to what it was, or undefined.
 */
async function spendSecondFactor(
  db: Queryable,
  input: {
    userId: string;
    enrolment: TwoFactorRecord;
    code: string;
    now: Date;
    recovery: boolean;
  },
): Promise<SecondFactorKind | undefined> {
  const code = normalizeCodeInput(input.code);
  if (isSixDigitCode(code)) {
    if (input.enrolment.method === 'email')
      return (await spendEmailCode(db, input.userId, hashEmailCode(input.userId, code), input.now))
        ? 'email'
        : undefined;
    const step = input.enrolment.totpSecret
      ? matchTotpStep(input.enrolment.totpSecret, code, input.now)
      : undefined;
    return step !== undefined && (await spendTotpStep(db, input.userId, step)) ? 'app' : undefined;
  }
  if (!input.recovery) return undefined;
  return (await spendRecoveryCode(db, input.userId, hashRecoveryCode(code), input.now))
    ? 'recovery'
    : undefined;
}
