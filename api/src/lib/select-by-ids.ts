import type { Queryable } from '../db/database';

/**
 * The rows `sql` selects for `ids`, keyed by `keyOf`: the batched lookups that fill a page's
 * names, icons or last messages in one query. `sql` takes the ids as `$1::text[]`, each id once;
 * no ids, no query.
 */
export async function selectByIds<Row>(
  db: Queryable,
  sql: string,
  ids: readonly string[],
  keyOf: (row: Row) => string,
): Promise<Map<string, Row>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<Row>(sql, [[...new Set(ids)]]);
  return new Map(rows.map((row) => [keyOf(row), row]));
}
