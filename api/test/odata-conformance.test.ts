import type { NewProduct } from '../src/services/catalog/catalog-module';
import { insertFixtures, isViewableAt, makeOrganization, makeProduct } from './catalog-fixtures';
import { createTestApp, type TestApp } from './helper';

/**
 * The catalogue list against OData v4's URL conventions (the part of them it supports,
 * docs/api.md#lists-filter-orderby-expand-and-keyset-paging): every answer is checked against
 * the same question asked in plain TypeScript over every posting, empty fields included.
 */

const PRODUCTS = '/api/catalog/products';
let t: TestApp;
let now: Date;
let postings: NewProduct[];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A date or datetime of Tokyo (no zone in the literal) as an instant. */
const tokyo = (text: string) => new Date(`${text.length === 10 ? `${text}T00:00` : text}+09:00`);
const pick = <T>(values: readonly T[], i: number) => values[i % values.length] as T;

// ends around the start of 2026-05-01 in Tokyo and in UTC, so the zone of a literal decides
const UNTILS = [
  tokyo('2026-05-01'),
  new Date('2026-05-01T00:00:00Z'),
  new Date('2026-04-30T14:59:59Z'),
  new Date('2026-06-15T03:00:00Z'),
  new Date('2026-04-20T00:00:00Z'),
];
const org = makeOrganization({ name: 'OData検証株式会社' });

function makePostings(start: Date): NewProduct[] {
  const made = Array.from({ length: 48 }, (_, i) =>
    makeProduct(org.id, {
      name: `Posting ${String(i).padStart(2, '0')} ${pick(['Go backend', 'React frontend', 'QA'], i)}`,
      addressLine1: i % 7 === 3 ? null : pick(['東京都', '大阪府', '福岡県'], i),
      addressLine2:
        i % 4 === 1 ? null : pick(['Shibuya-ku', 'Minato', 'SHIBUYA West', '中央区'], i >> 2),
      publicationSince: i % 4 === 0 ? null : new Date(start.getTime() - (i + 1) * DAY),
      publicationUntil: i % 3 === 0 ? null : pick(UNTILS, i),
      publishedAt: i % 5 === 0 ? null : new Date(start.getTime() - (i % 9) * 7 * DAY - i * HOUR),
      supportsRemoteWork: i % 3 === 1,
      compensationAmount: 1000 + ((i * 37) % 97) * 10,
      annualSalaryMin: i % 2 === 0 ? null : 4_000_000 + i * 100_000,
      annualSalaryMax: i % 2 === 0 ? null : 6_000_000 + i * 100_000,
      employmentType: pick(['full_time', 'contract', 'freelance', 'side_job', 'part_time'], i),
      workStyle: pick(['full_remote', 'hybrid', 'office'], i),
      createdAt: new Date(Date.UTC(2025, 11, 1) + ((i * 29) % 48) * HOUR),
    }),
  );
  // never listed, whatever the filter
  const hidden = [
    makeProduct(org.id, { name: 'Posting hidden draft', status: 'DRAFT' }),
    makeProduct(org.id, { name: 'Posting hidden archived', status: 'ARCHIVED' }),
    makeProduct(org.id, { name: 'Posting hidden ended', publicationUntil: start }),
    makeProduct(org.id, {
      name: 'Posting hidden scheduled',
      publicationSince: new Date(start.getTime() + DAY),
    }),
  ];
  return [...made, ...hidden];
}

beforeAll(async () => {
  t = await createTestApp();
  now = t.clock();
  postings = makePostings(now);
  await insertFixtures(t.db, [org], postings);
});
afterAll(() => t.close());

