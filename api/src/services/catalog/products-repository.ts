import type {
  CompensationType,
  EmploymentType,
  JobStatus,
  WorkStyle,
} from '@jobmatch/shared/contracts';
import { postingSalaryReach } from '@jobmatch/shared/catalog';
import { isPublicationViewable, type PublicationState } from '@jobmatch/shared/domain';
import type { Database, Queryable } from '../../db/database';
import { isoTime } from '../../lib/iso-time';
import {
  creationOrderList,
  countedPageSql,
  keysetSql,
  selectKeysetPage,
  selectRecordPage,
  toKeysetPage,
  type KeysetQuery,
  type KeysetRow,
  isTimestampText,
  type Page,
  type ListRequest,
  type ListResource,
  type OrderField,
} from '../../lib/keyset-pagination';
import { ApiError } from '../../lib/api-error';
import { SqlParams } from '../../lib/odata-filter';
import { searchDocument, termGrams, textGrams } from '../../lib/search-text';
import { documentWords, SKILL_KEYS, termWords } from './search-words';
import { selectByIds } from '../../lib/select-by-ids';
import {
  gramStatistics,
  NO_GRAM_STATISTICS,
  probeGrams,
  type GramStatistics,
} from './gram-statistics';

/** A posting's stored status, as the company's answers carry it. */
export type ProductStatus = JobStatus;

/** A posting as written by the seeders (and later the company-side routes). */
export interface NewProduct {
  id: string;
  organizationId: string;
  categoryId: string;
  name: string;
  description: string;
  addressLine1: string | null;
  addressLine2: string | null;
  images: Array<{ url: string }>;
  variantId: string;
  skills: string[];
  status: ProductStatus;
  publicationSince: Date | null;
  publicationUntil: Date | null;
  publishedAt: Date | null;
  supportsRemoteWork: boolean;
  compensationType: CompensationType;
  compensationAmount: number;
  locationNotes: string;
  positionRequirements: string;
  workCompensation: string;
  workStartTime: string | null;
  workEndTime: string | null;
  contractMonths: number | null;
  employmentType: EmploymentType;
  annualSalaryMin: number | null;
  annualSalaryMax: number | null;
  compensationAmountMax: number | null;
  workStyle: WorkStyle;
  /** True unless given. */
  casualInterview?: boolean;
  createdAt: Date;
}

export interface ProductRow extends KeysetRow {
  id: string;
  organization_id: string;
  category_id: string;
  name: string;
  description: string;
  address_line1: string | null;
  address_line2: string | null;
  images: Array<{ url: string }>;
  variant_id: string;
  skills: string[];
  status: ProductStatus;
  publication_since: Date | null;
  publication_until: Date | null;
  published_at: Date | null;
  supports_remote_work: boolean;
  compensation_type: CompensationType;
  compensation_amount: number;
  location_notes: string;
  position_requirements: string;
  work_compensation: string;
  work_start_time: string | null;
  work_end_time: string | null;
  contract_months: number | null;
  employment_type: EmploymentType;
  annual_salary_min: number | null;
  annual_salary_max: number | null;
  compensation_amount_max: number | null;
  work_style: WorkStyle;
  /** Job seekers may ask for a casual interview (カジュアル面談). */
  casual_interview: boolean;
  created_at: Date;
  updated_at: Date;
}

const PRODUCT_COLUMNS = `p.id, p.organization_id, p.category_id, p.name, p.description, p.address_line1, p.address_line2, p.images,
  p.variant_id, p.skills, p.status, p.publication_since, p.publication_until, p.published_at, p.supports_remote_work,
  p.compensation_type, p.compensation_amount, p.location_notes, p.position_requirements, p.work_compensation,
  p.work_start_time, p.work_end_time, p.contract_months, p.employment_type, p.annual_salary_min,
  p.annual_salary_max, p.compensation_amount_max, p.work_style, p.casual_interview, p.created_at, p.updated_at`;

/** How much of the description a list item carries as its card's summary (docs/api.md#product-list-item). */
export const PRODUCT_SUMMARY_LENGTH = 120;

/**
 * What a list item needs of a posting's row (its card's fields; docs/api.md#product-list-item),
 * its `description` only as far as the summary reaches.
 */
export type ProductListRow = Pick<
  ProductRow,
  | 'id'
  | 'organization_id'
  | 'category_id'
  | 'name'
  | 'description'
  | 'address_line1'
  | 'images'
  | 'variant_id'
  | 'skills'
  | 'status'
  | 'publication_since'
  | 'publication_until'
  | 'published_at'
  | 'supports_remote_work'
  | 'compensation_type'
  | 'compensation_amount'
  | 'compensation_amount_max'
  | 'employment_type'
  | 'annual_salary_min'
  | 'annual_salary_max'
  | 'work_style'
  | 'created_at'
