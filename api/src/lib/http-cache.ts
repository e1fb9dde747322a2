import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer serialized once, with its strong entity tag (a hash of exactly these bytes). */
export interface CacheableAnswer {
  body: string;
  etag: string;
}

export function cacheableAnswer(value: unknown): CacheableAnswer {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

/**
 * Whether `If-None-Match` names the answer's tag. It compares weakly (RFC 9110, 13.1.2): a tag
 * the client holds as `W/"…"` still matches, and `*` matches any answer.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Public answers, the same for every caller (docs/api.md#caching-of-public-catalogue-answers).
 * Browsers revalidate each time (`max-age=0`), so a posting a company archives is gone at the
 * next load; shared caches may answer for 10 s. `stale-while-revalidate` is only in
 * `CDN-Cache-Control` (RFC 9213), which browsers do not read: in `Cache-Control` it would let a
 * browser show the old answer while it revalidates.
 */
const PUBLIC_SHORT_CACHE = {
  'cache-control': 'public, max-age=0, s-maxage=10',
  'cdn-cache-control': 'max-age=10, stale-while-revalidate=20',
} as const;

/** Sends the answer with its tag and cache headers, or `304` with no body when the client has it. */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CacheableAnswer,
): FastifyReply {
  reply.headers({ ...PUBLIC_SHORT_CACHE, etag: answer.etag });
  if (ifNoneMatchHits(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/**
 * The route, its path parameters and its query (parameters sorted): what a public route's
 * answer is computed from, so requests with the same key get the same answer.
 */
export function requestKey(request: FastifyRequest): string {
  const query = Object.entries((request.query ?? {}) as Record<string, unknown>).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return JSON.stringify([request.routeOptions.url, request.params ?? {}, query]);
}