const viewable = () => postings.filter((posting) => isViewableAt(posting, now));
const list = (query: Record<string, string>) => t.call('GET', PRODUCTS, { query });
const byId = (a: NewProduct, b: NewProduct) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Every id the list answers for `query`, walking `nextToken` to the end. */
async function allIds(query: Record<string, string>) {
  const ids: string[] = [];
  let token: string | null = null;
  let total = -1;
  for (let pages = 0; pages < 50; pages++) {
    const response = await list({ ...query, ...(token ? { $nextToken: token } : {}) });
    expect(response.status).toBe(200);
    total = response.body.total;
    ids.push(...response.body.value.map((posting: { id: string }) => posting.id));
    token = response.body.nextToken;
    if (!token) break;
  }
  return { ids, total };
}

// the questions in plain TypeScript: a comparison with an empty field is false (OData 5.1.1.1)
const lt = (value: Date | number | null, than: Date | number) => value !== null && value < than;
const gt = (value: Date | number | null, than: Date | number) => value !== null && value > than;
const same = (value: Date | null, as: Date) => value !== null && value.getTime() === as.getTime();
const has = (value: string | null, part: string) =>
  value !== null && value.toLowerCase().includes(part.toLowerCase());

const FILTERS: Array<[string, (p: NewProduct) => boolean]> = [
  ['publication/until lt 2026-05-01', (p) => lt(p.publicationUntil, tokyo('2026-05-01'))],
  ['not (publication/until lt 2026-05-01)', (p) => !lt(p.publicationUntil, tokyo('2026-05-01'))],
  [
    'not (publication.until lt 2026-05-01T00:00:00Z)',
    (p) => !lt(p.publicationUntil, new Date('2026-05-01T00:00:00Z')),
  ],
  [
    'not (not (publication.until lt 2026-05-01))',
    (p) => lt(p.publicationUntil, tokyo('2026-05-01')),
  ],
  ['publication.until eq null', (p) => p.publicationUntil === null],
  ['publication.until ne null', (p) => p.publicationUntil !== null],
  ['not (publication.until eq null)', (p) => p.publicationUntil !== null],
  [
    'publication.until eq 2026-05-01T09:00:00',
    (p) => same(p.publicationUntil, tokyo('2026-05-01T09:00:00')),
  ],
  [
    'publication.until eq 2026-05-01T00:00:00+09:00',
    (p) => same(p.publicationUntil, tokyo('2026-05-01')),
  ],
  [
    'publication.until ne 2026-05-01T00:00:00Z',
    (p) => !same(p.publicationUntil, new Date('2026-05-01T00:00:00Z')),
  ],
  [
    'publication.until ge 2026-05-01',
    (p) => p.publicationUntil !== null && p.publicationUntil >= tokyo('2026-05-01'),
  ],
  [
    'publication.until le 2026-05-01T00:00:00Z',
    (p) => p.publicationUntil !== null && p.publicationUntil <= new Date('2026-05-01T00:00:00Z'),
  ],
  ['publication.until gt 2026-05-01', (p) => gt(p.publicationUntil, tokyo('2026-05-01'))],
  [
    'not (publication.since le 2026-03-15) and publication.since ne null',
    (p) => p.publicationSince !== null && !(p.publicationSince <= tokyo('2026-03-15')),
  ],
  ['customFields.annual_salary_min gt 5000000', (p) => gt(p.annualSalaryMin, 5_000_000)],
  ['not (customFields.annual_salary_min gt 5000000)', (p) => !gt(p.annualSalaryMin, 5_000_000)],
  [
    'customFields/annual_salary_min le 5000000 or customFields/annual_salary_min eq null',
    (p) => p.annualSalaryMin === null || p.annualSalaryMin <= 5_000_000,
  ],
  ["addressLine2 eq 'Minato'", (p) => p.addressLine2 === 'Minato'],
  ["addressLine2 ne 'Minato'", (p) => p.addressLine2 !== 'Minato'],
  ["not (addressLine2 eq 'Minato')", (p) => p.addressLine2 !== 'Minato'],
  ["contains(addressLine2,'shibuya')", (p) => has(p.addressLine2, 'shibuya')],
  ["not contains(addressLine2,'shibuya')", (p) => !has(p.addressLine2, 'shibuya')],
  ["startswith(name,'posting 1')", (p) => p.name.toLowerCase().startsWith('posting 1')],
  ["endswith(name,'QA')", (p) => p.name.endsWith('QA')],
  [
    "customFields.employment_type in ('contract', 'freelance')",
    (p) => ['contract', 'freelance'].includes(p.employmentType),
  ],
  [
    "not (addressLine1 in ('東京都') or publication/publishedAt gt 2026-02-01)",
    (p) => !(p.addressLine1 === '東京都' || gt(p.publishedAt, tokyo('2026-02-01'))),
  ],
  [
    'customFields.supports_remote_work eq true and (customFields.compensation_amount ge 1500 or not (publication.since ne null))',
    (p) => p.supportsRemoteWork && (p.compensationAmount >= 1500 || p.publicationSince === null),
  ],
  [
    'publication/until LT 2026-05-01 AND NOT (customFields/annual_salary_min EQ NULL)',
    (p) => lt(p.publicationUntil, tokyo('2026-05-01')) && p.annualSalaryMin !== null,
  ],
];

