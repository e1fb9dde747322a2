import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../../src/db/migrate';
import { createPgliteDatabase, type PgliteDatabase } from '../../src/db/pglite-database';

// Starting PGlite runs initdb (seconds); loading a dumped data directory takes a fraction of it.
// So a run migrates one database in jest's global setup and every test file starts from a copy
// of it (docs/testing.md#the-migrated-template).

/** Where the global setup left the run's migrated data directory. */
const TEMPLATE_ENV = 'JOBMATCH_TEST_PGLITE_TEMPLATE';
const MIGRATIONS_DIR = path.join(__dirname, '../../migrations');

/** Migrates a fresh in-memory database and writes its data directory to a file of its own. */
export async function writeMigratedTemplate(): Promise<string> {
  const db = await createPgliteDatabase('memory://');
  await migrate(db, MIGRATIONS_DIR);
  const file = path.join(tmpdir(), `jobmatch-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  await db.close();
  return file;
}

let template: Promise<Blob> | undefined;

/**
 * An in-memory database with every migration applied: a copy of the run's template when the
 * global setup made one (a single test file run by path still gets one), else migrated here.
 */
export async function openMigratedPglite(): Promise<PgliteDatabase> {
  const file = process.env[TEMPLATE_ENV];
  if (!file) {
    const db = await createPgliteDatabase('memory://');
    await migrate(db, MIGRATIONS_DIR);
    return db;
  }
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return createPgliteDatabase('memory://', { startFrom: await template });
}

/** jest `globalSetup`: the template, unless the run is on a PostgreSQL server. */
export async function setUpTemplate(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  process.env[TEMPLATE_ENV] = await writeMigratedTemplate();
}

/** jest `globalTeardown`. */
export async function tearDownTemplate(): Promise<void> {
  const file = process.env[TEMPLATE_ENV];
  if (file) await rm(file, { force: true });
}
