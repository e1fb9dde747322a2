import { MATCHING_LIMITS, type Interest, type InterestMark } from '@jobmatch/shared/contracts';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import {
  selectKeysetPage,
  type KeysetRow,
  type ListRequest,
  type ListResource,
  type Page,
  type SqlParams,
} from '../../lib/keyset-pagination';
import { PRODUCT_LIST_COLUMNS, isViewable, type ProductListRow } from './products-repository';

// A seeker's saved postings (気になる, the spec's interests; docs/matching.md#saved-postings-気になる).

/** The most postings one seeker keeps saved. */
const INTERESTS_MAX = MATCHING_LIMITS.interests;

export const INTEREST_LIST: ListResource = {
  filterFields: {},
  orderFields: { createdAt: { sql: 'i.created_at', sqlType: 'timestamptz' } },
  defaultOrder: { field: 'createdAt', desc: true },
  fixedOrder: true,
  idSql: 'p.id',
  expandable: ['organization', 'category', 'attributes', 'variants'],
  defaultTop: 20,
  maxTop: 100,
};

export type InterestRow = ProductListRow & KeysetRow & { saved_at: Date };

const markOf = (row: { product_id: string; created_at: Date }): InterestMark => ({
  productId: row.product_id,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function findInterest(
  db: Queryable,
  userId: string,
  productId: string,
): Promise<InterestMark | undefined> {
  const { rows } = await db.query<{ product_id: string; created_at: Date }>(
    'SELECT product_id, created_at FROM interests WHERE user_id = $1 AND product_id = $2',
    [userId, productId],
  );
  return rows[0] && markOf(rows[0]);
}

/**
 * Saves a posting, once: saving it again answers the first save. The user's row is locked while
 * counting, so two saves at the limit cannot both pass it.
 */
export async function saveInterest(
  db: Database,
  { userId, productId, now }: { userId: string; productId: string; now: Date },
): Promise<InterestMark> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const saved = await findInterest(tx, userId, productId);
    if (saved) return saved;
    const { rows } = await tx.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM interests WHERE user_id = $1',
      [userId],
    );
    if ((rows[0]?.total ?? 0) >= INTERESTS_MAX)
      throw new ApiError(
        409,
        'limit_exceeded',
        `At most ${INTERESTS_MAX} postings can be saved; remove one first`,
        { target: 'productId' },
      );
    const inserted = await tx.query<{ product_id: string; created_at: Date }>(
      'INSERT INTO interests (user_id, product_id, created_at) VALUES ($1, $2, $3) RETURNING product_id, created_at',
      [userId, productId, now],
    );
    return markOf(inserted.rows[0]!);
  });
}

export async function removeInterest(db: Queryable, userId: string, productId: string) {
  await db.query('DELETE FROM interests WHERE user_id = $1 AND product_id = $2', [
    userId,
    productId,
  ]);
}

/** Archiving a posting removes its interests (spec section 4); un-archiving does not bring them back. */
export async function removeInterestsOfProduct(db: Queryable, productId: string) {
  await db.query('DELETE FROM interests WHERE product_id = $1', [productId]);
}

/** One page of a seeker's saved postings, newest save first, with each posting's card columns. */
export function listInterests(
  db: Queryable,
  userId: string,
  list: ListRequest,
  params: SqlParams,
): Promise<Page<InterestRow>> {
  return selectKeysetPage(
    db,
    {
      columns: `${PRODUCT_LIST_COLUMNS}, i.created_at AS saved_at`,
      from: 'interests i JOIN products p ON p.id = i.product_id',
      conditions: [`i.user_id = ${params.add(userId)}`],
      list,
      resource: INTEREST_LIST,
      params,
    },
    (row: InterestRow) => row,
  );
}

/** The ids of every saved posting (at most `INTERESTS_MAX`), for the toggles on cards. */
export async function listInterestIds(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ product_id: string }>(
    'SELECT product_id FROM interests WHERE user_id = $1 ORDER BY created_at DESC, product_id DESC',
    [userId],
  );
  return rows.map((row) => row.product_id);
}

/** How many seekers saved each posting: the company sees the count, never who. */
export async function countInterests(
  db: Queryable,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await db.query<{ product_id: string; total: number }>(
    'SELECT product_id, count(*)::int AS total FROM interests WHERE product_id = ANY($1::text[]) GROUP BY product_id',
    [productIds],
  );
  return new Map(rows.map((row) => [row.product_id, row.total]));
}

/** An interest as `GET …/interests` lists it. */
export const interestJsonOf = (
  row: InterestRow,
  product: Interest['product'],
  now: Date,
): Interest => ({
  productId: row.id,
  createdAt: new Date(row.saved_at).toISOString(),
  product,
  isViewable: isViewable(row, now),
});
