import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { API_ROOT, REPO_ROOT } from '../src/config/api-paths';
import { ConfigError, loadConfig, trustProxyOption } from '../src/config/env-config';
import { resolveTokenSecret } from '../src/config/token-secret';
import { createPgliteDatabase } from '../src/db/pglite-database';
import { MIGRATIONS_DIR } from '../src/config/api-paths';
import { migrate } from '../src/db/migrate';
import { purgeExpiredTokens } from '../src/db/purge-expired-tokens';
import { SLOW_BY_DESIGN_MS } from './support/time-limits';

/** What loadConfig says is wrong with `env`, one problem a line; '' when nothing is. */
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as ConfigError).problems.join('\n');
  }
  return '';
};

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

  test('demo data only in development unless SEED_DEMO says otherwise', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  test('the first administrator comes from ADMIN_EMAIL, with a password that follows the rules', () => {
    expect(loadConfig({}).firstAdministrator).toBeUndefined();
    expect(
      loadConfig({ ADMIN_EMAIL: ' owner@jobmatch.example ', ADMIN_PASSWORD: 'owner2026pass' })
        .firstAdministrator,
    ).toEqual({ email: 'owner@jobmatch.example', password: 'owner2026pass' });
    expect(loadConfig({ ADMIN_EMAIL: 'owner@jobmatch.example' }).firstAdministrator).toEqual({
      email: 'owner@jobmatch.example',
      password: undefined,
    });
    const weak = problemsOf({ ADMIN_EMAIL: 'owner@jobmatch.example', ADMIN_PASSWORD: 'password' });
    expect(weak).toContain('ADMIN_PASSWORD: must follow the password rules');
    expect(weak).not.toContain('"password"'); // a credential: named, never echoed
    expect(problemsOf({ ADMIN_EMAIL: 'not an address' })).toContain('ADMIN_EMAIL');
    expect(problemsOf({ ADMIN_PASSWORD: 'owner2026pass' })).toContain(
      'ADMIN_PASSWORD: is read only together with ADMIN_EMAIL',
    );
  });

  test('statement time-out: 5 s by default, 0 turns it off', () => {
    expect(loadConfig({}).statementTimeoutMs).toBe(5000);
    expect(loadConfig({ STATEMENT_TIMEOUT_MS: '0' }).statementTimeoutMs).toBe(0);
    expect(() => loadConfig({ STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/STATEMENT_TIMEOUT_MS/);
  });
});

describe('MAIL_FROM', () => {
  test('JobMatch <no-reply@jobmatch.example> by default; a name and an address, or an address alone', () => {
    expect(loadConfig({}).mailFrom).toEqual({
      name: 'JobMatch',
      address: 'no-reply@jobmatch.example',
    });
    expect(loadConfig({ MAIL_FROM: 'JobMatch 採用 <jobs@example.com>' }).mailFrom).toEqual({
      name: 'JobMatch 採用',
      address: 'jobs@example.com',
    });
    expect(loadConfig({ MAIL_FROM: ' "Jobs, Tokyo" <jobs@example.com> ' }).mailFrom).toEqual({
      name: 'Jobs, Tokyo',
      address: 'jobs@example.com',
    });
    expect(loadConfig({ MAIL_FROM: '<jobs@example.com>' }).mailFrom).toEqual({
      name: '',
      address: 'jobs@example.com',
    });
    expect(loadConfig({ MAIL_FROM: 'jobs@example.com' }).mailFrom).toEqual({
      name: '',
      address: 'jobs@example.com',
    });
  });

  test.each([
    'JobMatch',
    'JobMatch <not an address>',
    'JobMatch <jobs@example.com',
    'Job<Match> <jobs@example.com>',
    'JobMatch\r\nBcc: someone@example.com <jobs@example.com>',
    'jobs@example.com\nBcc: someone@example.com',
  ])('%j is refused, naming MAIL_FROM', (value) => {
    expect(problemsOf({ MAIL_FROM: value })).toMatch(/^MAIL_FROM: must be an address/);
  });
});

describe('TRUST_PROXY', () => {
  test('no proxy by default; a hop count or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.0.0.0/8', 'fd00::/8', 'loopback']);
  });

  test('true (every hop) is refused with what to write instead', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      const problems = problemsOf({ TRUST_PROXY: value });
      expect(problems).toContain('TRUST_PROXY: must not trust every hop');
      expect(problems).toContain('the number of proxies in front of the api (e.g. 1)');
      expect(problems).toContain('10.0.0.1,10.0.0.0/8');
    }
  });

  test('anything else that is not an address is refused', () => {
    for (const value of ['proxy.example', '10.0.0.0/33', '10.0.0.1/8/2', '1.2.3', '10.0.0.1,,']) {
      expect(problemsOf({ TRUST_PROXY: value })).toContain(
        'TRUST_PROXY: must be false, the number',
      );
    }
  });

  test('Fastify gets a function for a hop count, trusting exactly that many hops', () => {
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});

