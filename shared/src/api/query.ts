import type { QueryValue } from '../config/paths';

/** Parameters every list endpoint understands (docs/api.md#conventions). */
export interface ListQuery {
  /** OData subset, e.g. `status eq 'ACTIVE' and contains(name,'React')`. */
  $filter?: string;
  /** Field plus asc/desc, e.g. `publication.since desc`. */
  $orderBy?: string;
  $top?: number;
  $skip?: number;
  $nextToken?: string | null;
  $previousToken?: string | null;
  /** Relations to embed; an array is joined with commas. */
  $expand?: string | readonly string[];
  search?: string;
}

export type RequestQuery = ListQuery & Record<string, QueryValue>;

/** A string literal in an OData `$filter`: quoted, a `'` doubled (`O'Reilly` → `'O''Reilly'`). */
export function odataString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

// `$` is legal in a query string; keeping it readable makes logs and server parsing simpler.
function encodeQueryComponent(value: string): string {
  return encodeURIComponent(value).replace(/%24/g, '$');
}

/**
 * `{ $top: 10, $expand: ['organization', 'category'] }` → `?$top=10&$expand=organization%2Ccategory`.
 * Empty values are left out; arrays are comma-joined (the server's convention for lists).
 */
export function serializeQuery(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || raw === null || raw === '') continue;
    const value = Array.isArray(raw) ? raw.join(',') : String(raw);
    if (value === '') continue;
    pairs.push(`${encodeQueryComponent(key)}=${encodeQueryComponent(value)}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
