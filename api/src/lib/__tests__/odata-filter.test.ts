import { ApiError } from '../api-error';
import {
  compileFilter,
  filterRecords,
  filterToSql,
  FilterSyntaxError,
  datetimeInstant,
  parseFilter,
  SqlParams,
  topLevelEqualities,
  type FilterField,
} from '../odata-filter';

const FIELDS: Record<string, FilterField> = {
  name: { sql: 'p.name', type: 'string' },
  amount: { sql: 'p.amount', type: 'number' },
  remote: { sql: 'p.remote', type: 'boolean' },
  since: { sql: 'p.since', type: 'datetime' },
  'customFields.demand_user_info.id': { sql: 'o.user_id', type: 'string' },
};

const compile = (input: string) => {
  const params = new SqlParams();
  return { sql: compileFilter(parseFilter(input), FIELDS, params), params: params.values };
};

describe('parseFilter', () => {
  test('parses comparisons, in, functions, not and precedence (and binds tighter than or)', () => {
    expect(parseFilter("name eq 'a' or amount gt 1 and not remote eq true")).toEqual({
      kind: 'or',
      left: { kind: 'compare', op: 'eq', field: 'name', value: { type: 'string', value: 'a' } },
      right: {
        kind: 'and',
        left: { kind: 'compare', op: 'gt', field: 'amount', value: { type: 'number', value: 1 } },
        right: {
          kind: 'not',
          operand: {
            kind: 'compare',
            op: 'eq',
            field: 'remote',
            value: { type: 'boolean', value: true },
          },
        },
      },
    });
    expect(parseFilter("contains(name,'x')")).toEqual({
      kind: 'call',
      fn: 'contains',
      field: 'name',
      value: { type: 'string', value: 'x' },
    });
    expect(parseFilter("name in ('a', 'b')")).toMatchObject({
      kind: 'in',
      values: [{ value: 'a' }, { value: 'b' }],
    });
    expect(parseFilter('since ge 2026-01-01T00:00:00Z')).toMatchObject({
      value: { type: 'datetime', value: '2026-01-01T00:00:00Z' },
    });
  });

  test("'' inside a string is one quote", () => {
    expect(parseFilter("name eq 'it''s'")).toMatchObject({ value: { value: "it's" } });
  });

  test('keywords are case-insensitive; field paths are dotted', () => {
    expect(parseFilter("customFields.demand_user_info.id EQ 'u1' AND name Ne null")).toMatchObject({
      kind: 'and',
    });
  });

  test.each([
    '',
    'name',
    "name eq 'x",
    "name eq 'x' and",
    "(name eq 'x'",
    "name eq 'x')",
    'name ~ 1',
    "name like 'x'",
    "eq eq 'x'",
    'contains(name)',
    `${'('.repeat(30)}name eq 'x'${')'.repeat(30)}`,
    'x'.repeat(2001),
  ])('%s is a syntax error', (input) => {
    expect(() => parseFilter(input)).toThrow(FilterSyntaxError);
  });
});

