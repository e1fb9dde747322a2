import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/api-paths';
import { ConfigError, loadConfig } from '../src/config/env-config';
import { resolveTokenSecret } from '../src/config/token-secret';
import { createPgliteDatabase } from '../src/db/pglite-database';
import { MIGRATIONS_DIR } from '../src/config/api-paths';
import { migrate } from '../src/db/migrate';

describe('loadConfig', () => {
  test('defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: 'localhost',
      dataDir: path.join(REPO_ROOT, '.data'),
      publicOrigin: 'http://localhost:8080',
      seedDemo: true,
      rateLimit: { enabled: true, loginPerMinute: 10, mailPerMinute: 5 },
      app: { appName: 'JobMatch', enabledScreenModes: ['mobile'] },
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  test('relative paths are taken from the repository root, not the working directory', () => {
    const config = loadConfig({
      DATA_DIR: 'tmp/data',
      SHELL_DIST: 'shell/dist',
      DATA_DIR_UNUSED: 'x',
    });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'tmp/data'));
    expect(config.shellDist).toBe(path.join(REPO_ROOT, 'shell/dist'));
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  test('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://x',
        TOKEN_SECRET: 'short',
        SCREEN_MODES: 'mobile,tv',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const key of ['PORT', 'NODE_ENV', 'DATABASE_URL', 'TOKEN_SECRET', 'SCREEN_MODES'])
      expect(problems).toContain(key);
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- /);
    expect(problems).toContain('(got "eighty")');
    // credentials are named, never echoed
    expect(problems).not.toContain('short');
    expect(problems).not.toContain('mysql://x');
  });

  test('production listens on every interface and allows no remote overrides', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://jobmatch.example/',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      publicOrigin: 'https://jobmatch.example',
      app: { overrideAllowlist: [] },
    });
  });
});

describe('token secret', () => {
  test('is generated once and kept in the data directory', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jobmatch-secret-'));
    try {
      const first = await resolveTokenSecret(undefined, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(await resolveTokenSecret(undefined, dir)).toBe(first);
      expect((await readFile(path.join(dir, 'token-secret'), 'utf8')).trim()).toBe(first);
      expect(await resolveTokenSecret('given-secret-given-secret-given-secret', dir)).toBe(
        'given-secret-given-secret-given-secret',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('migrations', () => {
  test('apply once and are recorded', async () => {
    const db = await createPgliteDatabase('memory://');
    try {
      const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
      expect(files.slice(0, 2)).toEqual(['0001_accounts.sql', '0002_mail_outbox.sql']);
      expect(await migrate(db, MIGRATIONS_DIR)).toEqual(files);
      expect(await migrate(db, MIGRATIONS_DIR)).toEqual([]);
      const { rows } = await db.query<{ version: string }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((row) => row.version)).toEqual(files.map((file) => file.slice(0, 4)));
    } finally {
      await db.close();
    }
  });
});
