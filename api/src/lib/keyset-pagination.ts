import * as v from 'valibot';
import { ApiError } from './api-error';
import { filterToSql, SqlParams, type FilterField, type FilterNode } from './odata-filter';
import { parseInput } from './request-validation';

/**
 * Lists with `$filter`, `$orderBy`, `$top`, `$skip`, `$nextToken`, `$previousToken` and
 * `$expand` (ARCHITECTURE section 4) over keyset pagination: a token holds the sort value and
 * id of the row it continues from, so walking `nextToken` to the end yields every match
 * exactly once even while rows are added, and deep pages cost the same as the first.
 */

export interface OrderField {
  /** SQL expression, never NULL (keyset comparisons need a total order). */
  sql: string;
  /** Type of the expression, used to cast the token's value back. */
  sqlType: 'timestamptz' | 'bigint' | 'text';
}

export interface ListResource {
  /** `$filter` allowlist. */
  filterFields: Readonly<Record<string, FilterField>>;
  /** `$orderBy` allowlist. */
  orderFields: Readonly<Record<string, OrderField>>;
  defaultOrder: { field: string; desc: boolean };
  /** SQL of the unique tie-breaker column, e.g. `p.id`. */
  idSql: string;
  /** `$expand` allowlist. */
  expandable: readonly string[];
  defaultTop: number;
  maxTop: number;
}

export interface ListRequest {
  limit: number;
  /** Rows to skip before the page (only without a token). */
  skip: number;
  order: { key: string; field: OrderField; desc: boolean };
  cursor: { value: string; id: string; backward: boolean } | null;
  expand: Set<string>;
  filter: { sql: string; tree: FilterNode } | null;
}

const digits = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, `${name} must be a non-negative whole number`),
      v.transform(Number),
    ),
  );
const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));

export const listQueryEntries = {
  $top: digits('$top'),
  $skip: digits('$skip'),
  $nextToken: text(1000),
  $previousToken: text(1000),
  $filter: v.optional(v.string()),
  $orderBy: text(200),
  $expand: text(500),
};

interface Token {
  o: string;
  v: string;
  i: string;
  b?: 1;
}

const encodeToken = (token: Token) => Buffer.from(JSON.stringify(token)).toString('base64url');

function decodeToken(raw: string, target: string, orderKey: string): Token {
  let token: Partial<Token> | undefined;
  try {
    token = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Token>;
  } catch {
    token = undefined;
  }
  if (
    !token ||
    typeof token.o !== 'string' ||
    typeof token.v !== 'string' ||
    typeof token.i !== 'string'
  ) {
    throw new ApiError(400, 'wrong_parameter', `${target} is not a valid page token`, { target });
  }
  if (token.o !== orderKey)
    throw new ApiError(400, 'wrong_parameter', `${target} belongs to another $orderBy`, { target });
  return token as Token;
}

function parseOrderBy(raw: string | undefined, resource: ListResource): ListRequest['order'] {
  const fallback = resource.defaultOrder;
  if (raw === undefined || raw.trim() === '') {
    const field = resource.orderFields[fallback.field] as OrderField;
    return {
      key: `${fallback.field} ${fallback.desc ? 'desc' : 'asc'}`,
      field,
      desc: fallback.desc,
    };
  }
  const parts = raw.split(',').map((part) => part.trim());
  const invalid = (message: string) =>
    new ApiError(400, 'invalid_order_by_parameter', `Invalid $orderBy: ${message}`, {
      target: '$orderBy',
    });
  if (parts.length !== 1) throw invalid('one field can be given (ties are broken by id)');
  const match = /^([A-Za-z_][A-Za-z0-9_.]*)(?:\s+(asc|desc))?$/i.exec(parts[0] as string);
  if (!match) throw invalid(`expected 'field [asc|desc]'`);
  const name = match[1] as string;
  const field = Object.hasOwn(resource.orderFields, name) ? resource.orderFields[name] : undefined;
  if (!field)
    throw invalid(
      `unknown field '${name}'; sortable: ${Object.keys(resource.orderFields).join(', ')}`,
    );
  const desc = (match[2] ?? 'asc').toLowerCase() === 'desc';
  return { key: `${name} ${desc ? 'desc' : 'asc'}`, field, desc };
}