describe('compileFilter', () => {
  test('every value is a parameter; field SQL comes from the allowlist', () => {
    expect(compile("name eq 'x'' ; drop table products; --'")).toEqual({
      sql: '(p.name = $1::text)',
      params: ["x' ; drop table products; --"],
    });
    expect(compile("amount ge 10 and (remote eq false or name ne 'a')")).toEqual({
      sql: '((p.amount >= $1::numeric) AND ((p.remote = $2::boolean) OR (p.name IS DISTINCT FROM $3::text)))',
      params: [10, false, 'a'],
    });
    expect(compile('name eq null')).toEqual({ sql: '(p.name IS NULL)', params: [] });
    expect(compile("contains(name,'50%_off')")).toEqual({
      sql: "(p.name ILIKE $1::text ESCAPE '\\')",
      params: ['%50\\%\\_off%'],
    });
    expect(compile("since lt '2026-01-01T00:00Z'").params).toEqual(['2026-01-01T00:00:00.000Z']);
  });

  test('a date or datetime without a zone is Tokyo time (+09:00); one with a zone is as written', () => {
    expect(compile("since lt '2026-01-01'").params).toEqual(['2025-12-31T15:00:00.000Z']);
    expect(compile('since lt 2026-05-01').params).toEqual(['2026-04-30T15:00:00.000Z']);
    expect(compile('since lt 2026-05-01T09:00:00').params).toEqual(['2026-05-01T00:00:00.000Z']);
    expect(compile('since lt 2026-05-01T09:00').params).toEqual(['2026-05-01T00:00:00.000Z']);
    expect(compile('since lt 2026-05-01T09:00:00Z').params).toEqual(['2026-05-01T09:00:00.000Z']);
    expect(compile('since lt 2026-05-01T09:00:00-05:00').params).toEqual([
      '2026-05-01T14:00:00.000Z',
    ]);
    expect(datetimeInstant('2026-05-01')?.toISOString()).toBe('2026-04-30T15:00:00.000Z');
    expect(datetimeInstant('2026-05-01 junk')).toBeUndefined();
  });

  test('not over a field that can be empty: a comparison with NULL is false, so its negation is true', () => {
    // SQL's NOT (NULL < x) is NULL, which dropped every posting without an end date
    expect(compile('not (since lt 2026-05-01T00:00:00Z)')).toEqual({
      sql: '(NOT COALESCE((p.since < $1::timestamptz), false))',
      params: ['2026-05-01T00:00:00.000Z'],
    });
    expect(compile("not (name eq 'a' or amount gt 1)").sql).toBe(
      '(NOT COALESCE(((p.name = $1::text) OR (p.amount > $2::numeric)), false))',
    );
    // outside `not` the comparisons stay as they are (their indexes still serve)
    expect(compile('since lt 2026-05-01T00:00:00Z').sql).toBe('(p.since < $1::timestamptz)');
  });

  test("'/' separates a property path as '.' does", () => {
    expect(parseFilter("customFields/demand_user_info/id eq 'u1'")).toMatchObject({
      field: 'customFields.demand_user_info.id',
    });
    expect(compile("contains(customFields/demand_user_info/id,'u')").sql).toBe(
      "(o.user_id ILIKE $1::text ESCAPE '\\')",
    );
  });

  test.each([
    "secret eq 'x'",
    "amount eq 'x'",
    'remote gt true',
    "since eq 'tomorrow'",
    "contains(amount,'1')",
    'name gt null',
    "toString eq 'x'",
  ])('%s is rejected', (input) => {
    expect(() => compile(input)).toThrow(FilterSyntaxError);
  });

  test('datetimes stay within the years 0001–9999, in UTC', () => {
    expect(compile('since ge 0001-01-01T00:00:00Z').params).toEqual(['0001-01-01T00:00:00.000Z']);
    // in Tokyo the first day of the year 1 begins in the year 0 of UTC
    expect(() => compile('since ge 0001-01-01')).toThrow(/years 1–9999 in UTC.*Tokyo time/);
    expect(compile('since ge 0001-01-01T09:00:00').params).toEqual(['0001-01-01T00:00:00.000Z']);
    expect(compile("since le '9999-12-31T23:59:59Z'").params).toEqual(['9999-12-31T23:59:59.000Z']);
    for (const input of [
      'since ge 0000-01-01',
      "since ge '0000-12-31T23:00:00Z'",
      'since lt 9999-12-31T23:00:00-05:00',
      'since in (2026-01-01, 0000-01-01)',
    ])
      expect(() => compile(input)).toThrow(/years 1–9999/);
  });

  test('filterToSql turns problems into 400 invalid_filter_parameter', () => {
    try {
      filterToSql('name eq', FIELDS, new SqlParams());
      throw new Error('not thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        statusCode: 400,
        code: 'invalid_filter_parameter',
        target: '$filter',
      });
    }
  });
});

describe('helpers', () => {
  test('topLevelEqualities lists the and-joined equalities only', () => {
    const tree = parseFilter(
      "customFields.demand_user_info.id eq 'u1' and name eq 'p1' and (amount eq 1 or amount eq 2)",
    );
    expect(topLevelEqualities(tree).map((entry) => entry.field)).toEqual([
      'customFields.demand_user_info.id',
      'name',
    ]);
  });

  test('filterRecords applies the same rules in memory', () => {
    const records = [
      { name: 'skills', n: 1 },
      { name: 'colour', n: 2 },
    ];
    const fields = {
      name: { type: 'string' as const, get: (r: { name: string }) => r.name },
      n: { type: 'number' as const, get: (r: { n: number }) => r.n },
    };
    expect(filterRecords("name eq 'skills'", records, fields)).toEqual([records[0]]);
    expect(filterRecords("n gt 1 or contains(name,'KIL')", records, fields)).toEqual(records);
    expect(() => filterRecords('n eq true', records, fields)).toThrow(ApiError);
  });

  test('filterRecords reads empty fields as the SQL does: a comparison with them is false', () => {
    const records = [
      { id: 'a', until: '2026-06-01T00:00:00Z', note: 'remote ok' },
      { id: 'b', until: null, note: null },
      { id: 'c', until: '2026-04-01T00:00:00Z', note: 'office' },
    ];
    type Row = (typeof records)[number];
    const fields = {
      until: { type: 'datetime' as const, get: (r: Row) => r.until },
      note: { type: 'string' as const, get: (r: Row) => r.note },
    };
    const ids = (filter: string) => filterRecords(filter, records, fields).map((r) => r.id);
    expect(ids('until lt 2026-05-01')).toEqual(['c']);
    expect(ids('not (until lt 2026-05-01)')).toEqual(['a', 'b']);
    expect(ids('until eq null')).toEqual(['b']);
    expect(ids('not (until ne null)')).toEqual(['b']);
    expect(ids("contains(note,'')")).toEqual(['a', 'c']);
    expect(ids("not contains(note,'remote')")).toEqual(['b', 'c']);
    // a date without a zone is Tokyo's: 2026-06-01 09:00 there is 00:00 in UTC
    expect(ids('until eq 2026-06-01T09:00:00')).toEqual(['a']);
  });
});