>;

/**
 * The columns of `ProductListRow`. The description is cut in SQL, one character past the
 * summary so that the item can tell a cut text: the long texts are most of a row's bytes, and a
 * list of them is what made a page of ten 30 KB.
 */
export const PRODUCT_LIST_COLUMNS = `p.id, p.organization_id, p.category_id, p.name,
  left(p.description, ${PRODUCT_SUMMARY_LENGTH + 1}) AS description, p.address_line1, p.images, p.variant_id, p.skills,
  p.status, p.publication_since, p.publication_until, p.published_at, p.supports_remote_work,
  p.compensation_type, p.compensation_amount, p.compensation_amount_max, p.employment_type,
  p.annual_salary_min, p.annual_salary_max, p.work_style, p.created_at`;

/** The fields text search looks in (docs/positions.md#search-and-filters). */
export const productSearchDocument = (
  product: Pick<
    NewProduct,
    'name' | 'description' | 'positionRequirements' | 'locationNotes' | 'workCompensation'
  >,
) =>
  searchDocument([
    product.name,
    product.description,
    product.positionRequirements,
    product.locationNotes,
    product.workCompensation,
  ]);

const INSERT_COLUMNS = [
  'id',
  'organization_id',
  'category_id',
  'name',
  'description',
  'address_line1',
  'address_line2',
  'images',
  'variant_id',
  'skills',
  'status',
  'publication_since',
  'publication_until',
  'published_at',
  'listed_at',
  'supports_remote_work',
  'compensation_type',
  'compensation_amount',
  'location_notes',
  'position_requirements',
  'work_compensation',
  'work_start_time',
  'work_end_time',
  'contract_months',
  'employment_type',
  'annual_salary_min',
  'annual_salary_max',
  'compensation_amount_max',
  'work_style',
  'casual_interview',
  'salary_reach',
  'search_document',
  'search_grams',
  'search_words',
  'created_at',
  'updated_at',
] as const;
type ProductColumn = (typeof INSERT_COLUMNS)[number];
const CASTS: Partial<Record<ProductColumn, string>> = {
  images: 'jsonb',
  skills: 'text[]',
  search_grams: 'text[]',
  search_words: 'text[]',
};

/**
 * The yearly pay a posting reaches, as the shared `postingSalaryReach` reads it (the match score
 * reads it of a card the same way); the salary filter and 年収の高い順 read it from its column.
 */
export const salaryReachOf = (
  product: Pick<
    NewProduct,
    | 'annualSalaryMin'
    | 'annualSalaryMax'
    | 'compensationType'
    | 'compensationAmount'
    | 'compensationAmountMax'
  >,
): number =>
  postingSalaryReach({
    annual_salary_min: product.annualSalaryMin,
    annual_salary_max: product.annualSalaryMax,
    compensation_type: product.compensationType,
    compensation_amount: product.compensationAmount,
    compensation_amount_max: product.compensationAmountMax,
  }) ?? 0;

/** The public list's order: the start of the window, else when it was published, else when it was written. */
const listedAtOf = (
  product: Pick<NewProduct, 'publicationSince' | 'publishedAt' | 'createdAt'>,
): Date => product.publicationSince ?? product.publishedAt ?? product.createdAt;

/** What a posting's row holds, column by column, as an insert or a company's edit writes it. */
function productColumnValues(product: NewProduct, updatedAt: Date): Record<ProductColumn, unknown> {
  const document = productSearchDocument(product);
  return {
    id: product.id,
    organization_id: product.organizationId,
    category_id: product.categoryId,
    name: product.name,
    description: product.description,
    address_line1: product.addressLine1,
    address_line2: product.addressLine2,
    images: JSON.stringify(product.images),
    variant_id: product.variantId,
    skills: product.skills,
    status: product.status,
    publication_since: product.publicationSince,
    publication_until: product.publicationUntil,
    published_at: product.publishedAt,
    listed_at: listedAtOf(product),
    supports_remote_work: product.supportsRemoteWork,
    compensation_type: product.compensationType,
    compensation_amount: product.compensationAmount,
    location_notes: product.locationNotes,
    position_requirements: product.positionRequirements,
    work_compensation: product.workCompensation,
    work_start_time: product.workStartTime,
    work_end_time: product.workEndTime,
    contract_months: product.contractMonths,
    employment_type: product.employmentType,
    annual_salary_min: product.annualSalaryMin,
    annual_salary_max: product.annualSalaryMax,
    compensation_amount_max: product.compensationAmountMax,
    work_style: product.workStyle,
    casual_interview: product.casualInterview ?? true,
    salary_reach: salaryReachOf(product),
    search_document: document,
    search_grams: textGrams(document),
    search_words: documentWords(document, product.skills),
    created_at: product.createdAt,
    updated_at: updatedAt,
  };
}

