import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { Clock } from '../lib/clock';
import {
  claimDueOutboxMail,
  markOutboxMailFailed,
  markOutboxMailSent,
  type ClaimedMail,
} from './outbox-repository';

/** How failed deliveries are retried: the wait doubles from `baseDelayMs` up to `maxDelayMs`. */
export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** 8 tries over about 1 h 40 min (30 s, 1, 2, 4, 8, 16, 32 min apart), then the mail is given up. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
};

/** The wait after the `attempts`-th failed try. */
export const retryDelayMs = (attempts: number, policy: RetryPolicy) =>
  Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempts - 1));

/**
 * Longer than any SMTP exchange may last (the transport's time-outs are shorter), so a mail is
 * never sent by two senders at once; a sender that dies leaves its mail due again after it.
 */
export const DELIVERY_LEASE_MS = 5 * 60_000;

export interface OutboxSender {
  /** Sends every due mail, one at a time; calls queue behind a run in progress. */
  deliverDue(): Promise<void>;
  /** Lets the mail in progress finish; later calls do nothing. */
  stop(): Promise<void>;
}

/**
 * The background half of the outbox (docs/api.md#mail): requests only insert rows; this
 * claims due rows, hands each to `deliver` (SMTP), and records success or the failure with
 * its next try. Safe with several api instances on one database: a claimed row is leased.
 */
export function createOutboxSender(options: {
  db: Queryable;
  clock: Clock;
  deliver: (mail: ClaimedMail) => Promise<void>;
  log: FastifyBaseLogger;
  retry?: RetryPolicy;
}): OutboxSender {
  const { db, clock, deliver, log } = options;
  const retry = options.retry ?? DEFAULT_RETRY_POLICY;
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();

  const attempt = async (mail: ClaimedMail) => {
    try {
      await deliver(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = mail.attempts >= retry.maxAttempts;
      const retryAt = giveUp
        ? undefined
        : new Date(clock().getTime() + retryDelayMs(mail.attempts, retry));
      await markOutboxMailFailed(db, mail.id, message, retryAt);
      if (giveUp)
        log.error({ mailId: mail.id, attempts: mail.attempts, err: error }, 'mail given up');
      else
        log.warn(
          { mailId: mail.id, attempts: mail.attempts, retryAt, err: error },
          'mail delivery failed',
        );
      return;
    }
    await markOutboxMailSent(db, mail.id, clock());
  };

  const drain = async () => {
    try {
      while (!stopped) {
        const now = clock();
        const [mail] = await claimDueOutboxMail(
          db,
          now,
          new Date(now.getTime() + DELIVERY_LEASE_MS),
          1,
        );
        if (!mail) return;
        await attempt(mail);
      }
    } catch (error) {
      // the database is unreachable: the next run tries again
      log.error({ err: error }, 'mail outbox run failed');
    }
  };

  return {
    deliverDue() {
      chain = chain.then(drain);
      return chain;
    },
    async stop() {
      stopped = true;
      await chain;
    },
  };
}