export function parseExpand(raw: string | undefined, allowed: readonly string[]): Set<string> {
  const expand = new Set<string>();
  if (raw === undefined) return expand;
  for (const part of raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    if (!allowed.includes(part)) {
      throw new ApiError(
        400,
        'invalid_expand_parameter',
        `Invalid $expand: '${part}'; expandable: ${allowed.join(', ')}`,
        { target: '$expand' },
      );
    }
    expand.add(part);
  }
  return expand;
}

/** Reads the list options of a query (already validated by a schema with `listQueryEntries`). */
export function parseListRequest(
  query: {
    $top?: number;
    $skip?: number;
    $nextToken?: string;
    $previousToken?: string;
    $filter?: string;
    $orderBy?: string;
    $expand?: string;
  },
  resource: ListResource,
  params: SqlParams,
): ListRequest {
  const order = parseOrderBy(query.$orderBy, resource);
  const limit = Math.min(Math.max(query.$top ?? resource.defaultTop, 1), resource.maxTop);
  let cursor: ListRequest['cursor'] = null;
  if (query.$nextToken) {
    const token = decodeToken(query.$nextToken, '$nextToken', order.key);
    cursor = { value: token.v, id: token.i, backward: false };
  } else if (query.$previousToken) {
    const token = decodeToken(query.$previousToken, '$previousToken', order.key);
    cursor = { value: token.v, id: token.i, backward: true };
  }
  const filter =
    query.$filter !== undefined && query.$filter.trim() !== ''
      ? filterToSql(query.$filter, resource.filterFields, params)
      : null;
  return {
    limit,
    skip: cursor ? 0 : (query.$skip ?? 0),
    order,
    cursor,
    expand: parseExpand(query.$expand, resource.expandable),
    filter,
  };
}

/** Reads the list options straight from a raw query object. */
export function readListRequest<Extra extends v.ObjectEntries = Record<never, never>>(
  rawQuery: unknown,
  resource: ListResource,
  params: SqlParams,
  extra?: Extra,
) {
  const query = parseInput(
    v.object({ ...listQueryEntries, ...(extra ?? ({} as Extra)) }),
    rawQuery ?? {},
    'query',
  );
  return {
    query,
    list: parseListRequest(
      query as v.InferOutput<v.ObjectSchema<typeof listQueryEntries, undefined>>,
      resource,
      params,
    ),
  };
}

/**
 * The ORDER BY / cursor / LIMIT part for a page. Selects one row more than the page to tell
 * whether another page follows. Backward pages run in reverse and are flipped by `toKeysetPage`.
 */
export function keysetClauses(list: ListRequest, resource: ListResource, params: SqlParams) {
  const { field } = list.order;
  const reverse = list.cursor?.backward ?? false;
  const desc = list.order.desc !== reverse;
  const direction = desc ? 'DESC' : 'ASC';
  const where = list.cursor
    ? `((${field.sql}), ${resource.idSql}) ${desc ? '<' : '>'} (${params.add(list.cursor.value)}::${field.sqlType}, ${params.add(list.cursor.id)}::text)`
    : 'TRUE';
  const tail = `ORDER BY (${field.sql}) ${direction}, ${resource.idSql} ${direction} LIMIT ${list.limit + 1} OFFSET ${list.skip}`;
  return { where, tail, sortKeySelect: `(${field.sql})::text AS sort_key` };
}

export interface KeysetRow {
  sort_key: string;
  id: string;
}

/** `{ value, count, total, nextToken, previousToken }` from the rows of `keysetClauses`. */
export function toKeysetPage<Row extends KeysetRow, Out>(
  rows: Row[],
  total: number,
  list: ListRequest,
  map: (row: Row) => Out,
) {
  const hasMore = rows.length > list.limit;
  let page = rows.slice(0, list.limit);
  const backward = list.cursor?.backward ?? false;
  if (backward) page = page.reverse();
  const tokenFor = (row: Row | undefined, b: boolean) =>
    row
      ? encodeToken({
          o: list.order.key,
          v: row.sort_key,
          i: row.id,
          ...(b ? { b: 1 as const } : {}),
        })
      : null;
  const first = page[0];
  const last = page[page.length - 1];
  const nextToken = backward ? tokenFor(last, false) : hasMore ? tokenFor(last, false) : null;
  const previousToken = backward
    ? hasMore
      ? tokenFor(first, true)
      : null
    : list.cursor || list.skip > 0
      ? tokenFor(first, true)
      : null;
  return { value: page.map(map), count: page.length, total, nextToken, previousToken };
}

export { SqlParams };
