import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '../../lib/api-error';
import { listOutboxMail } from '../../mail/outbox-repository';
import { parseInput } from '../../lib/request-validation';

const outboxQuerySchema = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(320))),
});

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address ?? '');
}

/**
 * `GET /api/dev/outbox?to=` — the mails "sent" by the outbox transport to one address, newest
 * first, with their links, so people and e2e tests can follow a verification link without a
 * mail server. It reads anybody's reset links, so it exists only in development, lists one
 * address at a time and answers only the machine itself: the socket's peer, never a forwarded
 * address, must be loopback; anyone else gets the same 404 as an unknown route (docs/api.md#dev-outbox).
 */
export async function outboxRoutes(app: FastifyInstance) {
  app.get('/outbox', async (request, reply) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) return reply.callNotFound();
    const { to } = parseInput(outboxQuerySchema, request.query ?? {}, 'query');
    if (!to)
      throw new ApiError(400, 'wrong_parameter', 'to is required: the outbox lists one address', {
        target: 'to',
      });
    return { value: await listOutboxMail(app.db, to) };
  });
}
