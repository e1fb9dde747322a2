import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { MemberRole } from '@jobmatch/shared/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env-config';
import type { Database } from '../src/db/database';
import {
  createPasswordHasher,
  TEST_HASH_COST,
  type PooledPasswordHasher,
} from '../src/lib/passwords';
import { newId } from '../src/lib/secure-tokens';
import { listOutboxMail } from '../src/mail/outbox-repository';
import { REFRESH_COOKIE_NAME } from '../src/services/auth/auth-module';
import { insertMembership } from '../src/services/organizations/organizations-module';
import { insertUser, updateProfile } from '../src/services/users/users-module';
import { checkAnswer } from './support/answer-contract';
import { openMigratedPglite } from './support/migrated-pglite';
import { openTestSchemaDatabase } from './test-schema';

/** A clock the test moves by hand. */
export function createTestClock(start = new Date('2026-04-01T00:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advanceMinutes = (minutes: number) => {
    now += minutes * 60_000;
  };
  return clock;
}
export type TestClock = ReturnType<typeof createTestClock>;

/**
 * A database for test apps: in-memory PGlite, or — when DATABASE_URL is set (the `test:pg`
 * run) — a fresh schema on that server, dropped afterwards.
 */
async function openTestDatabase(): Promise<{ db: Database; dispose: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openMigratedPglite();
    return { db, dispose: () => db.close() };
  }
  return openTestSchemaDatabase(url, { maxConnections: 4 });
}

// Starting PGlite costs seconds, so the apps of one test file share a database while any of
// them is open (jest gives each file its own module state). Tests keep apart by unique data.
let shared:
  | { opening: Promise<{ db: Database; dispose: () => Promise<void> }>; users: number }
  | undefined;

