import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { createPgliteDatabase } from '../../db/pglite-database';
import { waitUntil } from '../../../test/support/time-limits';
import { defineEventChannel } from '../event-channel';

// A typed channel carries its events between services as JSON over NOTIFY
// (docs/api.md#domain-events): at commit, in commit order, none of a rolled-back transaction.

interface Probe {
  type: 'probe';
  n: number;
}

let db: Database;
beforeAll(async () => {
  db = await createPgliteDatabase('memory://');
});
afterAll(() => db.close());

test('subscribers get the published events, typed, in commit order; a rollback publishes nothing', async () => {
  const channel = defineEventChannel<Probe>(`test_${randomBytes(4).toString('hex')}`);
  const received: Probe[] = [];
  const unsubscribe = await channel.subscribe(db, (event) => received.push(event));

  await db.transaction((tx) => channel.publish(tx, { type: 'probe', n: 1 }));
  await expect(
    db.transaction(async (tx) => {
      await channel.publish(tx, { type: 'probe', n: 2 });
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  await db.transaction((tx) => channel.publish(tx, { type: 'probe', n: 3 }));

  await waitUntil(() => received.length === 2, 'both events');
  expect(received).toEqual([
    { type: 'probe', n: 1 },
    { type: 'probe', n: 3 },
  ]);
  await unsubscribe();
});

test('a payload that is not JSON goes to onMalformed, not to the subscriber', async () => {
  const channel = defineEventChannel<Probe>(`test_${randomBytes(4).toString('hex')}`);
  const received: Probe[] = [];
  const malformed: string[] = [];
  const unsubscribe = await channel.subscribe(db, (event) => received.push(event), {
    onMalformed: (payload) => malformed.push(payload),
  });

  await db.query('SELECT pg_notify($1, $2)', [channel.name, 'not json']);
  await db.transaction((tx) => channel.publish(tx, { type: 'probe', n: 1 }));

  await waitUntil(() => received.length === 1, 'the event');
  expect(malformed).toEqual(['not json']);
  await unsubscribe();
});
