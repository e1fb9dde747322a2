import * as v from 'valibot';
import { ApiError } from '../api-error';
import {
  keysetSql,
  pageFixedList,
  readListRequest,
  SqlParams,
  toKeysetPage,
  type FixedList,
  type ListResource,
} from '../keyset-pagination';

const RESOURCE: ListResource = {
  filterFields: { name: { sql: 't.name', type: 'string' } },
  orderFields: {
    createdAt: { sql: 't.created_at', sqlType: 'timestamptz' },
    name: { sql: 't.name', sqlType: 'text' },
  },
  defaultOrder: { field: 'createdAt', desc: true },
  idSql: 't.id',
  expandable: ['owner'],
  defaultTop: 20,
  maxTop: 100,
};

const UNFILTERED: ListResource = { ...RESOURCE, filterFields: {}, fixedOrder: true };

const LETTERS: FixedList<{ id: string; vowel: boolean }> = {
  records: 'abcdefg'.split('').map((id) => ({ id, vowel: 'aeiou'.includes(id) })),
  id: (record) => record.id,
  filterFields: { vowel: { type: 'boolean', get: (record) => record.vowel } },
};

const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.statusCode, code: error.code };
    throw error;
  }
  throw new Error('expected an ApiError');
};

const ids = (page: { value: Array<{ id: string }> }) => page.value.map((record) => record.id);

describe('readListRequest', () => {
  test('reads top (capped), skip, order, expand and compiles the filter into the parameters', () => {
    const params = new SqlParams();
    const { list } = readListRequest(
      { $top: '500', $skip: '3', $orderBy: 'name asc', $expand: 'owner', $filter: "name eq 'x'" },
      RESOURCE,
      params,
    );
    expect(list).toMatchObject({ limit: 100, skip: 3, cursor: null, expand: new Set(['owner']) });
    expect(list.order).toMatchObject({ key: 'name asc', desc: false });
    expect(list.filter?.sql).toBe('(t.name = $1::text)');
    expect(params.values).toEqual(['x']);
  });

  test('a list without filter fields or with a fixed order refuses $filter and $orderBy', () => {
    const read = (query: Record<string, string>) => () =>
      readListRequest(query, UNFILTERED, new SqlParams());
    expect(errorOf(read({ $filter: "name eq 'x'" }))).toEqual({
      status: 400,
      code: 'invalid_filter_parameter',
    });
    expect(errorOf(read({ $orderBy: 'createdAt' }))).toEqual({
      status: 400,
      code: 'invalid_order_by_parameter',
    });
    expect(errorOf(read({ $nextToken: '%%%' }))).toEqual({ status: 400, code: 'wrong_parameter' });
  });

  test('system query options are read in any case ($orderby, $FILTER, $Top)', () => {
    const params = new SqlParams();
    const { list } = readListRequest(
      {
        $orderby: 'name desc',
        $FILTER: "name eq 'x'",
        $Top: '5',
        $SKIP: '1',
        $eXpand: 'owner',
        $COUNT: 'TRUE',
      },
      RESOURCE,
      params,
    );
    expect(list).toMatchObject({ limit: 5, skip: 1, expand: new Set(['owner']) });
    expect(list.order).toMatchObject({ key: 'name desc', desc: true });
    expect(list.filter?.sql).toBe('(t.name = $1::text)');
    expect(readListRequest({ $count: 'false' }, RESOURCE, new SqlParams()).list.limit).toBe(20);
  });

  test.each([
    ['$foo', { $foo: '1' }],
    ['$search', { $search: 'go' }],
    ['$SELECT', { $SELECT: 'name' }],
    ['$TOP', { $top: '1', $TOP: '2' }],
  ])('%s is refused with 400 wrong_parameter naming it, not ignored', (target, query) => {
    try {
      readListRequest(query, RESOURCE, new SqlParams());
      throw new Error('not thrown');
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400, code: 'wrong_parameter', target });
    }
  });

  test('parameters without $ stay as the list declares them', () => {
    const extra = { search: v.optional(v.string()) };
    const { query } = readListRequest(
      { search: 'go', Search: 'x' },
      RESOURCE,
      new SqlParams(),
      extra,
    );
    expect(query.search).toBe('go');
  });

  test("'/' separates an $orderBy path as '.' does, and gives the same token order", () => {
    const resource: ListResource = {
      ...RESOURCE,
      orderFields: {
        ...RESOURCE.orderFields,
        'publication.since': RESOURCE.orderFields.createdAt!,
      },
    };
    const { list } = readListRequest(
      { $orderBy: 'publication/since desc' },
      resource,
      new SqlParams(),
    );
    expect(list.order.key).toBe('publication.since desc');
  });

  test('$top=0 asks for no row (the count only); the one row more tells nothing', () => {
    const list = readListRequest({ $top: '0' }, RESOURCE, new SqlParams()).list;
    expect(list.limit).toBe(0);
    const page = toKeysetPage([{ id: 'a', sort_key: '1' }], 7, list, (row) => row);
    expect(page).toEqual({ value: [], count: 0, total: 7, nextToken: null, previousToken: null });
  });
});

