import path from 'node:path';
import * as v from 'valibot';
import { LOG_LEVELS, resolveLogLevel, type LogLevel } from '@jobmatch/shared/logging';
import { REPO_ROOT } from './api-paths';

export const IN_MEMORY_DATA_DIR = 'memory://';

/** Never echoed in configuration errors: they hold credentials. */
const SECRET_VARIABLES = new Set(['TOKEN_SECRET', 'DATABASE_URL', 'SMTP_URL']);

/** Everything the api reads from the environment, validated once at start-up. */
export interface ApiConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** A real PostgreSQL server; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl?: string;
  /** Absolute directory, or `memory://` (nothing persists). Holds PGlite's files and the token secret. */
  dataDir: string;
  smtpUrl?: string;
  /** Origin put in mail links, e.g. https://jobmatch.example. */
  publicOrigin: string;
  shellDist?: string;
  remotesFile?: string;
  /** Access-token signing secret; generated and kept in `dataDir` when absent. */
  tokenSecret?: string;
  seedDemo: boolean;
  trustProxy: boolean;
  logLevel: LogLevel;
  rateLimit: {
    enabled: boolean;
    loginPerMinute: number;
    mailPerMinute: number;
    /** Per user: seconds between two verification mails, and how many an hour. */
    verificationMail: { intervalSeconds: number; perHour: number };
  };
  app: {
    appName: string;
    enabledScreenModes: ('mobile' | 'desktop' | 'bigDesktop')[];
    overrideAllowlist: string[];
    googleClientId?: string;
    privacyPolicyUrl?: string;
    userAgreementUrl?: string;
    companySiteUrl?: string;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const optionalText = v.optional(v.pipe(v.string(), v.trim()));
const url = (what: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.url(`must be an absolute URL (${what})`)));
const integer = (fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.trim(),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
const flag = (fallback: boolean) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], 'must be true or false'),
    v.transform((value) => ['true', '1', 'yes', 'on'].includes(value)),
  );
const list = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
);

const envSchema = v.object({
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'must be development, production or test'),
    'development',
  ),
  PORT: integer(8080, 1, 65_535),
  HOST: optionalText,
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  ),
  DATA_DIR: optionalText,
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  ),
  PUBLIC_ORIGIN: url('the origin used in mail links'),
  SHELL_DIST: optionalText,
  REMOTES_FILE: optionalText,
  TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  SEED_DEMO: flag(true),
  TRUST_PROXY: flag(false),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, 'must be a pino log level')),
  RATE_LIMIT_ENABLED: flag(true),
  RATE_LIMIT_LOGIN_PER_MINUTE: integer(10, 1, 100_000),
  RATE_LIMIT_MAIL_PER_MINUTE: integer(5, 1, 100_000),
  RATE_LIMIT_VERIFY_MAIL_INTERVAL_SECONDS: integer(60, 0, 3600),
  RATE_LIMIT_VERIFY_MAILS_PER_HOUR: integer(5, 1, 1000),
  APP_NAME: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty')), 'JobMatch'),
  SCREEN_MODES: v.pipe(
    v.optional(v.string(), 'mobile'),
    list,
    v.array(
      v.picklist(['mobile', 'desktop', 'bigDesktop'], 'must list mobile, desktop or bigDesktop'),
    ),
    v.minLength(1, 'must name at least one screen mode'),
  ),
  REMOTE_OVERRIDE_ALLOWLIST: v.optional(list),
  GOOGLE_CLIENT_ID: optionalText,
  PRIVACY_POLICY_URL: url('privacy policy'),
  USER_AGREEMENT_URL: url('user agreement'),
  COMPANY_SITE_URL: url('company site'),
});

/**
 * Reads the configuration from `env` (normally `process.env`). Throws a ConfigError naming
 * every bad variable, so a broken deployment says at once what to fix.
 * Relative paths (DATA_DIR, SHELL_DIST, REMOTES_FILE) are taken from the repository root.
 */
export function loadConfig(env: Record<string, string | undefined>): ApiConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(envSchema, present);
  if (!result.success) {
    throw new ConfigError(
      result.issues.map((issue) => {
        const key = v.getDotPath(issue)?.split('.')[0] ?? 'environment';
        const shown =
          issue.input !== undefined && !SECRET_VARIABLES.has(key)
            ? ` (got ${JSON.stringify(issue.input)})`
            : '';
        return `${key}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = result.output;
  const production = e.NODE_ENV === 'production';
  const fromRepo = (p: string | undefined) => (p ? path.resolve(REPO_ROOT, p) : undefined);
  const dataDir = e.DATA_DIR?.startsWith('memory:')
    ? IN_MEMORY_DATA_DIR
    : (fromRepo(e.DATA_DIR) ?? path.join(REPO_ROOT, '.data'));

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    // 'localhost' answers on IPv4 and IPv6 loopback; a server in production listens on all interfaces
    host: e.HOST ?? (production ? '0.0.0.0' : 'localhost'),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    smtpUrl: e.SMTP_URL,
    publicOrigin: (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    shellDist: fromRepo(e.SHELL_DIST),
    remotesFile: fromRepo(e.REMOTES_FILE),
    tokenSecret: e.TOKEN_SECRET,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    logLevel: resolveLogLevel(e.NODE_ENV, e.LOG_LEVEL),
    rateLimit: {
      enabled: e.RATE_LIMIT_ENABLED,
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      mailPerMinute: e.RATE_LIMIT_MAIL_PER_MINUTE,
      verificationMail: {
        intervalSeconds: e.RATE_LIMIT_VERIFY_MAIL_INTERVAL_SECONDS,
        perHour: e.RATE_LIMIT_VERIFY_MAILS_PER_HOUR,
      },
    },
    app: {
      appName: e.APP_NAME,
      enabledScreenModes: e.SCREEN_MODES,
      overrideAllowlist:
        e.REMOTE_OVERRIDE_ALLOWLIST ??
        (production ? [] : ['http://localhost:*', 'http://127.0.0.1:*']),
      googleClientId: e.GOOGLE_CLIENT_ID,
      privacyPolicyUrl: e.PRIVACY_POLICY_URL,
      userAgreementUrl: e.USER_AGREEMENT_URL,
      companySiteUrl: e.COMPANY_SITE_URL,
    },
  };
}