describe('$filter', () => {
  test('the fixtures hold empty fields of every kind the filters read', () => {
    const shown = viewable();
    expect(shown.length).toBeGreaterThan(30);
    for (const field of [
      'publicationUntil',
      'publicationSince',
      'publishedAt',
      'addressLine1',
      'addressLine2',
      'annualSalaryMin',
    ] as const) {
      expect(shown.some((p) => p[field] === null)).toBe(true);
      expect(shown.some((p) => p[field] !== null)).toBe(true);
    }
  });

  test.each(FILTERS)('%s', async (filter, wanted) => {
    const expected = viewable().filter(wanted);
    const { ids, total } = await allIds({ $filter: filter, $top: '100' });
    expect([...ids].sort()).toEqual(expected.map((p) => p.id).sort());
    expect(total).toBe(expected.length);
  });

  test('the questions above are not trivial: each keeps some postings and drops others', () => {
    const trivial = FILTERS.filter(([, wanted]) => {
      const kept = viewable().filter(wanted).length;
      return kept === 0 || kept === viewable().length;
    }).map(([filter]) => filter);
    expect(trivial).toEqual([]);
  });
});

const ORDERS: Array<[string, (p: NewProduct) => string | number]> = [
  ['name', (p) => p.name],
  ['createdAt', (p) => p.createdAt.getTime()],
  ['customFields/compensation_amount', (p) => p.compensationAmount],
  [
    'publication/publishedAt',
    (p) => (p.publishedAt ?? p.publicationSince ?? p.createdAt).getTime(),
  ],
  ['publication.since', (p) => (p.publicationSince ?? p.publishedAt ?? p.createdAt).getTime()],
];

function sorted(key: (p: NewProduct) => string | number, desc: boolean, items = viewable()) {
  const sign = desc ? -1 : 1;
  return [...items]
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      return (ka < kb ? -1 : ka > kb ? 1 : byId(a, b)) * sign;
    })
    .map((p) => p.id);
}

