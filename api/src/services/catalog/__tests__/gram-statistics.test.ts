import { MIGRATIONS_DIR } from '../../../config/api-paths';
import type { Database } from '../../../db/database';
import { migrate } from '../../../db/migrate';
import { createPgliteDatabase } from '../../../db/pglite-database';
import { seedDemoCatalog } from '../../../seed/catalog/seed-catalog';
import {
  gramStatistics,
  NO_GRAM_STATISTICS,
  probeGrams,
  type GramStatistics,
} from '../gram-statistics';

const shares: Record<string, number> = {
  エン: 0.85,
  ンジ: 0.84,
  ジニ: 0.8,
  ニア: 0.83,
  ku: 0.02,
  京: 0.45,
  東京: 0.4,
};
const statistics: GramStatistics = { frequency: (gram) => shares[gram] ?? 0.01 };

const long = { termLength: 5, filtered: false };

describe('probeGrams', () => {
  test('a long term is fetched by its two rarest grams', () => {
    expect(probeGrams(['エン', 'ンジ', 'ジニ', 'ニア'], long, statistics)).toEqual([
      'ジニ',
      'ニア',
    ]);
    expect(probeGrams(['ku', 'ub', 'be'], long, statistics)).toEqual(['ub', 'be']);
  });

  test('an uncommon 1- or 2-character term is fetched by its gram: the gram decides its match', () => {
    expect(probeGrams(['霧'], { termLength: 1, filtered: true }, statistics)).toEqual(['霧']);
    expect(probeGrams(['沖縄'], { termLength: 2, filtered: true }, statistics)).toEqual(['沖縄']);
  });

  test('with filters, a common 1- or 2-character term is looked for in the documents instead', () => {
    expect(probeGrams(['京'], { termLength: 1, filtered: true }, statistics)).toEqual([]);
    expect(probeGrams(['東京'], { termLength: 2, filtered: true }, statistics)).toEqual([]);
    expect(probeGrams(['京'], { termLength: 1, filtered: false }, statistics)).toEqual(['京']);
  });

  test('without statistics every gram is used', () => {
    expect(probeGrams(['エン', 'ンジ', 'ジニ', 'ニア'], long, NO_GRAM_STATISTICS)).toEqual([
      'エン',
      'ンジ',
      'ジニ',
      'ニア',
    ]);
  });
});

describe('gramStatistics', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createPgliteDatabase('memory://');
    await migrate(db, MIGRATIONS_DIR);
    await seedDemoCatalog(db, new Date('2026-04-01T00:00:00Z'));
  }, 60_000);
  afterAll(() => db.close());

  test('knows nothing before ANALYZE, then reads the database’s own shares', async () => {
    const before = await gramStatistics(db, 0);
    expect(before.frequency('エン')).toBeUndefined();
    await db.exec('ANALYZE products');
    // read again once the cached statistics are older than five minutes
    const after = await gramStatistics(db, 10 * 60_000);
    // in most demo postings; a gram no demo posting holds is rarer than any listed one
    expect(after.frequency('エン')).toBeGreaterThan(0.5);
    expect(after.frequency('霧')).toBeGreaterThan(0);
    expect(after.frequency('霧')).toBeLessThan(after.frequency('エン') as number);
  });
});