describe('API_NODE_ID', () => {
  test('names the node behind a load balancer: none by default', () => {
    expect(loadConfig({}).nodeId).toBeUndefined();
    expect(loadConfig({ API_NODE_ID: ' node-2 ' }).nodeId).toBe('node-2');
  });

  test('only lower-case letters, digits and dashes, which a session id can start with unambiguously', () => {
    for (const value of ['Node1', 'node.1', '-node', 'node 1', 'a'.repeat(33)])
      expect(problemsOf({ API_NODE_ID: value })).toBe(
        `API_NODE_ID: must be 1-32 lower-case letters, digits or dashes (got "${value}")`,
      );
  });
});

describe('API_WORKERS', () => {
  const onPostgres = { DATABASE_URL: 'postgres://db.example/jobmatch' };
  afterEach(() => jest.restoreAllMocks());

  test('one process by default; a number, or auto for one per core', () => {
    jest.spyOn(os, 'availableParallelism').mockReturnValue(3);
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ ...onPostgres, API_WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ ...onPostgres, API_WORKERS: ' Auto ' }).workers).toBe(3);
  });

  test('more than one needs DATABASE_URL: PGlite is one process', () => {
    jest.spyOn(os, 'availableParallelism').mockReturnValue(3);
    const needsPostgres =
      'API_WORKERS: more than one process needs DATABASE_URL; PGlite is one process owning its data directory';
    expect(problemsOf({ API_WORKERS: '2' })).toBe(`${needsPostgres} (got "2")`);
    expect(problemsOf({ API_WORKERS: 'auto' })).toBe(`${needsPostgres} (got "auto", 3 cores)`);
    expect(loadConfig({ API_WORKERS: '1' }).workers).toBe(1);
    // auto on one core is one process, which PGlite can be
    jest.spyOn(os, 'availableParallelism').mockReturnValue(1);
    expect(loadConfig({ API_WORKERS: 'auto' }).workers).toBe(1);
  });

  test('anything but a whole number from 1 to 1024 or auto is refused', () => {
    expect(problemsOf({ ...onPostgres, API_WORKERS: '0' })).toBe(
      'API_WORKERS: must be at least 1 (got 0)',
    );
    expect(problemsOf({ ...onPostgres, API_WORKERS: '1025' })).toBe(
      'API_WORKERS: must be at most 1024 (got 1025)',
    );
    for (const value of ['-1', '1.5', 'two', 'max'])
      expect(problemsOf({ ...onPostgres, API_WORKERS: value })).toBe(
        `API_WORKERS: must be a whole number or auto (got "${value}")`,
      );
  });
});