async function acquireTestDatabase(
  isolated: boolean,
): Promise<{ db: Database; release: () => Promise<void> }> {
  if (isolated) {
    const { db, dispose } = await openTestDatabase();
    return { db, release: dispose };
  }
  shared ??= { opening: openTestDatabase(), users: 0 };
  const current = shared;
  current.users += 1;
  const { db, dispose } = await current.opening;
  return {
    db,
    release: async () => {
      current.users -= 1;
      if (current.users > 0) return;
      if (shared === current) shared = undefined;
      await dispose();
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are checked with expect(), field by field
type ResponseBody = any;

export interface ApiCall {
  body?: unknown;
  /** Bearer token (an access token or a one-off token). */
  token?: string;
  /** x-nb-fingerprint header; null leaves it out. Default: the test fingerprint. */
  fingerprint?: string | null;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** Raw payload instead of JSON (bad JSON, oversize bodies). */
  payload?: string;
  /** Sent as the Cookie header, e.g. `{ jobmatch_refresh: token }`. */
  cookies?: Record<string, string>;
  /** The socket's peer address (no proxy is trusted): the per-IP limits count by it. */
  remoteAddress?: string;
}

/** The `Set-Cookie` line for the refresh cookie in an answer's headers, if any. */
export function refreshSetCookie(headers: Record<string, unknown>): string | undefined {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  return lines.find((line: string) => line.startsWith(`${REFRESH_COOKIE_NAME}=`));
}

/** The refresh token an answer set in its cookie (the body never carries it). */
export function refreshTokenFrom(headers: Record<string, unknown>): string | undefined {
  const line = refreshSetCookie(headers);
  const value = line?.slice(REFRESH_COOKIE_NAME.length + 1).split(';')[0];
  return value || undefined;
}

export const FINGERPRINT = 'test-fingerprint';
export const PASSWORD = 'secret123';

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  db: Database;
  call(
    method: InjectOptions['method'],
    url: string,
    options?: ApiCall,
  ): Promise<{ status: number; body: ResponseBody; headers: Record<string, unknown> }>;
  /** Signs up a job seeker through the api; returns the user JSON. */
  signUp(email?: string, password?: string): Promise<ResponseBody>;
  /** Logs in; returns `{ accessToken, refreshToken, userId }`, the refresh token read from its cookie. */
  login(
    email: string,
    password?: string,
    fingerprint?: string,
  ): Promise<{ accessToken: string; refreshToken: string; userId: string }>;
  /** A user created straight in the database (no mail), logged in. */
  createUser(options?: {
    typeId?: string;
    verified?: boolean;
    /** A finished sign-up wizard (`customFields.is_signup_wizard_complete`), as applying needs. */
    profileComplete?: boolean;
    /** An active membership, made before the login (a company user needs one to log in). */
    memberOf?: { organizationId: string; role: MemberRole };
  }): Promise<{ id: string; email: string; accessToken: string; refreshToken: string }>;
  /** The last mail sent to `email`. */
  lastMail(email: string): Promise<{ subject: string; text: string; links: string[] } | undefined>;
  /** The token at the end of the last mailed link to `email`. */
  lastMailToken(email: string): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;
/** A unique address for each call, so tests in one file never collide. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${process.pid}-${++counter}-${randomBytes(3).toString('hex')}@example.com`;

/**
 * The app of a test file (or of a describe block): opened before its first test and closed after
 * its last, for the tests that need nothing else set up with it. The object is filled in by the
 * `beforeAll` hook, so the tests and later hooks use it, never the file's top level.
 */
export function setUpTestApp(options?: Parameters<typeof createTestApp>[0]): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close());
  return t;
}

/**
 * The configuration of a test app, `env` over the tests' defaults. Every test app signs with the
 * same secret, so a token one of them issued is good on another (a second api on one database).
 */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_ORIGIN: 'http://jobmatch.test',
    RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
    RATE_LIMIT_MAIL_PER_MINUTE: '10000',
    RATE_LIMIT_RESET_PASSWORD_PER_MINUTE: '10000',
    RATE_LIMIT_SEARCH_PER_MINUTE: '10000',
    RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE: '10000',
    RATE_LIMIT_UPLOAD_URLS_PER_MEMBER_PER_HOUR: '10000',
    RATE_LIMIT_UPLOAD_URLS_PER_ORGANIZATION_PER_HOUR: '10000',
    ...env,
  });
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    /** Seed demo data; implies a database of its own (seeding needs an empty one). */
    seedDemo?: boolean;
    /** A database of its own instead of the file's shared one. */
    isolatedDatabase?: boolean;
    beforeReady?: (app: FastifyInstance) => void;
    /** The app's password hasher (closed with the app), e.g. one whose calls the test counts. */
    passwords?: PooledPasswordHasher;
  } = {},
): Promise<TestApp> {
  const clock = createTestClock();
  const { db, release } = await acquireTestDatabase(
    options.isolatedDatabase ?? options.seedDemo ?? false,
  );
  const config = testConfig({ SEED_DEMO: String(options.seedDemo ?? false), ...options.env });
  const app = await buildApp({
    config,
    db,
    clock,
    logger: false,
    passwords: options.passwords,
    onSend: checkAnswer,
  });
  options.beforeReady?.(app);
  await app.ready();
  const passwords = createPasswordHasher(TEST_HASH_COST);

  const call: TestApp['call'] = async (
    method,
    url,
    {
      body,
      token,
      fingerprint = FINGERPRINT,
      headers = {},
      query,
      payload,
      cookies,
      remoteAddress,
    } = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      query,
      remoteAddress,
      headers: {
        ...(fingerprint !== null ? { 'x-nb-fingerprint': fingerprint } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined || payload !== undefined
          ? { 'content-type': 'application/json' }
          : {}),
        ...(cookies
          ? {
              cookie: Object.entries(cookies)
                .map(([name, value]) => `${name}=${value}`)
                .join('; '),
            }
          : {}),
        ...headers,
      },
      payload: payload ?? (body !== undefined ? JSON.stringify(body) : undefined),
    });
    let parsed: unknown = response.body;
    try {
      parsed = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      // not JSON (static files)
    }
    return { status: response.statusCode, body: parsed, headers: response.headers };
  };

  const login: TestApp['login'] = async (email, password = PASSWORD, fingerprint = FINGERPRINT) => {
    const response = await call('POST', '/api/demand-auth/login', {
      body: { email, password, fingerprint },
      fingerprint,
    });
    if (response.status !== 200)
      throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
    const refreshToken = refreshTokenFrom(response.headers);
    if (!refreshToken) throw new Error('login set no refresh cookie');
    return { ...response.body, refreshToken };
  };

  const lastMail: TestApp['lastMail'] = async (email) => (await listOutboxMail(db, email, 1))[0];

  return {
    app,
    clock,
    db,
    call,
    login,
    async signUp(email = uniqueEmail(), password = PASSWORD) {
      const response = await call('POST', '/api/demand-user/users', {
        body: { email, password, name: 'テスト', typeId: '000' },
      });
      if (response.status !== 201)
        throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body;
    },
    async createUser({ typeId = '000', verified = true, profileComplete = false, memberOf } = {}) {
      const email = uniqueEmail(typeId === '100' ? 'admin' : 'user');
      const user = await insertUser(
        db,
        {
          id: newId(),
          typeId,
          email,
          emailVerified: verified,
          passwordHash: await passwords.hash(PASSWORD),
          name: 'テスト ユーザー',
        },
        clock(),
      );
      if (!user) throw new Error('createUser failed');
      if (profileComplete)
        await updateProfile(
          db,
          user.id,
          { customFields: { is_signup_wizard_complete: true } },
          clock(),
        );
      if (memberOf) await insertMembership(db, { ...memberOf, userId: user.id, now: clock() });
      const tokens = await login(email);
      return {
        id: user.id,
        email,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
      };
    },
    lastMail,
    async lastMailToken(email) {
      const link = (await lastMail(email))?.links[0];
      if (!link) throw new Error(`no mail with a link to ${email}`);
      return decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
    },
    async close() {
      await app.close();
      await passwords.close();
      await release();
    },
  };
}