describe('page tokens', () => {
  const forge = (token: Record<string, unknown>) =>
    Buffer.from(JSON.stringify(token)).toString('base64url');
  const cursorOf = (query: Record<string, string>) =>
    readListRequest(query, RESOURCE, new SqlParams()).list.cursor;

  test('a sort value the database printed is taken, in any time zone', () => {
    for (const value of [
      '2026-04-01 00:00:00+00',
      '2026-04-01 09:00:00.123456+09',
      '2024-02-29 23:59:59-03:30',
    ])
      expect(cursorOf({ $nextToken: forge({ o: 'createdAt desc', v: value, i: 'id-1' }) })).toEqual(
        { value, id: 'id-1', backward: false },
      );
    expect(
      cursorOf({ $orderBy: 'name', $nextToken: forge({ o: 'name asc', v: 'any text', i: 'x' }) }),
    ).toMatchObject({ value: 'any text' });
  });

  test.each([
    ['not a time', { o: 'createdAt desc', v: 'yesterday', i: 'x' }],
    ['year 0', { o: 'createdAt desc', v: '0000-01-01 00:00:00+00', i: 'x' }],
    ['a day February lacks', { o: 'createdAt desc', v: '2025-02-29 00:00:00+00', i: 'x' }],
    ['hour 25', { o: 'createdAt desc', v: '2026-04-01 25:00:00+00', i: 'x' }],
    ['a NUL in a text value', { o: 'name asc', v: 'a\u0000', i: 'x' }],
    ['a NUL in the id', { o: 'createdAt desc', v: '2026-04-01 00:00:00+00', i: 'x\u0000' }],
    [
      'an id of 101 characters',
      { o: 'createdAt desc', v: '2026-04-01 00:00:00+00', i: 'x'.repeat(101) },
    ],
  ])('%s is refused before the database sees it', (_what, token) => {
    const orderBy: Record<string, string> = token.o === 'name asc' ? { $orderBy: 'name' } : {};
    expect(errorOf(() => cursorOf({ ...orderBy, $previousToken: forge(token) }))).toEqual({
      status: 400,
      code: 'wrong_parameter',
    });
  });

  test('the position of a list held in code is a whole number', () => {
    expect(
      errorOf(() =>
        pageFixedList({ $nextToken: forge({ o: 'position asc', v: 'x', i: 'a' }) }, LETTERS),
      ),
    ).toEqual({ status: 400, code: 'wrong_parameter' });
  });
});

