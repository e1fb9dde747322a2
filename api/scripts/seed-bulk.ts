// `pnpm --filter ./api seed:bulk [count] [--seed N]`: adds generated postings (default 100,000)
// and their companies to the configured database (DATABASE_URL, else PGlite in DATA_DIR,
// default .data/). Stop the api first when it uses the same PGlite directory.
import { mkdirSync } from 'node:fs';
import { IN_MEMORY_DATA_DIR, loadConfig } from '../src/config/env-config';
import { MIGRATIONS_DIR } from '../src/config/api-paths';
import { createDatabase } from '../src/db/create-database';
import { migrate } from '../src/db/migrate';
import { seedBulkCatalog } from '../src/seed/catalog/seed-catalog';

const args = process.argv.slice(2);
const seedFlag = args.indexOf('--seed');
const seed = seedFlag >= 0 ? Number(args[seedFlag + 1]) : Date.now() % 1_000_000;
const count = Number(args.find((arg, i) => /^\d+$/.test(arg) && i !== seedFlag + 1) ?? 100_000);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('usage: seed:bulk [count] [--seed N]');
  process.exit(1);
}

// index builds over 100,000 rows run longer than a request may
const config = loadConfig({ ...process.env, SEED_DEMO: 'false', STATEMENT_TIMEOUT_MS: '0' });
if (!config.databaseUrl && config.dataDir !== IN_MEMORY_DATA_DIR)
  mkdirSync(config.dataDir, { recursive: true });
const db = await createDatabase(config);
const started = performance.now();
try {
  await migrate(db, MIGRATIONS_DIR);
  console.log(
    `adding ${count.toLocaleString('en-US')} postings (seed ${seed}) to ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`,
  );
  let lastReport = 0;
  const result = await seedBulkCatalog(db, {
    now: new Date(),
    products: count,
    seed,
    onProgress(done, total) {
      const seconds = (performance.now() - started) / 1000;
      if (done === total || seconds - lastReport >= 2) {
        lastReport = seconds;
        console.log(
          `  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} postings  ${seconds.toFixed(1)} s`,
        );
      }
    },
  });
  console.log(
    `done: ${result.products.toLocaleString('en-US')} postings, ${result.organizations} new companies, indexes rebuilt, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await db.close();
}
