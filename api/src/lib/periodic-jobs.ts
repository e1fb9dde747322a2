import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { Clock } from './clock';

/**
 * A job that runs once per Tokyo day across every api instance on one database
 * (docs/matching.md#jobs-that-run-once-per-period). `run` must be safe to run again for the
 * same period: a run whose instance died is taken over and started afresh.
 */
export interface PeriodicJob {
  name: string;
  /** The Tokyo hour (0–23) from which the day's run is due (daily jobs only). */
  dueFromHour: number;
  /**
   * `poll`: runs on every poll of every instance, unclaimed, for work that falls due by the
   * minute (a status mail's grace period); its own row claims keep two runs from doing the same
   * thing. `hour`: once per UTC hour, claimed like a daily run. Otherwise once per Tokyo day.
   */
  every?: 'poll' | 'hour';
  /** What the run did, stored in `job_runs.result` and answered by the dev trigger. */
  run(now: Date): Promise<Record<string, unknown>>;
}

const TOKYO_OFFSET_MS = 9 * 60 * 60_000; // Japan keeps no daylight saving time

/** The Tokyo date of `now` (`2026-04-01`) once its run is due, else null. */
export function dueDailyPeriod(now: Date, dueFromHour: number): string | null {
  const tokyo = new Date(now.getTime() + TOKYO_OFFSET_MS);
  return tokyo.getUTCHours() >= dueFromHour ? tokyo.toISOString().slice(0, 10) : null;
}

/** The hour of `now` (`2026-04-01T09`, UTC): the period of a job that runs every hour. */
export const hourlyPeriod = (now: Date): string => now.toISOString().slice(0, 13);

/**
 * Claims a job's period: the first instance inserts its row; another may take the row over only
 * when its lease passed without `finished_at` (that instance died). Returns the claim's
 * `started_at`, which fences the finish against a late original runner, or undefined.
 */
export async function claimJobRun(
  db: Queryable,
  run: { name: string; period: string; now: Date; leaseUntil: Date },
): Promise<Date | undefined> {
  const values = [run.name, run.period, run.now, run.leaseUntil];
  const inserted = await db.query<{ started_at: Date }>(
    `INSERT INTO job_runs (name, period, started_at, lease_until) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING started_at`,
    values,
  );
  if (inserted.rows[0]) return inserted.rows[0].started_at;
  const taken = await db.query<{ started_at: Date }>(
    `UPDATE job_runs SET started_at = $3, lease_until = $4
      WHERE name = $1 AND period = $2 AND finished_at IS NULL AND lease_until <= $3
      RETURNING started_at`,
    values,
  );
  return taken.rows[0]?.started_at;
}

async function renewJobRun(
  db: Queryable,
  run: { name: string; period: string; startedAt: Date; leaseUntil: Date },
) {
  await db.query(
    `UPDATE job_runs SET lease_until = $4
      WHERE name = $1 AND period = $2 AND started_at = $3 AND finished_at IS NULL`,
    [run.name, run.period, run.startedAt, run.leaseUntil],
  );
}

async function finishJobRun(
  db: Queryable,
  run: { name: string; period: string; startedAt: Date; now: Date; result: unknown },
) {
  await db.query(
    `UPDATE job_runs SET finished_at = $4, result = $5
      WHERE name = $1 AND period = $2 AND started_at = $3`,
    [run.name, run.period, run.startedAt, run.now, JSON.stringify(run.result)],
  );
}

/** Long enough for a whole run; a running instance renews it every third of it. */
export const JOB_LEASE_MS = 15 * 60_000;

export interface JobRunner {
  readonly jobs: ReadonlyMap<string, PeriodicJob>;
  /** Runs each job whose period is due and not yet claimed; the names of those it ran. */
  runDue(): Promise<string[]>;
  /** Runs one job at once, without a claim (the dev trigger); undefined for an unknown name. */
  runNow(name: string): Promise<Record<string, unknown> | undefined>;
}

export function createJobRunner(options: {
  db: Queryable;
  clock: Clock;
  jobs: readonly PeriodicJob[];
  log: FastifyBaseLogger;
  leaseMs?: number;
}): JobRunner {
  const { db, clock, log, leaseMs = JOB_LEASE_MS } = options;
  const jobs = new Map(options.jobs.map((job) => [job.name, job]));
  const leaseFrom = (now: Date) => new Date(now.getTime() + leaseMs);

  const runClaimed = async (job: PeriodicJob, period: string, startedAt: Date) => {
    const run = { name: job.name, period, startedAt };
    const renewal = setInterval(() => {
      renewJobRun(db, { ...run, leaseUntil: leaseFrom(clock()) }).catch((error: unknown) =>
        log.error({ err: error, job: job.name }, 'renewing a job lease failed'),
      );
    }, leaseMs / 3);
    renewal.unref();
    try {
      const result = await job.run(startedAt);
      await finishJobRun(db, { ...run, now: clock(), result });
      log.info({ job: job.name, period, result }, 'periodic job done');
    } finally {
      clearInterval(renewal);
    }
  };

  return {
    jobs,
    async runDue() {
      const ran: string[] = [];
      for (const job of jobs.values()) {
        try {
          const now = clock();
          if (job.every === 'poll') {
            await job.run(now);
            ran.push(job.name);
            continue;
          }
          const period =
            job.every === 'hour' ? hourlyPeriod(now) : dueDailyPeriod(now, job.dueFromHour);
          if (!period) continue;
          const startedAt = await claimJobRun(db, {
            name: job.name,
            period,
            now,
            leaseUntil: leaseFrom(now),
          });
          if (!startedAt) continue;
          await runClaimed(job, period, startedAt);
          ran.push(job.name);
        } catch (error) {
          // the lease runs out and the next poll (here or elsewhere) takes the run over
          log.error({ err: error, job: job.name }, 'periodic job failed');
        }
      }
      return ran;
    },
    async runNow(name) {
      const job = jobs.get(name);
      return job && job.run(clock());
    },
  };
}