/** The `n`th parameter, cast where the column needs it. */
const placeholder = (column: ProductColumn, n: number) => {
  const cast = CASTS[column];
  return cast ? `$${n}::${cast}` : `$${n}`;
};

/** Inserts postings with multi-row INSERTs (the bulk generator writes 100,000 this way). */
export async function insertProducts(
  db: Queryable,
  products: readonly NewProduct[],
  batchSize = 500,
): Promise<void> {
  for (let start = 0; start < products.length; start += batchSize) {
    const batch = products.slice(start, start + batchSize);
    const params: unknown[] = [];
    const tuples = batch.map((product) => {
      const values = productColumnValues(product, product.createdAt);
      const placeholders = INSERT_COLUMNS.map((column) => {
        params.push(values[column]);
        return placeholder(column, params.length);
      });
      return `(${placeholders.join(', ')})`;
    });
    await db.query(
      `INSERT INTO products (${INSERT_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`,
      params,
    );
  }
}

/**
 * SQL: the posting is public at `now`: ACTIVE and inside its optional window. The SQL twin of
 * `isPublicationViewable` (`@jobmatch/shared/domain`), which `isViewable` applies to one row.
 */
export const viewableSql = (alias: string, now: string) =>
  `(${alias}.status = 'ACTIVE' AND (${alias}.publication_since IS NULL OR ${alias}.publication_since <= ${now}) AND (${alias}.publication_until IS NULL OR ${alias}.publication_until > ${now}))`;

export const isViewable = (
  row: Pick<ProductRow, 'status' | 'publication_since' | 'publication_until'>,
  now: Date,
) =>
  isPublicationViewable(
    {
      status: row.status,
      since: isoTime(row.publication_since),
      until: isoTime(row.publication_until),
    },
    now,
  );

/**
 * 関連度順 (docs/positions.md#sort): the postings that list a skill the search's words name come
 * first, newest first within each tier. Its sort key is the tier and the list date, `1:2026-…`;
 * `listByRelevance` walks the tiers one after the other, each on the date index.
 */
const RELEVANCE_FIELD: OrderField = { sql: 'p.listed_at', sqlType: 'text' };

/** The skill keys among a search's words: what 関連度順 ranks by. */
export const relevanceSkills = (terms: readonly string[]): string[] =>
  [...new Set(terms.flatMap((term) => termWords(term) ?? []))].filter((word) =>
    SKILL_KEYS.has(word),
  );

export const PRODUCT_LIST: ListResource = {
  filterFields: {
    id: { sql: 'p.id', type: 'string' },
    name: { sql: 'p.name', type: 'string' },
    description: { sql: 'p.description', type: 'string' },
    organizationId: { sql: 'p.organization_id', type: 'string' },
    categoryId: { sql: 'p.category_id', type: 'string' },
    'category.id': { sql: 'p.category_id', type: 'string' },
    addressLine1: { sql: 'p.address_line1', type: 'string' },
    addressLine2: { sql: 'p.address_line2', type: 'string' },
    'publication.status': { sql: 'p.status', type: 'string' },
    'publication.since': { sql: 'p.publication_since', type: 'datetime' },
    'publication.until': { sql: 'p.publication_until', type: 'datetime' },
    'publication.publishedAt': { sql: 'p.published_at', type: 'datetime' },
    'customFields.supports_remote_work': { sql: 'p.supports_remote_work', type: 'boolean' },
    'customFields.compensation_type': { sql: 'p.compensation_type', type: 'string' },
    'customFields.compensation_amount': { sql: 'p.compensation_amount', type: 'number' },
    'customFields.employment_type': { sql: 'p.employment_type', type: 'string' },
    'customFields.annual_salary_min': { sql: 'p.annual_salary_min', type: 'number' },
    'customFields.annual_salary_max': { sql: 'p.annual_salary_max', type: 'number' },
    'customFields.work_style': { sql: 'p.work_style', type: 'string' },
    createdAt: { sql: 'p.created_at', type: 'datetime' },
  },
  orderFields: {
    'publication.since': { sql: 'p.listed_at', sqlType: 'timestamptz' },
    'publication.publishedAt': {
      sql: 'coalesce(p.published_at, p.listed_at)',
      sqlType: 'timestamptz',
    },
    createdAt: { sql: 'p.created_at', sqlType: 'timestamptz' },
    name: { sql: 'p.name', sqlType: 'text' },
    'customFields.compensation_amount': { sql: 'p.compensation_amount::bigint', sqlType: 'bigint' },
    salary: { sql: 'p.salary_reach', sqlType: 'bigint' },
    relevance: RELEVANCE_FIELD,
  },
  defaultOrder: { field: 'publication.since', desc: true },
  idSql: 'p.id',
  expandable: ['attributes', 'variants', 'organization', 'category'],
  defaultTop: 10,
  maxTop: 100,
};

