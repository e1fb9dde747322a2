import * as v from 'valibot';
import type { Queryable } from '../db/database';
import { isSafeText } from '@jobmatch/shared/schemas';
import { ApiError } from './api-error';
import {
  fieldPath,
  filterRecords,
  MAX_YEAR,
  MIN_YEAR,
  filterToSql,
  SqlParams,
  type FieldType,
  type FilterField,
  type FilterNode,
} from './odata-filter';
import { idSchema, parseInput } from './request-validation';

/**
 * The one paging helper of the api (docs/api.md "Lists"). Every list answers
 * `{ value, count, total, nextToken, previousToken }` and reads `$filter`, `$orderBy`, `$top`,
 * `$skip`, `$nextToken`, `$previousToken` and `$expand` here. Paging is by keyset: a token holds
 * the sort value and id of the row it continues from, so walking `nextToken` to the end yields
 * every match exactly once even while rows are added, and deep pages cost the same as the first.
 */

export interface OrderField {
  /** SQL expression, never NULL (keyset comparisons need a total order). */
  sql: string;
  /** Type of the expression, used to cast the token's value back. */
  sqlType: 'timestamptz' | 'bigint' | 'text';
}

export interface ListResource {
  /** `$filter` allowlist; empty: the list does not filter yet and refuses `$filter`. */
  filterFields: Readonly<Record<string, FilterField>>;
  /** `$orderBy` allowlist; it holds the default order's field. */
  orderFields: Readonly<Record<string, OrderField>>;
  defaultOrder: { field: string; desc: boolean };
  /** The list keeps its default order and refuses `$orderBy` rather than ignoring it. */
  fixedOrder?: boolean;
  /** SQL of the unique tie-breaker column, e.g. `p.id`. */
  idSql: string;
  /** `$expand` allowlist. */
  expandable: readonly string[];
  defaultTop: number;
  maxTop: number;
}

/**
 * A list in creation order (`{alias}.created_at`, ties broken by `{alias}.id`) that keeps that
 * order and neither filters nor expands: the administrators' lists of users, organizations and
 * applications, and (with its expansions) a company's own postings.
 */
export function creationOrderList(alias: string, direction: 'asc' | 'desc'): ListResource {
  return {
    filterFields: {},
    orderFields: { createdAt: { sql: `${alias}.created_at`, sqlType: 'timestamptz' } },
    defaultOrder: { field: 'createdAt', desc: direction === 'desc' },
    fixedOrder: true,
    idSql: `${alias}.id`,
    expandable: [],
    defaultTop: 20,
    maxTop: 100,
  };
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

/** The answer of every list. */
export interface Page<T> {
  value: T[];
  count: number;
  total: number;
  /** Present (true) only when counting stopped at the list's cap: `total` is the cap. */
  totalCapped?: true;
  nextToken: string | null;
  previousToken: string | null;
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
  // the total is always answered; `$count=true` asks for nothing more
  $count: v.optional(v.pipe(v.string(), v.regex(/^(true|false)$/i, "$count is 'true' or 'false'"))),
};
const listQuerySchema = v.object(listQueryEntries);
type ListQuery = v.InferOutput<typeof listQuerySchema>;

/** The list options by their lower-case name: OData matches system query options in any case. */
const LIST_OPTIONS: ReadonlyMap<string, keyof ListQuery> = new Map(
  Object.keys(listQueryEntries).map((name) => [name.toLowerCase(), name as keyof ListQuery]),
);

/** OData's other system query options: known, but no list implements them. */
const OTHER_ODATA_OPTIONS = new Set([
  '$search',
  '$select',
  '$apply',
  '$compute',
  '$format',
  '$index',
  '$levels',
  '$schemaversion',
  '$skiptoken',
  '$deltatoken',
  '$id',
]);

/**
 * Every `$` parameter under the name the list reads (`$orderby`, `$FILTER`); one the lists do
 * not implement (`$search`, `$select`, `$foo`) or one given twice is refused, not ignored, so an
 * OData tool never takes an answer for one it did not get (docs/api.md#lists-filter-orderby-expand-and-keyset-paging).
 * Other parameters (`search`, `view`) pass as they are.
 */
export function listOptionsOf(rawQuery: unknown): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (rawQuery === null || typeof rawQuery !== 'object') return query;
  const given = new Map<string, string>();
  for (const [key, value] of Object.entries(rawQuery)) {
    if (!key.startsWith('$')) {
      query[key] = value;
      continue;
    }
    const name = LIST_OPTIONS.get(key.toLowerCase());
    if (!name) {
      const message = OTHER_ODATA_OPTIONS.has(key.toLowerCase())
        ? `${key} is not supported on this list`
        : `${key} is not a query option`;
      throw new ApiError(400, 'wrong_parameter', message, { target: key });
    }
    const earlier = given.get(name);
    if (earlier !== undefined)
      throw new ApiError(400, 'wrong_parameter', `${key} is given twice (also as ${earlier})`, {
        target: key,
      });
    given.set(name, key);
    query[name] = value;
  }
  return query;
}

