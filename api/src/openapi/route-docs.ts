import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema } from 'fastify';
import * as v from 'valibot';
import type { ErrorCode } from '../lib/error-codes';
import { listQueryEntries } from '../lib/keyset-pagination';
import type { ContractName } from './contract-names';

/**
 * Who may call a route (docs/api.md#openapi). Every signed-in kind answers 401 without a valid
 * access token; the narrower ones also 403 `no_permission` to anyone else.
 */
export type RouteAccess =
  /** Anyone, signed in or not. */
  | 'public'
  /** Anyone; a valid access token changes the answer (e.g. the caller's own marks). */
  | 'optional'
  /** Any signed-in account. */
  | 'signed-in'
  /** The account the request names (in its path or body), or an administrator. */
  | 'self'
  /** The account in the path and nobody else, administrators included. */
  | 'owner'
  /** Whoever holds a mailed link's one-off token (`Authorization: Bearer <token>`). */
  | 'link'
  /** A job seeker acting on their own account. */
  | 'job-seeker'
  /** An active member of the organization in the path (or an administrator where stated). */
  | 'company-member'
  /** An owner or admin of the organization in the path. */
  | 'company-admin'
  /** A platform administrator. */
  | 'administrator';

/** A success answer: a wire type of shared/src/contracts, a list of one, or no body. */
export type RouteAnswer =
  | ContractName
  | { list: ContractName }
  | { arrayOf: ContractName }
  | { oneOf: readonly ContractName[] }
  | null;

export interface RouteDoc {
  summary: string;
  description?: string;
  access: RouteAccess;
  /** The valibot schemas the handler parses: the same objects, so the document cannot drift. */
  params?: v.GenericSchema;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  /** A body that is not JSON (an upload, a form post): its media type. */
  bodyMediaType?: string;
  /** The handler takes the request without a body as an empty one. */
  bodyOptional?: boolean;
  answers: Partial<Record<200 | 201 | 202 | 204 | 302 | 303, RouteAnswer>>;
  /** A success that is not JSON (an image, a calendar file): its media type. */
  answerMediaType?: string;
  /** The codes the route answers with besides those its access and inputs imply, by status. */
  errors?: RouteErrors;
  /** Routes that do not need the client fingerprint header (monitors, `<img>`, redirects). */
  withoutFingerprint?: boolean;
}

/** Where a route's documentation travels to the OpenAPI plugin (route `schema`, never compiled). */
export const ROUTE_DOC = 'x-jobmatch-route';

/** The documentation `apiDoc` put on a route, if any. */
export function apiDocOf(schema: unknown): RouteDoc | undefined {
  return (schema as Record<string, RouteDoc> | undefined)?.[ROUTE_DOC];
}

/** Error codes by HTTP status, as a route answers them (docs/errors.md). */
export type RouteErrors = Partial<Record<number, readonly ErrorCode[]>>;

const TOKEN_ERRORS: RouteErrors = {
  401: [
    'check_token_error',
    'parse_token_error',
    'token_invalidated',
    'token_fails_security_check',
  ],
  403: ['user_is_locked', 'two_factor_enrollment_required'],
};

const LIST_OPTION_ERRORS: ReadonlyArray<[string, ErrorCode]> = [
  ['$filter', 'invalid_filter_parameter'],
  ['$orderBy', 'invalid_order_by_parameter'],
  ['$expand', 'invalid_expand_parameter'],
];

/** The error codes a route's access and inputs imply, so no route has to repeat them. */
export function impliedErrors(doc: RouteDoc): RouteErrors {
  // Any route: the input guard's text and depth rules (docs/api.md#text-rule), the fingerprint,
  // and a body the framework refuses (too large, not JSON) before any handler runs.
  const implied: Array<[number, ErrorCode]> = [
    [400, 'wrong_parameter'],
    [400, 'schema_mismatch_error'],
    [413, 'wrong_parameter'],
    [415, 'wrong_parameter'],
  ];
  // a list's OData options (docs/api.md#lists-filter-orderby-expand-and-keyset-paging)
  const entries = doc.query && 'entries' in doc.query ? (doc.query.entries as object) : {};
  const queryKeys = Object.keys(entries);
  for (const [option, code] of LIST_OPTION_ERRORS)
    if (queryKeys.includes(option)) implied.push([400, code]);
  if (doc.access !== 'public' && doc.access !== 'link') {
    for (const [status, codes] of Object.entries(TOKEN_ERRORS))
      for (const code of codes ?? []) implied.push([Number(status), code]);
  }
  if (!['public', 'optional', 'signed-in', 'link'].includes(doc.access))
    implied.push([403, 'no_permission']);
  const errors: Record<number, ErrorCode[]> = {};
  for (const [status, code] of implied) (errors[status] ??= []).push(code);
  return errors;
}

/** The query of an OData-style list (`$filter`, `$orderBy`, `$top`, …) with the list's own parameters. */
export const listQuery = (extra: v.ObjectEntries = {}) =>
  v.object({ ...listQueryEntries, ...extra });

const jsonSchemaOf = (schema: v.GenericSchema) =>
  toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore', typeMode: 'input' });

/**
 * A route's OpenAPI description, for its `schema` option. The api validates with valibot in
 * the handlers (`parseInput`), so Fastify compiles none of this: it only feeds the documents.
 */
export function apiDoc(doc: RouteDoc): FastifySchema {
  const schema: Record<string, unknown> = { summary: doc.summary, [ROUTE_DOC]: doc };
  if (doc.description) schema.description = doc.description;
  if (doc.params) schema.params = jsonSchemaOf(doc.params);
  if (doc.query) schema.querystring = jsonSchemaOf(doc.query);
  if (doc.body && !doc.bodyMediaType) schema.body = jsonSchemaOf(doc.body);
  return schema as FastifySchema;
}
