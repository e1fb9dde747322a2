import * as v from 'valibot';
import { ApiError } from './api-error';
import { parseInput } from './request-validation';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const digits = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, `${name} must be a non-negative whole number`),
      v.transform(Number),
    ),
  );

/** List query options (ARCHITECTURE section 4); lists without filtering reject `$filter` and `$orderBy`. */
const listQuerySchema = v.object({
  $top: digits('$top'),
  $skip: digits('$skip'),
  $nextToken: v.optional(v.string()),
  $previousToken: v.optional(v.string()),
  $filter: v.optional(v.string()),
  $orderBy: v.optional(v.string()),
});

export interface PageRequest {
  offset: number;
  limit: number;
}

const encodeToken = (offset: number) =>
  Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

function decodeToken(token: string, target: string): number {
  try {
    const { o } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { o?: unknown };
    if (typeof o === 'number' && Number.isInteger(o) && o >= 0) return o;
  } catch {
    // fall through
  }
  throw new ApiError(400, 'wrong_parameter', `${target} is not a valid page token`, { target });
}

/** Reads `$top`, `$skip`, `$nextToken` / `$previousToken` (opaque tokens carry the offset). */
export function parsePageRequest(query: unknown): PageRequest {
  const q = parseInput(listQuerySchema, query ?? {}, 'query');
  if (q.$filter !== undefined)
    throw new ApiError(400, 'invalid_filter_parameter', '$filter is not supported on this list', {
      target: '$filter',
    });
  if (q.$orderBy !== undefined)
    throw new ApiError(
      400,
      'invalid_order_by_parameter',
      '$orderBy is not supported on this list',
      { target: '$orderBy' },
    );
  const limit = Math.min(Math.max(q.$top ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const offset =
    q.$nextToken !== undefined
      ? decodeToken(q.$nextToken, '$nextToken')
      : q.$previousToken !== undefined
        ? decodeToken(q.$previousToken, '$previousToken')
        : (q.$skip ?? 0);
  return { offset, limit };
}

/** The list shape every endpoint answers: `{ value, count, total, nextToken, previousToken }`. */
export function toPage<T>(value: T[], total: number, { offset, limit }: PageRequest) {
  return {
    value,
    count: value.length,
    total,
    nextToken: offset + value.length < total ? encodeToken(offset + limit) : null,
    previousToken: offset > 0 ? encodeToken(Math.max(0, offset - limit)) : null,
  };
}
