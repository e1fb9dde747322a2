import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parseInput } from '../../lib/request-validation';
import { isLoopbackAddress } from './outbox-routes';

const RUN_SUFFIX = ':run';

/**
 * `POST /api/dev/jobs/{name}:run` — runs a periodic job now, whatever its period's claim, so
 * people and e2e tests need not wait for 08:00 (docs/api.md#dev-jobs). Fenced in like the outbox:
 * loopback only, else the 404 of an unknown route. The job's own rules still hold (a digest
 * never mails a posting twice).
 */
export async function jobsRoutes(app: FastifyInstance) {
  // the colon would start a path parameter, so the action is split off by hand
  app.post('/jobs/:nameAction', async (request, reply) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) return reply.callNotFound();
    const { nameAction } = parseInput(
      v.object({ nameAction: v.pipe(v.string(), v.maxLength(100)) }),
      request.params,
      'params',
    );
    const name = nameAction.endsWith(RUN_SUFFIX) ? nameAction.slice(0, -RUN_SUFFIX.length) : '';
    // `{ at }`: as of a later time, so an e2e test need not wait out a status mail's grace period
    const { at } = parseInput(
      v.object({ at: v.optional(v.pipe(v.string(), v.isoTimestamp('at is an ISO time'))) }),
      request.body ?? {},
    );
    const job = name ? app.periodicJobs.jobs.get(name) : undefined;
    const result = job && (at ? await job.run(new Date(at)) : await app.periodicJobs.runNow(name));
    if (!result) return reply.callNotFound();
    return { name, ...result };
  });
}
