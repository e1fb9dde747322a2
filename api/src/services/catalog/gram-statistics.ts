import type { Database } from '../../db/database';

/**
 * How common each gram of the postings' search text is, from the planner's own statistics
 * (`pg_stats.most_common_elems` of `products.search_grams`, which ANALYZE keeps). A long term's
 * candidates are fetched by its rarest grams only: reading every posting list of a term made of
 * common grams (「エンジニア」: four lists of 85,000 postings each at 100,000) cost more than the
 * rest of the search, and the document check decides the match anyway (docs/api.md "Text search").
 */
export interface GramStatistics {
  /** The share of postings (0–1) holding `gram`; undefined when nothing is known. */
  frequency(gram: string): number | undefined;
}

export const NO_GRAM_STATISTICS: GramStatistics = { frequency: () => undefined };
const REFRESH_MS = 5 * 60_000;

const loaded = new WeakMap<Database, { at: number; statistics: Promise<GramStatistics> }>();

async function loadGramStatistics(db: Database): Promise<GramStatistics> {
  const { rows } = await db.query<{ grams: string[] | null; frequencies: number[] | null }>(
    `SELECT most_common_elems::text::text[] AS grams, most_common_elem_freqs AS frequencies
       FROM pg_stats
      WHERE schemaname = current_schema() AND tablename = 'products' AND attname = 'search_grams'`,
  );
  const { grams, frequencies } = rows[0] ?? {};
  if (!grams || !frequencies || grams.length === 0) return NO_GRAM_STATISTICS;
  const shares = new Map(grams.map((gram, i) => [gram, Number(frequencies[i])]));
  // after one share per element come the least and the greatest share, then the share of nulls;
  // a gram left out of the list is rarer than the least common one in it
  const rarerThanListed = Number(frequencies[grams.length]) / 2;
  return { frequency: (gram) => shares.get(gram) ?? rarerThanListed };
}

/** The statistics of `db`, read again every few minutes (a failed read is tried again next time). */
export function gramStatistics(db: Database, now = Date.now()): Promise<GramStatistics> {
  const cached = loaded.get(db);
  if (cached && now - cached.at < REFRESH_MS) return cached.statistics;
  const statistics = loadGramStatistics(db).catch(() => {
    loaded.delete(db);
    return NO_GRAM_STATISTICS;
  });
  loaded.set(db, { at: now, statistics });
  return statistics;
}

/** How many grams of a term of three or more characters fetch its candidates. */
const PROBE_GRAMS = 2;

/**
 * With filters, a 1- or 2-character term in at least this share of the postings is looked for
 * in the documents instead. The planner leaves such a gram out of the filters' BitmapAnd and
 * tests every filtered posting's gram array (TOASTed, 750 grams): 「京」 with four filters took
 * 51 ms on PostgreSQL that way, 25 ms testing the documents, where one match in five rows fills
 * the capped count quickly. Without filters its posting list is the cheapest way in.
 */
const COMMON_SHORT_TERM = 0.2;

/**
 * The grams that fetch a term's candidates from the gram index: a 1- or 2-character term's
 * (they decide its match) unless it is common and there are filters, the rarest of a longer
 * term's (the document check decides). An empty list: the term is tested in the document alone.
 */
export function probeGrams(
  grams: readonly string[],
  { termLength, filtered }: { termLength: number; filtered: boolean },
  statistics: GramStatistics,
): string[] {
  const shares = grams.map((gram) => ({ gram, share: statistics.frequency(gram) }));
  if (shares.some(({ share }) => share === undefined)) return [...grams];
  const known = shares as Array<{ gram: string; share: number }>;
  if (termLength <= 2)
    return filtered && known[0] && known[0].share >= COMMON_SHORT_TERM ? [] : [...grams];
  return known
    .sort((a, b) => a.share - b.share)
    .slice(0, PROBE_GRAMS)
    .map(({ gram }) => gram);
}