interface Token {
  o: string;
  v: string;
  i: string;
  b?: 1;
}

const isIdText = (id: string) => v.is(idSchema, id);

const encodeToken = (token: Token) => Buffer.from(JSON.stringify(token)).toString('base64url');

// how PostgreSQL prints a timestamptz as text (the sort key of a token), whatever the time zone
const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2}){0,2})?$/;

export function isTimestampText(text: string): boolean {
  const match = TIMESTAMP_TEXT.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // a day the month does not have rolls over into the next month
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
}

/**
 * Whether a token's sort value can be cast to its field's type. A token is only base64 JSON, so
 * a forged one must be refused here, not by the database's cast (docs/api.md#lists-filter-orderby-expand-and-keyset-paging).
 */
function isSortValueOf(sqlType: OrderField['sqlType'], value: string): boolean {
  switch (sqlType) {
    case 'bigint':
      return /^-?\d{1,18}$/.test(value);
    case 'timestamptz':
      return isTimestampText(value);
    case 'text':
      return isSafeText(value);
  }
}

function decodeToken(raw: string, target: string, order: ListRequest['order']): Token {
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
  if (token.o !== order.key)
    throw new ApiError(400, 'wrong_parameter', `${target} belongs to another $orderBy`, { target });
  if (!isSortValueOf(order.field.sqlType, token.v) || !isIdText(token.i))
    throw new ApiError(400, 'wrong_parameter', `${target} is not a valid page token`, { target });
  return token as Token;
}

