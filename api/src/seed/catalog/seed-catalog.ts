import type { Database } from '../../db/database';
import { insertProducts, type NewProduct } from '../../services/catalog/catalog-module';
import { insertOrganizations } from '../../services/organizations/organizations-module';
import {
  DEMO_CATALOG_SIZE,
  DEMO_SEED,
  generateCatalogStream,
  generateDemoCatalog,
  MAX_GENERATED_ORGANIZATIONS,
  type DemoCatalog,
} from './demo-catalog';

/**
 * Writes the demo catalogue (45 companies, 360 postings) into `db`, dated relative to `now`.
 * The start-up seeder and the tests both use it; the same `now` gives the same rows.
 */
export async function seedDemoCatalog(db: Database, now: Date): Promise<DemoCatalog> {
  const catalog = generateDemoCatalog({ now, ...DEMO_CATALOG_SIZE, seed: DEMO_SEED });
  await db.transaction(async (tx) => {
    await insertOrganizations(tx, catalog.organizations);
    await insertProducts(tx, catalog.products);
  });
  return catalog;
}

function* batches<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** The GIN indexes of migrations 0010 and 0080, rebuilt after a bulk load. */
const GIN_INDEXES = [
  { name: 'products_skills_idx', column: 'skills' },
  { name: 'products_search_grams_idx', column: 'search_grams' },
  { name: 'products_search_words_idx', column: 'search_words' },
] as const;
const REBUILD_INDEXES_FROM = 5000;

/** The start-up seeder step (seed-demo-data.ts). */
export const seedDemoCatalogStep = async ({
  db,
  clock,
}: {
  db: Database;
  clock: () => Date;
}): Promise<void> => {
  await seedDemoCatalog(db, clock());
};

/** Companies for a bulk catalogue of `products` postings: about 150 postings each. */
export const bulkOrganizationCount = (products: number) =>
  Math.min(
    MAX_GENERATED_ORGANIZATIONS,
    Math.max(DEMO_CATALOG_SIZE.organizations, Math.ceil(products / 150)),
  );

/**
 * Adds `products` generated postings (and their companies) in batches, reporting progress.
 * A seed other than the demo's keeps ids apart from the demo data already there.
 */
export async function seedBulkCatalog(
  db: Database,
  options: {
    now: Date;
    products: number;
    seed: number;
    batchSize?: number;
    onProgress?: (done: number, total: number) => void;
    /** Each batch once written (the postings are generated batch by batch, never all at once). */
    onBatch?: (batch: readonly NewProduct[]) => void;
  },
): Promise<{ organizations: number; products: number }> {
  const catalog = generateCatalogStream({
    now: options.now,
    organizations: bulkOrganizationCount(options.products),
    products: options.products,
    seed: options.seed,
  });
  // company names are unique: skip those a previous run or the demo data already holds
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM organizations WHERE name = ANY($1::text[])',
    [catalog.organizations.map((org) => org.name)],
  );
  const taken = new Set(rows.map((row) => row.name));
  const fresh = catalog.organizations.filter((org) => !taken.has(org.name));
  await insertOrganizations(db, fresh);
  let renamed = new Map<string, string>();
  if (taken.size > 0) {
    const reuse = await db.query<{ id: string; name: string }>(
      'SELECT id, name FROM organizations WHERE name = ANY($1::text[])',
      [[...taken]],
    );
    const idByName = new Map(reuse.rows.map((row) => [row.name, row.id]));
    renamed = new Map(
      catalog.organizations
        .filter((org) => taken.has(org.name))
        .map((org) => [org.id, idByName.get(org.name) as string]),
    );
  }
  const batchSize = options.batchSize ?? 2000;
  // Maintaining GIN indexes row by row is what makes big loads slow: build them once at the end.
  const rebuild = options.products >= REBUILD_INDEXES_FROM;
  if (rebuild) for (const index of GIN_INDEXES) await db.exec(`DROP INDEX IF EXISTS ${index.name}`);
  try {
    let done = 0;
    for (const batch of batches(catalog.products, batchSize)) {
      for (const product of batch)
        product.organizationId = renamed.get(product.organizationId) ?? product.organizationId;
      await db.transaction((tx) => insertProducts(tx, batch));
      done += batch.length;
      options.onProgress?.(done, options.products);
      options.onBatch?.(batch);
    }
  } finally {
    if (rebuild) {
      // a roomier sort area builds the gram index several times faster
      await db.exec(`SET maintenance_work_mem = '256MB'`);
      for (const index of GIN_INDEXES)
        await db.exec(
          `CREATE INDEX IF NOT EXISTS ${index.name} ON products USING gin (${index.column})`,
        );
      await db.exec('RESET maintenance_work_mem');
    }
  }
  // fresh statistics for the planner, and a visibility map for index-only counts
  await db.exec('VACUUM ANALYZE products');
  await db.exec('VACUUM ANALYZE organizations');
  return { organizations: fresh.length, products: options.products };
}
