import type { Clock } from '../lib/clock';
import { createJobRunner, type JobRunner, type PeriodicJob } from '../lib/periodic-jobs';
import { definePlugin } from '../lib/define-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    periodicJobs: JobRunner;
  }
}

/**
 * Every api instance polls for due periodic jobs (docs/matching.md#jobs-that-run-once-per-period);
 * the claim in `job_runs` lets one of them run each period. Without `intervalMs` nothing polls
 * (the api's tests call `app.periodicJobs` themselves).
 */
export const periodicJobsPlugin = definePlugin<{
  clock: Clock;
  jobs: readonly PeriodicJob[];
  intervalMs?: number;
}>('periodic-jobs', async (app, { clock, jobs, intervalMs }) => {
  const runner = createJobRunner({ db: app.db, clock, jobs, log: app.log });
  app.decorate('periodicJobs', runner);
  if (!intervalMs) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  // one poll at a time: a long run is not joined by the next tick
  const poll = () => {
    running = running.then(() => runner.runDue());
  };
  app.addHook('onReady', async () => {
    poll();
    timer = setInterval(poll, intervalMs);
    timer.unref(); // never keeps the process alive on its own
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