/** The structured search in docs/positions.md#search-and-filters: (location OR remote) AND (category OR …) AND (skill OR …). */
export interface StructuredFilters {
  prefectures: string[];
  remote: boolean;
  categoryIds: string[];
  skills: string[];
  /** The yearly pay a posting must reach, or null. */
  minAnnualSalary: number | null;
  employmentTypes: EmploymentType[];
  /** `full_remote` and/or `hybrid`: any of them. */
  workStyles: WorkStyle[];
}

export interface ProductQuery {
  now: Date;
  list: ListRequest;
  params: SqlParams;
  filters: StructuredFilters;
  /** Normalised search terms; every one must match. */
  terms: string[];
  /** Restrict to one company (its public positions list). */
  organizationId?: string;
  /** Count at most this many matches (`totalCapped` says when there are more). */
  countCap: number;
  /** `card`: the columns a list item needs (`ProductListRow`); `full`: the whole posting. */
  view: 'card' | 'full';
}

/** The tier and date of a 関連度順 token's sort key, or a 400 for a forged one. */
function relevanceCursor(list: ListRequest) {
  if (!list.cursor) return null;
  const { value, id, backward } = list.cursor;
  const tier = value[0] === '1' ? 1 : value[0] === '0' ? 0 : null;
  const listedAt = value.slice(2);
  if (tier === null || value[1] !== ':' || !isTimestampText(listedAt))
    throw new ApiError(400, 'wrong_parameter', 'the page token is not a valid page token', {
      target: backward ? '$previousToken' : '$nextToken',
    });
  return { tier, listedAt, id, backward };
}

/**
 * How a search's text terms are tested. `gramIndex`: the gram array must contain the grams the
 * statistics choose (`probeGrams`, what the GIN index answers), and terms those grams do not
 * decide are looked for in the document. `documentOnly`: each term is looked for in the document
 * alone, exact for any length, for a plan that walks the date index and must not read each row's
 * gram array.
 */
export type TermTest = 'gramIndex' | 'documentOnly';

function termConditions(
  terms: readonly string[],
  {
    params,
    test,
    statistics,
    filtered,
  }: {
    params: SqlParams;
    test: TermTest;
    statistics: GramStatistics;
    filtered: boolean;
  },
): string[] {
  const inDocument = (term: string) => `strpos(p.search_document, ${params.add(term)}::text) > 0`;
  // Latin-script terms match whole words (search-words.ts), through the word index either way
  const words = [...new Set(terms.flatMap((term) => termWords(term) ?? []))];
  const wordCondition = words.length > 0 ? [`p.search_words @> ${params.add(words)}::text[]`] : [];
  const textTerms = terms.filter((term) => termWords(term) === null);
  if (test === 'documentOnly') return [...wordCondition, ...textTerms.map(inDocument)];
  const probes = textTerms.map((term) => {
    const length = Array.from(term).length;
    const grams = probeGrams(termGrams(term), { termLength: length, filtered }, statistics);
    return { term, length, grams };
  });
  const grams = [...new Set(probes.flatMap((probe) => probe.grams))];
  // a 1- or 2-character term's grams decide its match; any other term needs its whole text
  const checkedInDocument = probes.filter((probe) => probe.length > 2 || probe.grams.length === 0);
  return [
    ...wordCondition,
    ...(grams.length > 0 ? [`p.search_grams @> ${params.add(grams)}::text[]`] : []),
    ...checkedInDocument.map((probe) => inDocument(probe.term)),
  ];
}

