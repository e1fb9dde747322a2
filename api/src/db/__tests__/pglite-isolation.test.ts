import { SLOW_BY_DESIGN_MS } from '../../../test/support/time-limits';
import { createPgliteDatabase } from '../pglite-database';

// PGlite is one connection: a statement outside a transaction must wait for an open one, or it
// runs between another request's BEGIN and COMMIT and shares its fate.
test(
  'a statement outside a transaction is not part of an open one, nor rolled back with it',
  async () => {
    const db = await createPgliteDatabase('memory://');
    try {
      await db.exec('CREATE TABLE marks (name text PRIMARY KEY)');
      let outside: Promise<unknown> | undefined;
      const failed = db.transaction(async (tx) => {
        await tx.query("INSERT INTO marks VALUES ('inside')");
        // another request writes while this transaction is open
        outside = db.query("INSERT INTO marks VALUES ('outside')");
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.query('SELECT 1');
        throw new Error('roll back');
      });
      await expect(failed).rejects.toThrow('roll back');
      await outside;
      const { rows } = await db.query<{ name: string }>('SELECT name FROM marks ORDER BY name');
      expect(rows.map((row) => row.name)).toEqual(['outside']);
    } finally {
      await db.close();
    }
  },
  SLOW_BY_DESIGN_MS,
);
