import { PGlite } from '@electric-sql/pglite';
import { queryInOneTrip, textOf } from '../pglite-one-trip';

// A statement in one call into PGlite (src/db/pglite-one-trip.ts): its parameters, serialised by
// their JavaScript type, reach PostgreSQL as PGlite's own `query` would send them.

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`CREATE TABLE kinds (
    id text PRIMARY KEY, at timestamptz, tags text[], data jsonb, flag boolean, bytes bytea, n bigint, x numeric
  )`);
});
afterAll(() => db.close());

test('every kind of parameter arrives as it would through PGlite.query', async () => {
  const params = [
    'a',
    new Date('2026-11-28T01:02:03.456Z'),
    ['plain', 'with "quotes"', 'back\\slash', null, '', 'comma,{brace}'],
    { nested: { list: [1, 'two'] }, text: 'ü "q"' },
    true,
    new Uint8Array([0, 1, 254, 255]),
    9007199254740993n,
    1.5,
  ];
  const sql = 'INSERT INTO kinds VALUES ($1, $2, $3, $4, $5, $6, $7, $8)';
  await queryInOneTrip(db, sql, params);
  await db.query(sql, ['b', ...params.slice(1)]);
  const { rows } = await queryInOneTrip<Record<string, unknown>>(
    db,
    'SELECT * FROM kinds ORDER BY id',
    [],
  );
  expect(rows).toHaveLength(2);
  expect({ ...rows[0], id: 'b' }).toEqual(rows[1]);
  expect(rows[0]).toMatchObject({ tags: params[2], data: params[3], flag: true });
});

test('nulls, an array in ANY(), and the row count of a write', async () => {
  const result = await queryInOneTrip(db, 'UPDATE kinds SET at = $1 WHERE id = ANY($2::text[])', [
    null,
    ['a', 'b', 'none'],
  ]);
  expect(result.affectedRows).toBe(2);
  expect(textOf(undefined)).toBeNull();
  expect(textOf([[1, 2], [3]])).toBe('{{"1","2"},{"3"}}');
});

test("a failed statement throws PostgreSQL's code, and the next one runs", async () => {
  await expect(
    queryInOneTrip(db, 'INSERT INTO kinds (id) VALUES ($1)', ['a']),
  ).rejects.toMatchObject({ code: '23505' });
  const { rows } = await queryInOneTrip(db, 'SELECT count(*)::int AS n FROM kinds', []);
  expect(rows).toEqual([{ n: 2 }]);
});

test('a NOTIFY reaches the listeners', async () => {
  const received: string[] = [];
  await db.listen('one_trip', (payload) => received.push(payload));
  await queryInOneTrip(db, "SELECT pg_notify('one_trip', $1)", ['hello']);
  expect(received).toEqual(['hello']);
});