/** The WHERE conditions of a product search (the list's `$filter` apart), values bound into `params`. */
export function productSearchConditions(
  { now, params, filters, terms, organizationId }: Omit<ProductQuery, 'list'>,
  termTest: TermTest,
  statistics: GramStatistics,
): string[] {
  const at = `${params.add(now.toISOString())}::timestamptz`;
  const narrowing: string[] = [];
  if (organizationId !== undefined)
    narrowing.push(`p.organization_id = ${params.add(organizationId)}`);
  const location: string[] = [];
  if (filters.prefectures.length > 0)
    location.push(`p.address_line1 = ANY(${params.add(filters.prefectures)}::text[])`);
  if (filters.remote) location.push('p.supports_remote_work');
  if (location.length > 0) narrowing.push(`(${location.join(' OR ')})`);
  if (filters.categoryIds.length > 0)
    narrowing.push(`p.category_id = ANY(${params.add(filters.categoryIds)}::text[])`);
  if (filters.skills.length > 0)
    narrowing.push(`p.skills && ${params.add(filters.skills)}::text[]`);
  if (filters.minAnnualSalary !== null)
    narrowing.push(`p.salary_reach >= ${params.add(filters.minAnnualSalary)}::bigint`);
  if (filters.employmentTypes.length > 0)
    narrowing.push(`p.employment_type = ANY(${params.add(filters.employmentTypes)}::text[])`);
  if (filters.workStyles.length > 0)
    narrowing.push(`p.work_style = ANY(${params.add(filters.workStyles)}::text[])`);
  const textConditions =
    terms.length > 0
      ? termConditions(terms, {
          params,
          test: termTest,
          statistics,
          filtered: narrowing.length > 0,
        })
      : [];
  // A viewable posting is listed at or before now (the start of its window, else when it was
  // published or written), which the window test alone does not tell the planner: bounded,
  // the date index starts at now instead of walking the scheduled postings first (28,000 of
  // them at 1,000,000, 30 ms on every page).
  return [viewableSql('p', at), `p.listed_at <= ${at}`, ...narrowing, ...textConditions];
}

/**
 * A text search counts first, with plain index scans and sequential scans switched off:
 * otherwise, for a rare term the planner may walk the date index and test every posting's gram
 * array (seconds at 100,000 postings) instead of asking the gram index (milliseconds). Testing
 * a condition on a row also costs far more here than the planner assumes (the arrays are
 * TOASTed), so the operator cost is raised: with filters as well, the gram index then joins the
 * BitmapAnd instead of being tested row by row. See docs/api.md "Text search".
 */
const BITMAP_ONLY =
  'SET LOCAL enable_bitmapscan = on; SET LOCAL enable_indexscan = off; SET LOCAL enable_seqscan = off; SET LOCAL cpu_operator_cost = 0.05';
/**
 * When the count stopped at its cap the matches are dense (over 1 % of the postings), and the
 * page walks the date index, testing the documents alone, and stops after one page of matches.
 * Left to itself the planner, which estimates one match for a term of several grams, would fetch
 * and sort every match instead (16,000 for 「フルリモート」 at 100,000 postings: 270 ms against 3).
 */
const ORDERED_WALK =
  'SET LOCAL enable_bitmapscan = off; SET LOCAL enable_indexscan = on; SET LOCAL cpu_operator_cost TO DEFAULT';

/** One page of viewable postings plus the number of matches (up to the cap). */
export function listViewableProducts(
  db: Database,
  query: ProductQuery & { view: 'card' },
): Promise<Page<ProductListRow>>;
export function listViewableProducts(
  db: Database,
  query: ProductQuery & { view: 'full' },
): Promise<Page<ProductRow>>;
export async function listViewableProducts(
  db: Database,
  query: ProductQuery,
): Promise<Page<ProductListRow>> {
  const { list, params, countCap } = query;
  // the `$filter`'s values; the conditions of each plan are bound after them
  const listValues = [...params.values];
  const statistics = query.terms.length > 0 ? await gramStatistics(db) : NO_GRAM_STATISTICS;
  const keysetQuery = (termTest: TermTest, bound: SqlParams) => ({
    columns: query.view === 'card' ? PRODUCT_LIST_COLUMNS : PRODUCT_COLUMNS,
    from: 'products p',
    conditions: productSearchConditions({ ...query, params: bound }, termTest, statistics),
    list,
    resource: PRODUCT_LIST,
    params: bound,
    countCap,
  });
  type Row = ProductListRow & KeysetRow;
  const same = (row: Row) => row;
  if (list.order.field === RELEVANCE_FIELD) return listByRelevance(db, query, keysetQuery);
  if (query.terms.length === 0) return selectKeysetPage(db, keysetQuery('gramIndex', params), same);
  const indexed = keysetQuery('gramIndex', params);
  const conditionValues = [...params.values];
  return db.transaction(async (tx) => {
    await tx.exec(BITMAP_ONLY);
    const counted = countedPageSql(indexed);
    let rows = (await tx.query<Row & { match_count: number }>(counted.sql, counted.params)).rows;
    let total = rows[0]?.match_count ?? 0;
    // past the last page the rows say nothing about the count
    if (rows.length === 0 && (list.cursor || list.skip > 0)) {
      const { count } = keysetSql({ ...indexed, params: new SqlParams(conditionValues) });
      total = (await tx.query<{ total: number }>(count.sql, count.params)).rows[0]?.total ?? 0;
    }
    if (total > countCap) {
      // only the date index follows the list's order; for another the walk would test every
      // posting, so the page sorts the gram index's matches instead
      const walkable = list.order.field.sql === PRODUCT_LIST.orderFields['publication.since']?.sql;
      if (walkable) await tx.exec(ORDERED_WALK);
      const page = walkable
        ? keysetSql(keysetQuery('documentOnly', new SqlParams(listValues))).page
        : keysetSql({ ...indexed, params: new SqlParams(conditionValues) }).page;
      rows = (await tx.query<Row & { match_count: number }>(page.sql, page.params)).rows;
    }
    return toKeysetPage(rows, total, list, same, countCap);
  });
}