function parseOrderBy(raw: string | undefined, resource: ListResource): ListRequest['order'] {
  const invalid = (message: string) =>
    new ApiError(400, 'invalid_order_by_parameter', message, { target: '$orderBy' });
  if (resource.fixedOrder && raw !== undefined)
    throw invalid('$orderBy is not supported on this list');
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
  if (parts.length !== 1)
    throw invalid('Invalid $orderBy: one field can be given (ties are broken by id)');
  const match = /^([A-Za-z_][A-Za-z0-9_./]*)(?:\s+(asc|desc))?$/i.exec(parts[0] as string);
  if (!match) throw invalid(`Invalid $orderBy: expected 'field [asc|desc]'`);
  const name = fieldPath(match[1] as string);
  const field = Object.hasOwn(resource.orderFields, name) ? resource.orderFields[name] : undefined;
  if (!field)
    throw invalid(
      `Invalid $orderBy: unknown field '${name}'; sortable: ${Object.keys(resource.orderFields).join(', ')}`,
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

/** Everything of a list request but the filter. */
function parsePaging(query: ListQuery, resource: ListResource): Omit<ListRequest, 'filter'> {
  const order = parseOrderBy(query.$orderBy, resource);
  // `$top=0` asks for the count alone
  const limit = Math.min(query.$top ?? resource.defaultTop, resource.maxTop);
  let cursor: ListRequest['cursor'] = null;
  if (query.$nextToken) {
    const token = decodeToken(query.$nextToken, '$nextToken', order);
    cursor = { value: token.v, id: token.i, backward: false };
  } else if (query.$previousToken) {
    const token = decodeToken(query.$previousToken, '$previousToken', order);
    cursor = { value: token.v, id: token.i, backward: true };
  }
  return {
    limit,
    skip: cursor ? 0 : (query.$skip ?? 0),
    order,
    cursor,
    expand: parseExpand(query.$expand, resource.expandable),
  };
}

function parseSqlFilter(
  raw: string | undefined,
  resource: ListResource,
  params: SqlParams,
): ListRequest['filter'] {
  if (raw === undefined) return null;
  if (Object.keys(resource.filterFields).length === 0)
    throw new ApiError(400, 'invalid_filter_parameter', '$filter is not supported on this list', {
      target: '$filter',
    });
  return raw.trim() === '' ? null : filterToSql(raw, resource.filterFields, params);
}

/**
 * Reads the list options of a raw query, plus the list's own parameters (`extra`). The
 * `$filter` is compiled to SQL with its values bound into `params`.
 */
export function readListRequest<Extra extends v.ObjectEntries = Record<never, never>>(
  rawQuery: unknown,
  resource: ListResource,
  params: SqlParams,
  extra?: Extra,
) {
  const query = parseInput(
    v.object({ ...listQueryEntries, ...(extra ?? ({} as Extra)) }),
    listOptionsOf(rawQuery),
    'query',
  );
  const listQuery = query as ListQuery;
  const list: ListRequest = {
    ...parsePaging(listQuery, resource),
    filter: parseSqlFilter(listQuery.$filter, resource, params),
  };
  return { query, list };
}

/**
 * The ORDER BY / cursor / LIMIT part for a page. Selects one row more than the page to tell
 * whether another page follows. Backward pages run in reverse and are flipped by `toKeysetPage`.
 */
function keysetClauses(list: ListRequest, resource: ListResource, params: SqlParams) {
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

/** A list query: `SELECT {columns} FROM {from} WHERE {conditions} AND {$filter}`. */
export interface KeysetQuery {
  columns: string;
  /** Table and alias, e.g. `orders o`. */
  from: string;
  /** ANDed with the list's `$filter`; their values already bound into `params`. */
  conditions: readonly string[];
  list: ListRequest;
  resource: ListResource;
  params: SqlParams;
  /**
   * Count at most this many matches: counting every match of a very common search term costs
   * far more than the page itself (docs/api.md#text-search).
   */
  countCap?: number;
  /**
   * A condition to count among the (capped) matches as well: the total's row then also carries
   * `counted`, how many of those matches it holds.
   */
  countAlso?: string;
}

/** The conditions ANDed with the list's `$filter`. */
const whereOf = (conditions: readonly string[], list: ListRequest) => {
  const all = [...conditions, ...(list.filter ? [list.filter.sql] : [])];
  return all.length > 0 ? all.join(' AND ') : 'TRUE';
};

/** The SQL of one page (one row more than the page, with `sort_key`) and of the total. */
export function keysetSql({
  columns,
  from,
  conditions,
  list,
  resource,
  params,
  countCap,
  countAlso,
}: KeysetQuery) {
  const where = whereOf(conditions, list);
  const counted = countAlso ? ', (count(*) FILTER (WHERE counted))::int AS counted' : '';
  // one row past the cap tells "exactly the cap" from "more"
  const count = {
    sql:
      countCap === undefined
        ? `SELECT count(*)::int AS total${countAlso ? `, (count(*) FILTER (WHERE ${countAlso}))::int AS counted` : ''} FROM ${from} WHERE ${where}`
        : `SELECT count(*)::int AS total${counted} FROM (SELECT ${countAlso ? `(${countAlso}) AS counted` : '1'} FROM ${from} WHERE ${where} LIMIT ${Math.trunc(countCap) + 1}) AS capped`,
    params: [...params.values],
  };
  const keyset = keysetClauses(list, resource, params);
  const page = {
    sql: `SELECT ${columns}, ${keyset.sortKeySelect} FROM ${from} WHERE ${where} AND ${keyset.where} ${keyset.tail}`,
    params: params.values,
  };
  return { page, count };
}

/**
 * One statement for a page and its capped count, for lists whose every match costs a recheck
 * (text search): the matches are found once, at most `countCap + 1` of them, counted, and the
 * page is ordered from those. Each row carries `match_count`. Only when `match_count` is within
 * the cap is the page right (a capped set is any `countCap + 1` matches, not the first ones);
 * an empty answer says nothing about the count.
 */
export function countedPageSql(query: KeysetQuery & { countCap: number }) {
  const { columns, from, conditions, list, resource, params, countCap } = query;
  const where = whereOf(conditions, list);
  const alias = from.trim().split(/\s+/).at(-1) as string;
  const matches = `SELECT ${alias}.* FROM ${from} WHERE ${where} LIMIT ${Math.trunc(countCap) + 1}`;
  const counted = `SELECT ${alias}.*, count(*) OVER ()::int AS match_count FROM (${matches}) AS ${alias}`;
  const keyset = keysetClauses(list, resource, params);
  return {
    sql: `SELECT ${columns}, ${keyset.sortKeySelect}, ${alias}.match_count FROM (${counted}) AS ${alias} WHERE ${keyset.where} ${keyset.tail}`,
    params: params.values,
  };
}

/** Runs a list query: one page of rows, mapped, and the total. */
export async function selectKeysetPage<Row extends KeysetRow, Out>(
  db: Queryable,
  query: KeysetQuery,
  map: (row: Row) => Out,
): Promise<Page<Out>> {
  const { page, count } = keysetSql(query);
  const [rows, total] = await Promise.all([
    db.query<Row>(page.sql, page.params),
    db.query<{ total: number }>(count.sql, count.params),
  ]);
  return toKeysetPage(rows.rows, total.rows[0]?.total ?? 0, query.list, map, query.countCap);
}

/** Runs a list query whose rows are the page's records as they are (the route maps them to JSON). */
export const selectRecordPage = <Row>(db: Queryable, query: KeysetQuery): Promise<Page<Row>> =>
  selectKeysetPage(db, query, (row: Row & KeysetRow): Row => row);

/** The page from the rows of `keysetSql` (one more than the page when another follows). */
export function toKeysetPage<Row extends KeysetRow, Out>(
  rows: Row[],
  total: number,
  list: ListRequest,
  map: (row: Row) => Out,
  /** The `countCap` the total was counted with, if any. */
  countCap?: number,
): Page<Out> {
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
  const capped = countCap !== undefined && total > countCap;
  return {
    value: page.map(map),
    count: page.length,
    total: capped ? countCap : total,
    // only when it happened: every other answer keeps the list shape of docs/api.md
    ...(capped ? { totalCapped: true } : {}),
    nextToken,
    previousToken,
  };
}

/** A short list answered whole (a seeker's ten saved searches): one page, no tokens. */
export const wholeListPage = <T>(value: T[]): Page<T> => ({
  value,
  count: value.length,
  total: value.length,
  nextToken: null,
  previousToken: null,
});

/** A list held in code (categories, attributes): filtered in memory, in the code's order. */
export interface FixedList<T> {
  records: readonly T[];
  id: (record: T) => string;
  /** `$filter` allowlist over the records. */
  filterFields: Readonly<Record<string, { type: FieldType; get: (record: T) => unknown }>>;
}

/** Position in the code's list is the sort key; no `$orderBy`, nothing to expand. */
const FIXED_LIST: ListResource = {
  filterFields: {},
  orderFields: { position: { sql: 'position', sqlType: 'bigint' } },
  defaultOrder: { field: 'position', desc: false },
  fixedOrder: true,
  idSql: 'id',
  expandable: [],
  defaultTop: 100,
  maxTop: 100,
};

/** One page of a list held in code, with the same options and tokens as a table's. */
export function pageFixedList<T>(rawQuery: unknown, fixed: FixedList<T>): Page<T> {
  const query = parseInput(listQuerySchema, listOptionsOf(rawQuery), 'query');
  const list: ListRequest = { ...parsePaging(query, FIXED_LIST), filter: null };
  const matches = filterRecords(query.$filter, fixed.records, fixed.filterFields);
  const position = new Map(fixed.records.map((record, index) => [record, index]));
  const rows = matches.map((record) => {
    const index = position.get(record) as number;
    return { record, index, sort_key: String(index), id: fixed.id(record) };
  });
  const from = list.cursor ? Number(list.cursor.value) : undefined;
  // the same window keysetClauses selects: past the cursor, one row more than the page
  const window =
    from === undefined
      ? rows
      : list.cursor?.backward
        ? rows.filter((row) => row.index < from).reverse()
        : rows.filter((row) => row.index > from);
  return toKeysetPage(
    window.slice(list.skip, list.skip + list.limit + 1),
    matches.length,
    list,
    (row) => row.record,
  );
}

export { SqlParams };