describe('keysetSql', () => {
  test('counts without the cursor and pages one row more than asked, after the cursor', () => {
    const params = new SqlParams();
    const first = readListRequest({ $top: '2' }, RESOURCE, params).list;
    const { page, count } = keysetSql({
      columns: 't.id',
      from: 'things t',
      conditions: [`t.owner = ${params.add('me')}`],
      list: first,
      resource: RESOURCE,
      params,
    });
    expect(count).toEqual({
      sql: 'SELECT count(*)::int AS total FROM things t WHERE t.owner = $1',
      params: ['me'],
    });
    expect(page.sql).toBe(
      'SELECT t.id, (t.created_at)::text AS sort_key FROM things t WHERE t.owner = $1 AND TRUE ORDER BY (t.created_at) DESC, t.id DESC LIMIT 3 OFFSET 0',
    );
  });

  test('with a count cap, counts one match past the cap at most', () => {
    const params = new SqlParams();
    const { list } = readListRequest({}, RESOURCE, params);
    const { count } = keysetSql({
      columns: 't.id',
      from: 'things t',
      conditions: [],
      list,
      resource: RESOURCE,
      params,
      countCap: 10_000,
    });
    expect(count.sql).toBe(
      'SELECT count(*)::int AS total FROM (SELECT 1 FROM things t WHERE TRUE LIMIT 10001) AS capped',
    );
  });
});

describe('toKeysetPage', () => {
  const list = readListRequest({ $top: '2' }, RESOURCE, new SqlParams()).list;
  const rows = [
    { id: 'a', sort_key: '3' },
    { id: 'b', sort_key: '2' },
  ];

  test('a total past the cap is the cap, marked capped; at or under it, exact', () => {
    const same = (row: { id: string }) => row.id;
    expect(toKeysetPage(rows, 10_001, list, same, 10_000)).toMatchObject({
      total: 10_000,
      totalCapped: true,
    });
    const exact = toKeysetPage(rows, 10_000, list, same, 10_000);
    expect(exact.total).toBe(10_000);
    expect(exact).not.toHaveProperty('totalCapped');
    // lists without a cap keep their shape
    expect(toKeysetPage(rows, 10_001, list, same)).not.toHaveProperty('totalCapped');
  });
});

describe('pageFixedList', () => {
  test('walks a list held in code forwards and back with the same tokens as a table', () => {
    const first = pageFixedList({ $top: '3' }, LETTERS);
    expect(first).toMatchObject({ count: 3, total: 7, previousToken: null });
    expect(ids(first)).toEqual(['a', 'b', 'c']);
    const second = pageFixedList({ $top: '3', $nextToken: first.nextToken }, LETTERS);
    expect(ids(second)).toEqual(['d', 'e', 'f']);
    const last = pageFixedList({ $top: '3', $nextToken: second.nextToken }, LETTERS);
    expect(ids(last)).toEqual(['g']);
    expect(last.nextToken).toBeNull();
    const back = pageFixedList({ $top: '3', $previousToken: second.previousToken }, LETTERS);
    expect(ids(back)).toEqual(['a', 'b', 'c']);
    expect(back.previousToken).toBeNull();
  });

  test('answers everything in one page by default; filters, skips, refuses $orderBy and $expand', () => {
    expect(ids(pageFixedList({}, LETTERS))).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    const vowels = pageFixedList({ $filter: 'vowel eq true', $skip: '1' }, LETTERS);
    expect(vowels).toMatchObject({ count: 1, total: 2, nextToken: null });
    expect(ids(vowels)).toEqual(['e']);
    expect(errorOf(() => pageFixedList({ $orderBy: 'id' }, LETTERS)).code).toBe(
      'invalid_order_by_parameter',
    );
    expect(errorOf(() => pageFixedList({ $expand: 'x' }, LETTERS)).code).toBe(
      'invalid_expand_parameter',
    );
    expect(errorOf(() => pageFixedList({ $filter: 'colour eq 1' }, LETTERS)).code).toBe(
      'invalid_filter_parameter',
    );
  });

  test('reads options in any case, refuses unknown ones and answers $top=0 with the count alone', () => {
    expect(ids(pageFixedList({ $FILTER: 'not (vowel eq true)', $TOP: '2' }, LETTERS))).toEqual([
      'b',
      'c',
    ]);
    expect(pageFixedList({ $top: '0', $count: 'true' }, LETTERS)).toEqual({
      value: [],
      count: 0,
      total: 7,
      nextToken: null,
      previousToken: null,
    });
    expect(errorOf(() => pageFixedList({ $select: 'id' }, LETTERS)).code).toBe('wrong_parameter');
  });
});