type ProductKeysetQuery = (termTest: TermTest, bound: SqlParams) => KeysetQuery;

/**
 * 関連度順: the tier of postings listing a named skill, then the rest, each newest first, so each
 * tier's page walks the date index and stops at a page (sorting every match by a computed rank
 * read each posting's skills: 0.7 s for a common word at 100,000). A page that ends one tier goes
 * on into the next. The count is the search's, as in any order.
 */
async function listByRelevance(
  db: Database,
  query: ProductQuery,
  keysetQuery: ProductKeysetQuery,
): Promise<Page<ProductListRow>> {
  const { list, countCap } = query;
  type Row = ProductListRow & KeysetRow;
  const skills = relevanceSkills(query.terms);
  const cursor = relevanceCursor(list);
  // the direction of the walk: the list's, turned round for a previous page
  const descending = list.order.desc !== (cursor?.backward ?? false);
  const tiers = (skills.length > 0 ? (descending ? [1, 0] : [0, 1]) : [0]).filter(
    (tier) => !cursor || (descending ? tier <= cursor.tier : tier >= cursor.tier),
  );
  const listValues = [...query.params.values];
  const tierQuery = (tier: number, termTest: TermTest, rows: number, from: typeof cursor) => {
    const bound = new SqlParams(listValues);
    const base = keysetQuery(termTest, bound);
    const conditions = [...base.conditions];
    if (skills.length > 0) {
      const listed = `p.skills && ${bound.add(skills)}::text[]`;
      conditions.push(tier === 1 ? listed : `NOT (${listed})`);
    }
    const startsHere = from && from.tier === tier;
    return keysetSql({
      ...base,
      conditions,
      list: {
        ...list,
        order: {
          ...list.order,
          field: PRODUCT_LIST.orderFields['publication.since']!,
          desc: descending,
        },
        cursor: startsHere ? { value: from.listedAt, id: from.id, backward: false } : null,
        limit: rows - 1,
        skip: 0,
      },
    });
  };
  /** One page's rows, tier after tier; `walks(tier)`: whether that tier's matches are dense. */
  const run = async (tx: Queryable, walks: (tier: number) => boolean | null) => {
    const wanted = (cursor ? 0 : list.skip) + list.limit + 1;
    const rows: Row[] = [];
    for (const tier of tiers) {
      if (rows.length >= wanted) break;
      const walk = walks(tier);
      // dense: the tier walks the date index, testing the documents; sparse: its few matches
      // come from the indexes and are sorted (the plans of the newest-first order)
      if (walk !== null) await tx.exec(walk ? ORDERED_WALK : BITMAP_ONLY);
      const termTest = walk ? 'documentOnly' : 'gramIndex';
      const { page } = tierQuery(tier, termTest, wanted - rows.length, cursor);
      const found = (await tx.query<Row>(page.sql, page.params)).rows;
      rows.push(...found.map((row) => ({ ...row, sort_key: `${tier}:${row.sort_key}` })));
    }
    return rows.slice(cursor ? 0 : list.skip);
  };
  const pageOf = (rows: Row[], total: number) =>
    toKeysetPage(
      rows,
      total,
      { ...list, skip: cursor ? 0 : list.skip },
      (row: Row) => row,
      countCap,
    );
  const countOf = async (tx: Queryable, sql: { sql: string; params: unknown[] }) =>
    (await tx.query<{ total: number }>(sql.sql, sql.params)).rows[0]?.total ?? 0;
  if (query.terms.length === 0)
    return db.transaction(async (tx) => {
      const { count } = keysetSql(keysetQuery('gramIndex', new SqlParams(listValues)));
      return pageOf(await run(tx, () => null), await countOf(tx, count));
    });
  return db.transaction(async (tx) => {
    await tx.exec(BITMAP_ONLY);
    const bound = new SqlParams(listValues);
    const matches = keysetQuery('gramIndex', bound);
    const listed = skills.length > 0 ? `p.skills && ${bound.add(skills)}::text[]` : undefined;
    const { count } = keysetSql({ ...matches, countAlso: listed });
    const counts = (await tx.query<{ total: number; counted?: number }>(count.sql, count.params))
      .rows[0];
    const total = counts?.total ?? 0;
    // Dense matches walk the date index. The listing tier is dense when a page of it is among
    // the capped matches counted (they come in no date order, so their share is the tier's);
    // else its few matches are fetched by the indexes and sorted.
    const listingIsDense = (counts?.counted ?? 0) > list.limit;
    return pageOf(
      await run(tx, (tier) => total > countCap && (tier === 0 || listingIsDense)),
      total,
    );
  });
}