describe('rate limits', () => {
  test('per-minute limits for password resets and searches, with defaults', () => {
    expect(loadConfig({}).rateLimit).toMatchObject({
      resetPasswordPerMinute: 5,
      searchPerMinute: 30,
    });
    expect(
      loadConfig({ RATE_LIMIT_RESET_PASSWORD_PER_MINUTE: '7', RATE_LIMIT_SEARCH_PER_MINUTE: '90' })
        .rateLimit,
    ).toMatchObject({ resetPasswordPerMinute: 7, searchPerMinute: 90 });
    expect(() => loadConfig({ RATE_LIMIT_SEARCH_PER_MINUTE: '0' })).toThrow(
      /RATE_LIMIT_SEARCH_PER_MINUTE: must be at least 1/,
    );
    expect(() => loadConfig({ RATE_LIMIT_RESET_PASSWORD_PER_MINUTE: 'many' })).toThrow(
      /RATE_LIMIT_RESET_PASSWORD_PER_MINUTE: must be a whole number/,
    );
  });

  test('upload URLs an hour per member and organization, and the byte quota (docs/company.md#upload-limits)', () => {
    const defaults = loadConfig({});
    expect(defaults.rateLimit).toMatchObject({
      uploadUrlsPerMemberPerHour: 30,
      uploadUrlsPerOrganizationPerHour: 100,
    });
    expect(defaults.uploadQuotaBytes).toBe(500 * 1024 * 1024);
    const set = loadConfig({
      RATE_LIMIT_UPLOAD_URLS_PER_MEMBER_PER_HOUR: '5',
      RATE_LIMIT_UPLOAD_URLS_PER_ORGANIZATION_PER_HOUR: '20',
      UPLOAD_QUOTA_MIB_PER_ORGANIZATION: '2',
    });
    expect(set.rateLimit).toMatchObject({
      uploadUrlsPerMemberPerHour: 5,
      uploadUrlsPerOrganizationPerHour: 20,
    });
    expect(set.uploadQuotaBytes).toBe(2 * 1024 * 1024);
    expect(() => loadConfig({ UPLOAD_QUOTA_MIB_PER_ORGANIZATION: '0' })).toThrow(
      /UPLOAD_QUOTA_MIB_PER_ORGANIZATION: must be at least 1/,
    );
  });
});

describe('log level', () => {
  test('warn in production, debug otherwise; LOG_LEVEL overrides', () => {
    expect(loadConfig({}).logLevel).toBe('debug');
    expect(loadConfig({ NODE_ENV: 'production' }).logLevel).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' }).logLevel).toBe('info');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      /LOG_LEVEL: must be a pino log level/,
    );
  });
});

