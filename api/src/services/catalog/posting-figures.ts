import type { Queryable } from '../../db/database';
import { viewableSql } from './products-repository';

// What the company desk's figures read of the catalogue (docs/company-desk.md#figures): detail
// views per posting and day, counted without storing who viewed, and the postings they are about.

/** Counts one detail view of the posting on today's date in Tokyo, if it is public. */
export async function countProductView(db: Queryable, productId: string, now: Date) {
  await db.query(
    `INSERT INTO product_daily_views (product_id, day, views)
     SELECT p.id, ($2::timestamptz AT TIME ZONE 'Asia/Tokyo')::date, 1 FROM products p
      WHERE p.id = $1 AND ${viewableSql('p', '$2::timestamptz')}
     ON CONFLICT (product_id, day) DO UPDATE SET views = product_daily_views.views + 1`,
    [productId, now],
  );
}

/** Adds detail views on the Tokyo dates given, whatever the postings' state: the demo seed's past days. */
export async function addProductViews(
  db: Queryable,
  rows: ReadonlyArray<{ productId: string; at: Date; views: number }>,
) {
  await db.query(
    `INSERT INTO product_daily_views (product_id, day, views)
     SELECT v.product_id, (v.at AT TIME ZONE 'Asia/Tokyo')::date, v.views
       FROM unnest($1::text[], $2::timestamptz[], $3::int[]) AS v(product_id, at, views)
     ON CONFLICT (product_id, day) DO UPDATE SET views = product_daily_views.views + EXCLUDED.views`,
    [rows.map((row) => row.productId), rows.map((row) => row.at), rows.map((row) => row.views)],
  );
}

/** Detail views per posting from the Tokyo date of `since` on. */
export async function sumProductViews(
  db: Queryable,
  productIds: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await db.query<{ product_id: string; views: number }>(
    `SELECT product_id, sum(views)::int AS views FROM product_daily_views
      WHERE product_id = ANY($1::text[]) AND day >= ($2::timestamptz AT TIME ZONE 'Asia/Tokyo')::date
      GROUP BY product_id`,
    [[...productIds], since],
  );
  return new Map(rows.map((row) => [row.product_id, row.views]));
}

export interface FiguresPosting {
  id: string;
  name: string;
  status: string;
  until: Date | null;
}

/** The organization's postings that are public now, newest first: the funnel's rows. */
export async function listPublicPostings(
  db: Queryable,
  organizationId: string,
  now: Date,
): Promise<FiguresPosting[]> {
  const { rows } = await db.query<FiguresPosting>(
    `SELECT p.id, p.name, p.status, p.publication_until AS until FROM products p
      WHERE p.organization_id = $1 AND ${viewableSql('p', '$2::timestamptz')}
      ORDER BY p.created_at DESC, p.id LIMIT 100`,
    [organizationId, now],
  );
  return rows;
}