export async function findProductById(db: Queryable, id: string): Promise<ProductRow | undefined> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS}, p.listed_at::text AS sort_key FROM products p WHERE p.id = $1`,
    [id],
  );
  return rows[0];
}

/** The posting, locked until the transaction ends (a company's edit or status change). */
export async function lockProductById(db: Queryable, id: string): Promise<ProductRow | undefined> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS}, p.created_at::text AS sort_key FROM products p WHERE p.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** What another service needs of a posting it names: whose, which variant, whether on show. */
export type ProductReferenceRow = Pick<
  ProductRow,
  | 'id'
  | 'organization_id'
  | 'variant_id'
  | 'name'
  | 'status'
  | 'publication_since'
  | 'publication_until'
  | 'casual_interview'
>;

/**
 * The posting as another service refers to it, locked against a concurrent change (an archive,
 * an edit) until the transaction ends, while an application to it is stored.
 */
export async function shareLockProduct(
  db: Queryable,
  id: string,
): Promise<ProductReferenceRow | undefined> {
  const { rows } = await db.query<ProductReferenceRow>(
    `SELECT id, organization_id, variant_id, name, status, publication_since, publication_until, casual_interview
       FROM products WHERE id = $1 FOR SHARE`,
    [id],
  );
  return rows[0];
}

/** A stored posting in the shape the seeders and the company routes write. */
export const newProductOf = (row: ProductRow): NewProduct => ({
  id: row.id,
  organizationId: row.organization_id,
  categoryId: row.category_id,
  name: row.name,
  description: row.description,
  addressLine1: row.address_line1,
  addressLine2: row.address_line2,
  images: row.images,
  variantId: row.variant_id,
  skills: row.skills,
  status: row.status,
  publicationSince: row.publication_since && new Date(row.publication_since),
  publicationUntil: row.publication_until && new Date(row.publication_until),
  publishedAt: row.published_at && new Date(row.published_at),
  supportsRemoteWork: row.supports_remote_work,
  compensationType: row.compensation_type,
  compensationAmount: row.compensation_amount,
  locationNotes: row.location_notes,
  positionRequirements: row.position_requirements,
  workCompensation: row.work_compensation,
  workStartTime: row.work_start_time,
  workEndTime: row.work_end_time,
  contractMonths: row.contract_months,
  employmentType: row.employment_type,
  annualSalaryMin: row.annual_salary_min,
  annualSalaryMax: row.annual_salary_max,
  compensationAmountMax: row.compensation_amount_max,
  workStyle: row.work_style,
  casualInterview: row.casual_interview,
  createdAt: new Date(row.created_at),
});

/** The columns a company's edit writes: all but the posting's id, organization, variant and creation time. */
const UPDATE_COLUMNS = INSERT_COLUMNS.filter(
  (column) => !['id', 'organization_id', 'variant_id', 'created_at'].includes(column),
);

/**
 * Writes a posting's fields and status over the stored one (its id, organization, variant and
 * creation time stay), with its search text and list order.
 */
export async function updateProduct(
  db: Queryable,
  product: NewProduct,
  now: Date,
): Promise<ProductRow> {
  const values = productColumnValues(product, now);
  const assignments = UPDATE_COLUMNS.map(
    (column, i) => `${column} = ${placeholder(column, i + 2)}`,
  );
  const { rows } = await db.query<ProductRow>(
    `UPDATE products p SET ${assignments.join(', ')} WHERE p.id = $1
     RETURNING ${PRODUCT_COLUMNS}, p.created_at::text AS sort_key`,
    [product.id, ...UPDATE_COLUMNS.map((column) => values[column])],
  );
  const row = rows[0];
  if (!row) throw new Error(`product ${product.id} vanished while locked`);
  return row;
}

/**
 * SQL: the posting is in `state` at `now` (docs/jobs.md#publication). The SQL twin of
 * `publicationStateOf` (`@jobmatch/shared/domain`): an ACTIVE posting is scheduled before its
 * start, ended from its end on, public in between. `now` binds the time when a state needs it
 * (PostgreSQL refuses a parameter no statement uses).
 */
export function publicationStateSql(
  alias: string,
  state: PublicationState,
  now: () => string,
): string {
  if (state === 'draft') return `${alias}.status = 'DRAFT'`;
  if (state === 'archived') return `${alias}.status = 'ARCHIVED'`;
  if (state === 'public') return viewableSql(alias, now());
  const at = now();
  const scheduled = `(${alias}.publication_since IS NOT NULL AND ${alias}.publication_since > ${at})`;
  if (state === 'scheduled') return `(${alias}.status = 'ACTIVE' AND ${scheduled})`;
  return `(${alias}.status = 'ACTIVE' AND NOT ${scheduled} AND ${alias}.publication_until IS NOT NULL AND ${alias}.publication_until <= ${at})`;
}

/** A company's own postings (docs/jobs.md#api): newest first, whatever their status. */
export const COMPANY_PRODUCT_LIST: ListResource = {
  ...creationOrderList('p', 'desc'),
  // the desk finds its postings by name and sorts them (docs/company-desk.md#finding)
  filterFields: { name: { sql: 'p.name', type: 'string' } },
  orderFields: {
    createdAt: { sql: 'p.created_at', sqlType: 'timestamptz' },
    updatedAt: { sql: 'p.updated_at', sqlType: 'timestamptz' },
    name: { sql: 'p.name', sqlType: 'text' },
  },
  fixedOrder: false,
  // the answers are always expanded; naming what they expand anyway is no error
  expandable: PRODUCT_LIST.expandable,
};

/** One page of an organization's postings, in one publication state when `state` is given. */
export function listOrganizationProducts(
  db: Queryable,
  query: {
    organizationId: string;
    state: PublicationState | undefined;
    now: Date;
    list: ListRequest;
    params: SqlParams;
  },
) {
  const { params } = query;
  const conditions = [`p.organization_id = ${params.add(query.organizationId)}`];
  if (query.state)
    conditions.push(
      publicationStateSql(
        'p',
        query.state,
        () => `${params.add(query.now.toISOString())}::timestamptz`,
      ),
    );
  return selectRecordPage<ProductRow>(db, {
    columns: PRODUCT_COLUMNS,
    from: 'products p',
    conditions,
    list: query.list,
    resource: COMPANY_PRODUCT_LIST,
    params,
  });
}

/** Those of `ids` that name postings of the organization. */
export async function findOrganizationProductIds(
  db: Queryable,
  organizationId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM products WHERE organization_id = $1 AND id = ANY($2::text[])',
    [organizationId, [...new Set(ids)]],
  );
  return new Set(rows.map((row) => row.id));
}

export const findProductsByIds = (
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, ProductRow>> =>
  selectByIds(
    db,
    `SELECT ${PRODUCT_COLUMNS}, p.listed_at::text AS sort_key FROM products p WHERE p.id = ANY($1::text[])`,
    ids,
    (row: ProductRow) => row.id,
  );

/** Postings' card columns by id (`ProductListRow`), whatever their status. */
export const findProductListRowsByIds = (
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, ProductListRow>> =>
  selectByIds(
    db,
    `SELECT ${PRODUCT_LIST_COLUMNS} FROM products p WHERE p.id = ANY($1::text[])`,
    ids,
    (row: ProductListRow) => row.id,
  );

/** Viewable postings per company. */
export async function countViewableProducts(
  db: Queryable,
  organizationIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  if (organizationIds.length === 0) return new Map();
  const { rows } = await db.query<{ organization_id: string; total: number }>(
    `SELECT p.organization_id, count(*)::int AS total FROM products p
      WHERE p.organization_id = ANY($1::text[]) AND ${viewableSql('p', '$2::timestamptz')}
      GROUP BY p.organization_id`,
    [organizationIds, now.toISOString()],
  );
  return new Map(rows.map((row) => [row.organization_id, row.total]));
}

/**
 * Gives postings written before word search (migration 0080) their words, a batch at a time.
 * Postings written since have them from the start; several api nodes running this together
 * only compute some batches twice.
 */
export async function fillMissingSearchWords(db: Queryable, batchSize = 1000): Promise<number> {
  let filled = 0;
  for (;;) {
    const { rows } = await db.query<{ id: string; search_document: string; skills: string[] }>(
      'SELECT id, search_document, skills FROM products WHERE search_words IS NULL LIMIT $1',
      [batchSize],
    );
    if (rows.length === 0) return filled;
    const words = rows.map((row) => ({
      id: row.id,
      words: documentWords(row.search_document, row.skills),
    }));
    await db.query(
      `UPDATE products p SET search_words = ARRAY(SELECT jsonb_array_elements_text(w.words))
         FROM jsonb_to_recordset($1::jsonb) AS w(id text, words jsonb) WHERE p.id = w.id`,
      [JSON.stringify(words)],
    );
    filled += rows.length;
  }
}