describe('$orderby', () => {
  test.each(
    ORDERS.flatMap(([field, key]) => [
      [`${field} asc`, key] as const,
      [`${field} desc`, key] as const,
    ]),
  )('%s, walked in pages of 7', async (order, key) => {
    const { ids } = await allIds({ $orderby: order, $top: '7' });
    expect(ids).toEqual(sorted(key, order.endsWith('desc')));
  });

  test('with a filter, $top and $skip: the slice of the sorted matches', async () => {
    const matches = viewable().filter((p) => !lt(p.publicationUntil, tokyo('2026-05-01')));
    const response = await list({
      $filter: 'not (publication/until lt 2026-05-01)',
      $orderBy: 'customFields.compensation_amount desc',
      $top: '5',
      $skip: '3',
    });
    expect(response.status).toBe(200);
    expect(response.body.value.map((p: { id: string }) => p.id)).toEqual(
      sorted((p) => p.compensationAmount, true, matches).slice(3, 8),
    );
    expect(response.body).toMatchObject({ count: 5, total: matches.length });
  });

  test('a path with / and with . is one order: their page tokens go together', async () => {
    const first = await list({ $orderBy: 'publication/publishedAt desc', $top: '4' });
    const next = await list({
      $orderBy: 'publication.publishedAt desc',
      $top: '4',
      $nextToken: first.body.nextToken,
    });
    expect(next.status).toBe(200);
    const key = ORDERS[3]![1];
    expect(next.body.value.map((p: { id: string }) => p.id)).toEqual(sorted(key, true).slice(4, 8));
  });
});

describe('$top, $skip and $count', () => {
  test('$top=0 answers no posting, and the count', async () => {
    const expected = viewable().filter((p) => p.publicationUntil === null);
    const queries: Array<Record<string, string>> = [
      { $top: '0' },
      { $top: '0', $count: 'true' },
      { $top: '0', $skip: '2', $count: 'true' },
    ];
    for (const query of queries) {
      const response = await list({ ...query, $filter: 'publication.until eq null' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        value: [],
        count: 0,
        total: expected.length,
        nextToken: null,
      });
    }
  });

  test('$top=0 with a word search counts too', async () => {
    const response = await list({ $top: '0', search: 'Posting', $count: 'true' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ value: [], count: 0, total: viewable().length });
  });

  test('$top takes that many, $skip skips that many', async () => {
    const order = sorted((p) => p.name, false);
    const response = await list({ $orderBy: 'name', $top: '3', $skip: '10' });
    expect(response.body.value.map((p: { id: string }) => p.id)).toEqual(order.slice(10, 13));
    expect(response.body).toMatchObject({ count: 3, total: viewable().length });
  });
});

describe('system query option names', () => {
  test('are read in any case', async () => {
    const wanted = (p: NewProduct) => !lt(p.publicationUntil, tokyo('2026-05-01'));
    const expected = sorted((p) => p.name, true, viewable().filter(wanted)).slice(1, 4);
    for (const names of [
      ['$filter', '$orderBy', '$top', '$skip', '$count', '$expand'],
      ['$filter', '$orderby', '$top', '$skip', '$count', '$expand'],
      ['$FILTER', '$ORDERBY', '$TOP', '$SKIP', '$COUNT', '$EXPAND'],
      ['$Filter', '$OrderBy', '$Top', '$Skip', '$Count', '$Expand'],
    ]) {
      const [filter, orderBy, top, skip, count, expand] = names as [string, ...string[]];
      const response = await list({
        [filter]: 'not (publication/until lt 2026-05-01)',
        [orderBy as string]: 'name desc',
        [top as string]: '3',
        [skip as string]: '1',
        [count as string]: 'true',
        [expand as string]: 'organization',
      });
      expect(response.status).toBe(200);
      expect(response.body.value.map((p: { id: string }) => p.id)).toEqual(expected);
      expect(response.body.value[0].organization).toMatchObject({ id: org.id });
    }
  });

  test.each([
    ['$foo', '1'],
    ['$search', 'Go'],
    ['$SELECT', 'name'],
    ['$format', 'json'],
  ])('%s is refused with 400 wrong_parameter, not ignored', async (option, value) => {
    const response = await list({ [option]: value });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'wrong_parameter', target: option });
  });

  test('an option given twice in two spellings is refused', async () => {
    const response = await list({ $top: '1', $TOP: '2' });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'wrong_parameter' });
  });

  test('$count takes true or false only', async () => {
    expect((await list({ $count: 'false', $top: '1' })).status).toBe(200);
    expect((await list({ $count: 'yes' })).status).toBe(400);
  });
});
