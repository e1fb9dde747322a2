import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { listOutboxMail } from '../../mail/outbox-repository';
import { parseInput } from '../../lib/request-validation';

const outboxQuerySchema = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(320))),
});

/**
 * `GET /api/dev/outbox?to=` — the mails "sent" by the outbox transport, newest first, with
 * their links, so people and e2e tests can follow a verification link without a mail server.
 * Registered only when mail stays in the outbox and NODE_ENV is not production.
 */
export async function outboxRoutes(app: FastifyInstance) {
  app.get('/outbox', async (request) => {
    const { to } = parseInput(outboxQuerySchema, request.query ?? {}, 'query');
    return { value: await listOutboxMail(app.db, to || undefined) };
  });
}