describe('DATA_DIR', () => {
  let base: string;
  beforeEach(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'jobmatch-data-'));
  });
  afterEach(() => rm(base, { recursive: true, force: true }));

  test(
    'is created with its missing parents at start',
    async () => {
      const dataDir = path.join(base, 'not', 'yet', 'there');
      const app = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false' }),
        logger: false,
      });
      try {
        expect((await stat(path.join(dataDir, 'pgdata'))).isDirectory()).toBe(true);
        expect((await readFile(path.join(dataDir, 'token-secret'), 'utf8')).length).toBeGreaterThan(
          32,
        );
      } finally {
        await app.close();
      }
    },
    SLOW_BY_DESIGN_MS,
  );

  test('that cannot be created stops the start with a configuration error naming it, no stack trace', async () => {
    const file = path.join(base, 'a-file');
    await writeFile(file, '');
    const dataDir = path.join(file, 'data');
    await expect(resolveTokenSecret(undefined, dataDir)).rejects.toThrow(ConfigError);
    await expect(
      buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), logger: false }),
    ).rejects.toMatchObject({
      problems: [`DATA_DIR: cannot create the directory ${dataDir} (ENOTDIR)`],
    });

    const started = spawnSync(process.execPath, ['bin.js'], {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe(
      `Invalid configuration:\n  - DATA_DIR: cannot create the directory ${dataDir} (ENOTDIR)`,
    );
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
  test(
    'apply once and are recorded',
    async () => {
      const db = await createPgliteDatabase('memory://');
      try {
        const files = (await readdir(MIGRATIONS_DIR))
          .filter((file) => file.endsWith('.sql'))
          .sort();
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
    },
    SLOW_BY_DESIGN_MS,
  );
});

describe('purgeExpiredTokens', () => {
  test(
    'deletes only what can never be used again',
    async () => {
      const db = await createPgliteDatabase('memory://');
      try {
        await migrate(db, MIGRATIONS_DIR);
        const day = 24 * 60 * 60_000;
        const now = new Date('2026-06-01T00:00:00Z');
        const at = (days: number) => new Date(now.getTime() + days * day);
        await db.query(
          `INSERT INTO users (id, email, password_hash, created_at, updated_at) VALUES ('u', 'u@example.com', 'x', $1, $1)`,
          [at(-100)],
        );
        await db.query(
          `INSERT INTO one_off_tokens (token_hash, user_id, purpose, email, created_at, expires_at, used_at) VALUES
           ('expired', 'u', 'verify_email', 'u@example.com', $1, $2, NULL),
           ('used', 'u', 'reset_password', 'u@example.com', $1, $3, $1),
           ('live', 'u', 'reset_password', 'u@example.com', $1, $3, NULL)`,
          [at(-1), at(-0.5), at(1)],
        );
        await db.query(
          `INSERT INTO auth_sessions (id, user_id, fingerprint, created_at, last_used_at, revoked_at) VALUES
           ('ended-long-ago', 'u', 'f', $1, $1, $2),
           ('ended-recently', 'u', 'f', $1, $1, $3),
           ('idle', 'u', 'f', $1, $1, NULL),
           ('active', 'u', 'f', $1, $4, NULL)`,
          [at(-90), at(-31), at(-1), at(-2)],
        );
        await db.query(
          `INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at, used_at) VALUES
           ('old', 'active', $1, $2, $1), ('recent-used', 'ended-recently', $3, $4, $3), ('current', 'active', $3, $5, NULL)`,
          [at(-80), at(-50), at(-2), at(28), at(28)],
        );

        expect(await purgeExpiredTokens(db, now)).toEqual({ oneOff: 2, refresh: 1, sessions: 2 });
        const left = async (table: string, column: string) =>
          (
            await db.query<{ key: string }>(`SELECT ${column} AS key FROM ${table} ORDER BY 1`)
          ).rows.map((row) => row.key);
        expect(await left('one_off_tokens', 'token_hash')).toEqual(['live']);
        expect(await left('auth_sessions', 'id')).toEqual(['active', 'ended-recently']);
        expect(await left('refresh_tokens', 'token_hash')).toEqual(['current', 'recent-used']);
      } finally {
        await db.close();
      }
    },
    SLOW_BY_DESIGN_MS,
  );
});

describe('attachment storage', () => {
  test('files under DATA_DIR/uploads by default; a temporary folder for an in-memory DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/data' }).storage).toEqual({
      kind: 'disk',
      directory: path.join(REPO_ROOT, 'tmp/data', 'uploads'),
    });
    expect(loadConfig({ DATA_DIR: 'memory://' }).storage).toEqual({
      kind: 'disk',
      directory: undefined,
    });
  });

  test('S3 when S3_ENDPOINT and S3_BUCKET are set, path style and us-east-1 by default', () => {
    expect(
      loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_BUCKET: 'uploads' }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'uploads',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(
      loadConfig({
        S3_ENDPOINT: 'https://s3.ap-northeast-1.amazonaws.com',
        S3_BUCKET: 'jobmatch-uploads',
        S3_REGION: 'ap-northeast-1',
        S3_FORCE_PATH_STYLE: 'false',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret-value',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'https://s3.ap-northeast-1.amazonaws.com',
      bucket: 'jobmatch-uploads',
      region: 'ap-northeast-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-value' },
    });
  });

  test('half a configuration is refused, naming what is missing; secrets are not echoed', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBe(
      'S3_BUCKET: is needed with S3_ENDPOINT',
    );
    expect(problemsOf({ S3_BUCKET: 'uploads' })).toBe('S3_ENDPOINT: is needed with S3_BUCKET');
    expect(
      problemsOf({
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'uploads',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      }),
    ).toBe('S3_SECRET_ACCESS_KEY: is needed with S3_ACCESS_KEY_ID');
    expect(problemsOf({ S3_REGION: 'eu-west-1' })).toBe(
      'S3_REGION: is read only together with S3_ENDPOINT and S3_BUCKET',
    );
    const bad = problemsOf({
      S3_ENDPOINT: 's3.example/path',
      S3_BUCKET: 'Not A Bucket',
      S3_FORCE_PATH_STYLE: 'maybe',
      S3_SECRET_ACCESS_KEY: '',
    });
    expect(bad).toContain('S3_ENDPOINT: must be an http(s) origin');
    expect(bad).toContain('S3_BUCKET: must be an S3 bucket name');
    expect(bad).toContain('S3_FORCE_PATH_STYLE: must be true or false');
  });
});
