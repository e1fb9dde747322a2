import type { RouteOptions } from 'fastify';
import type { ErrorCode } from '../lib/error-codes';
import contractSchemas from './contract-schemas.json';
import { apiDocOf, ROUTE_DOC, impliedErrors, type RouteAnswer, type RouteDoc } from './route-docs';

export const CONTRACT_SCHEMAS: Record<string, unknown> = contractSchemas;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** `Paginated<T>` as every OData-style list answers (docs/api.md#lists-filter-orderby-expand-and-keyset-paging). */
const pageOf = (name: string) => ({
  type: 'object',
  properties: {
    value: { type: 'array', items: ref(name) },
    count: { type: 'number' },
    total: { type: 'number' },
    totalCapped: { const: true },
    nextToken: { type: ['string', 'null'] },
    previousToken: { type: ['string', 'null'] },
  },
  required: ['value', 'count', 'total', 'nextToken', 'previousToken'],
  additionalProperties: false,
});

/** The JSON Schema of a success answer, or undefined for an answer without a body. */
export function answerSchema(answer: RouteAnswer): object | undefined {
  if (answer === null) return undefined;
  if (typeof answer === 'string') return ref(answer);
  if ('list' in answer) return pageOf(answer.list);
  if ('oneOf' in answer) return { oneOf: answer.oneOf.map(ref) };
  return { type: 'array', items: ref(answer.arrayOf) };
}

/** The error body of one status, its `code` limited to the codes the route documents. */
export const errorSchema = (codes: readonly string[]) => ({
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { enum: [...codes].sort() },
        message: { type: 'string' },
        target: { type: 'string' },
        details: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              code: { type: 'string' },
              target: { type: 'string' },
              message: { type: 'string' },
            },
          },
        },
      },
      required: ['code', 'message'],
      additionalProperties: false,
    },
  },
  required: ['error'],
  additionalProperties: false,
});

/** Every error code a route documents, by status. */
export function errorsByStatus(doc: RouteDoc): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, Set<ErrorCode>>();
  for (const errors of [impliedErrors(doc), doc.errors ?? {}])
    for (const [status, codes] of Object.entries(errors)) {
      const known = byStatus.get(Number(status)) ?? new Set<ErrorCode>();
      for (const code of codes ?? []) known.add(code);
      byStatus.set(Number(status), known);
    }
  return new Map([...byStatus].map(([status, codes]) => [status, [...codes]]));
}

const SUCCESS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  302: 'Redirect',
  303: 'See Other',
};

const ACCESS_TEXT: Record<RouteDoc['access'], string> = {
  public: 'Anyone, signed in or not.',
  optional: 'Anyone; a valid access token adds the caller’s own data.',
  'signed-in': 'Any signed-in account.',
  self: 'The account the request names, or an administrator.',
  owner: 'The account in the path and nobody else, administrators included.',
  link: 'Whoever holds the mailed link’s one-off token, sent as `Authorization: Bearer <token>`.',
  'job-seeker': 'The job seeker in the path.',
  'company-member': 'An active member of the organization.',
  'company-admin': 'An owner or admin of the organization.',
  administrator: 'A platform administrator.',
};

/**
 * The route's `schema` as @fastify/swagger turns it into an operation: security, the
 * fingerprint header, the answers with their documented error codes.
 */
export function operationSchema(route: RouteOptions, service: string): Record<string, unknown> {
  const doc = apiDocOf(route.schema);
  if (!doc) return { ...route.schema, hide: true };
  const { [ROUTE_DOC]: _doc, ...schema } = (route.schema ?? {}) as Record<string, unknown>;
  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(doc.answers)) {
    const body = answerSchema(answer ?? null);
    const mediaType = doc.answerMediaType ?? 'application/json';
    response[status] = {
      description: SUCCESS_TEXT[Number(status)] ?? 'OK',
      ...(body || doc.answerMediaType
        ? { content: { [mediaType]: { schema: body ?? { type: 'string', format: 'binary' } } } }
        : {}),
    };
  }
  for (const [status, codes] of errorsByStatus(doc)) {
    response[String(status)] = {
      description: codes.join(', '),
      content: { 'application/json': { schema: errorSchema(codes) } },
    };
  }
  const bodyMedia = doc.bodyMediaType
    ? { body: { content: { [doc.bodyMediaType]: { schema: { type: 'string' } } } } }
    : {};
  return {
    ...schema,
    ...bodyMedia,
    tags: [service],
    description: [doc.description, `**Access:** ${ACCESS_TEXT[doc.access]}`]
      .filter(Boolean)
      .join('\n\n'),
    ...(doc.access === 'public' ? { security: [] } : {}),
    ...(doc.access === 'optional' ? { security: [{}, { accessToken: [] }] } : {}),
    ...(doc.access === 'link' ? { security: [{ linkToken: [] }] } : {}),
    ...(doc.bodyOptional ? { 'x-body-optional': true } : {}),
    ...(doc.withoutFingerprint
      ? {}
      : {
          headers: {
            type: 'object',
            properties: {
              'x-nb-fingerprint': {
                type: 'string',
                description: 'The client fingerprint (docs/api.md#conventions).',
              },
            },
            required: ['x-nb-fingerprint'],
          },
        }),
    response,
    'x-access': doc.access,
  };
}

/** The components every document shares: the contract types and the bearer token. */
export const CONTRACT_COMPONENTS = {
  securitySchemes: {
    accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    linkToken: {
      type: 'http',
      scheme: 'bearer',
      description: 'The one-off token at the end of a mailed link (verification, invitation).',
    },
  },
  schemas: CONTRACT_SCHEMAS,
};

/**
 * What @fastify/swagger cannot say itself: a body the handler may go without is not required.
 * Operations flagged by `operationSchema` get `requestBody.required: false`.
 */
export function markOptionalBodies(document: { paths?: Record<string, Record<string, unknown>> }) {
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item) as Array<Record<string, unknown>>) {
      if (!operation || operation['x-body-optional'] !== true) continue;
      const body = operation.requestBody as { required?: boolean } | undefined;
      if (body) body.required = false;
    }
  return document;
}

/** Drops the contract types a document never reaches, so each names only its own. */
export function pruneComponents(document: {
  paths?: unknown;
  components?: { schemas?: Record<string, unknown> };
}) {
  const all = document.components?.schemas ?? {};
  const reached = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const name = value.replace('#/components/schemas/', '');
        if (!reached.has(name)) {
          reached.add(name);
          visit(all[name]);
        }
      } else visit(value);
    }
  };
  visit(document.paths);
  return {
    ...document,
    components: {
      ...document.components,
      schemas: Object.fromEntries(Object.entries(all).filter(([name]) => reached.has(name))),
    },
  };
}
