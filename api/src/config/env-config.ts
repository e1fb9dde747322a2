import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { LOG_LEVELS, resolveLogLevel, type LogLevel } from '@jobmatch/shared/logging';
import { passwordProblems } from '@jobmatch/shared/schemas';
import { REPO_ROOT } from './api-paths';

export const IN_MEMORY_DATA_DIR = 'memory://';

/** Never echoed in configuration errors: they hold credentials. */
const SECRET_VARIABLES = new Set([
  'TOKEN_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'ADMIN_PASSWORD',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'GOOGLE_CLIENT_SECRET',
]);

/** An S3-compatible object store for uploaded attachments (docs/company.md#attachments-catalog-service-apicatalog). */
export interface S3StorageConfig {
  kind: 's3';
  /** http(s) origin of the store's API, e.g. https://s3.ap-northeast-1.amazonaws.com. */
  endpoint: string;
  bucket: string;
  region: string;
  /** `endpoint/bucket/key` URLs instead of `bucket.endpoint/key` (MinIO and most others need it). */
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's own chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Files under `directory`; undefined (an in-memory DATA_DIR) is a temporary folder for the process. */
export interface DiskStorageConfig {
  kind: 'disk';
  directory: string | undefined;
}

/** Everything the api reads from the environment, validated once at start-up. */
export interface ApiConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Api processes behind the port: more than one only on PostgreSQL (docs/api.md#several-processes). */
  workers: number;
  /** This process's name behind a load balancer (docs/deployment.md#api-nodes). */
  nodeId?: string;
  /** A real PostgreSQL server; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl?: string;
  /** Absolute directory, or `memory://` (nothing persists). Holds PGlite's files and the token secret. */
  dataDir: string;
  smtpUrl?: string;
  /** The sender of every mail (MAIL_FROM, docs/api.md#mail). */
  mailFrom: MailSender;
  /** Origin put in mail links, e.g. https://jobmatch.example. */
  publicOrigin: string;
  shellDist?: string;
  remotesFile?: string;
  /** Access-token signing secret; generated and kept in `dataDir` when absent. */
  tokenSecret?: string;
  /** Demo accounts and catalogue on an empty database; by default only in development. */
  seedDemo: boolean;
  /** Administrators must enrol in two-step verification before using the api; by default only in production. */
  requireAdminTwoFactor: boolean;
  /** The administrator created when none exists (docs/accounts.md#first-administrator). */
  firstAdministrator?: { email: string; password?: string };
  /** PostgreSQL's statement_timeout for the api's connections; 0 turns it off. */
  statementTimeoutMs: number;
  /** The catalogue counts at most this many matches of a search (docs/api.md#text-search). */
  searchCountCap: number;
  /** No proxy, the number of proxies in front of the api, or their addresses (`trustProxyOption`). */
  trustProxy: false | number | string[];
  logLevel: LogLevel;
  /** Where uploaded attachments are kept: DATA_DIR/uploads, or S3 when S3_ENDPOINT and S3_BUCKET are set. */
  storage: DiskStorageConfig | S3StorageConfig;
  /** Bytes an organization may keep in attachments and pending uploads (docs/company.md#upload-limits). */
  uploadQuotaBytes: number;
  /** Google sign-in (docs/accounts.md#google-sign-in): set when both client id and secret are. */
  google?: GoogleSignInConfig;
  rateLimit: {
    enabled: boolean;
    loginPerMinute: number;
    mailPerMinute: number;
    resetPasswordPerMinute: number;
    searchPerMinute: number;
    /** Per sender: chat messages a minute (docs/conversations.md#message-limits). */
    chatMessagesPerMinute: number;
    /** Upload URLs an hour, per member of an organization and per organization (docs/company.md#upload-limits). */
    uploadUrlsPerMemberPerHour: number;
    uploadUrlsPerOrganizationPerHour: number;
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

/** A mail's From: a display name (may be empty) and an address. */
export interface MailSender {
  name: string;
  address: string;
}

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM: MailSender = {
  name: 'JobMatch',
  address: 'no-reply@jobmatch.example',
};

const mailAddress = v.pipe(v.string(), v.email(), v.maxLength(254));

/**
 * MAIL_FROM as `Display Name <address>`, `"Display Name" <address>` or a bare address; undefined
 * when it is none of those. No line breaks, quotes or angle brackets in the name: the sender
 * becomes a header, and nodemailer quotes and encodes the name itself (Japanese too).
 */
export function parseMailFrom(value: string): MailSender | undefined {
  const text = value.trim();
  const named = /^(?:"([^"<>\r\n]*)"|([^"<>\r\n]*?))\s*<([^<>\s]+)>$/.exec(text);
  const name = (named ? (named[1] ?? named[2] ?? '') : '').trim();
  const address = named ? named[3] : text;
  if (address === undefined || !v.is(mailAddress, address)) return undefined;
  return { name, address };
}

/** The OpenID provider Google sign-in uses; any issuer in tests and local trials. */
export interface GoogleSignInConfig {
  clientId: string;
  clientSecret: string;
  /** https, or plain http on a loopback host only (a provider started for a test). */
  issuer: string;
}

const isLoopbackUrl = (value: string) =>
  /^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/.test(value);

/**
 * Fastify's `trustProxy` for the setting. Fastify trusts nothing for a bare number (it cannot
 * tell a proxy from a client that reached the api directly), so a hop count becomes a function
 * that trusts the nearest `hops` addresses: the socket's peer, then X-Forwarded-For from the right.
 */
export function trustProxyOption(
  setting: ApiConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
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

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (item: string) => {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = '', bits, rest] = item.split('/');
  const family = isIP(address);
  if (!family || rest !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};
const TRUST_PROXY_HINT =
  'the number of proxies in front of the api (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.0/8)';
/**
 * `true` would take the left-most X-Forwarded-For entry, which any client writes itself, and so
 * pick its own IP for every rate limit (docs/api.md#rate-limits).
 */
const trustProxy = v.pipe(
  v.optional(v.string(), 'false'),
  v.trim(),
  v.check(
    (value) => !['true', 'yes', 'on'].includes(value.toLowerCase()),
    `must not trust every hop (any client could pick its IP): write ${TRUST_PROXY_HINT}`,
  ),
  v.transform((value): false | number | string[] => {
    if (/^(false|0)$/i.test(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((item) => item.trim());
  }),
  v.check(
    (value) => !Array.isArray(value) || value.every(isProxyAddress),
    `must be false, ${TRUST_PROXY_HINT}`,
  ),
);

/** A guard against typos: far more processes than any machine has cores. */
const MAX_WORKERS = 1024;
/** `auto`: one process per core the system lets this process use. */
const workers = v.pipe(
  v.optional(v.string(), '1'),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^(\d+|auto)$/, 'must be a whole number or auto'),
  v.transform((value) => (value === 'auto' ? availableParallelism() : Number(value))),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(MAX_WORKERS, `must be at most ${MAX_WORKERS}`),
);

const envSchema = v.object({
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'must be development, production or test'),
    'development',
  ),
  PORT: integer(8080, 1, 65_535),
  HOST: optionalText,
  API_WORKERS: workers,
  // the balancer matches session ids by `<id>.`: letters, digits and dashes keep that unambiguous
  API_NODE_ID: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be 1-32 lower-case letters, digits or dashes'),
    ),
  ),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  ),
  DATA_DIR: optionalText,
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  ),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => parseMailFrom(value) !== undefined,
        'must be an address or a name and an address, e.g. JobMatch <no-reply@jobmatch.example>',
      ),
    ),
  ),
  PUBLIC_ORIGIN: url('the origin used in mail links'),
  SHELL_DIST: optionalText,
  REMOTES_FILE: optionalText,
  TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  SEED_DEMO: v.optional(flag(false)),
  REQUIRE_ADMIN_TWO_FACTOR: v.optional(flag(false)),
  ADMIN_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.email('must be an email address'), v.maxLength(254)),
  ),
  ADMIN_PASSWORD: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (password) => passwordProblems(password).length === 0,
        (issue) =>
          `must follow the password rules: ${passwordProblems(String(issue.input)).join(' ')}`,
      ),
    ),
  ),
  STATEMENT_TIMEOUT_MS: integer(5000, 0, 3_600_000),
  SEARCH_COUNT_CAP: integer(1_000, 1, 10_000_000),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, 'must be a pino log level')),
  RATE_LIMIT_ENABLED: flag(true),
  RATE_LIMIT_LOGIN_PER_MINUTE: integer(10, 1, 100_000),
  RATE_LIMIT_MAIL_PER_MINUTE: integer(5, 1, 100_000),
  RATE_LIMIT_RESET_PASSWORD_PER_MINUTE: integer(5, 1, 100_000),
  RATE_LIMIT_SEARCH_PER_MINUTE: integer(30, 1, 100_000),
  RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE: integer(60, 1, 100_000),
  RATE_LIMIT_UPLOAD_URLS_PER_MEMBER_PER_HOUR: integer(30, 1, 100_000),
  RATE_LIMIT_UPLOAD_URLS_PER_ORGANIZATION_PER_HOUR: integer(100, 1, 1_000_000),
  UPLOAD_QUOTA_MIB_PER_ORGANIZATION: integer(500, 1, 10_000_000),
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
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => value.startsWith('https://') || isLoopbackUrl(value),
        'must be an https URL (plain http only on a loopback host)',
      ),
    ),
  ),
  PRIVACY_POLICY_URL: url('privacy policy'),
  USER_AGREEMENT_URL: url('user agreement'),
  COMPANY_SITE_URL: url('company site'),
  S3_ENDPOINT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^https?:\/\/[^/?#\s]+\/?$/, 'must be an http(s) origin such as https://s3.example'),
    ),
  ),
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name (3-63 of a-z 0-9 . -)',
      ),
    ),
  ),
  S3_REGION: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1'),
    ),
  ),
  S3_FORCE_PATH_STYLE: v.optional(flag(true)),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
});

const S3_OPTIONS = [
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** The storage the variables name, or the problems with them (one per variable). */
function storageOf(
  e: v.InferOutput<typeof envSchema>,
  dataDir: string,
): DiskStorageConfig | S3StorageConfig | string[] {
  if (!e.S3_ENDPOINT && !e.S3_BUCKET) {
    const stray = S3_OPTIONS.filter((name) => e[name] !== undefined);
    if (stray.length > 0)
      return stray.map((name) => `${name}: is read only together with S3_ENDPOINT and S3_BUCKET`);
    return {
      kind: 'disk',
      directory: dataDir === IN_MEMORY_DATA_DIR ? undefined : path.join(dataDir, 'uploads'),
    };
  }
  const problems: string[] = [];
  if (!e.S3_ENDPOINT) problems.push('S3_ENDPOINT: is needed with S3_BUCKET');
  if (!e.S3_BUCKET) problems.push('S3_BUCKET: is needed with S3_ENDPOINT');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push(
      e.S3_ACCESS_KEY_ID
        ? 'S3_SECRET_ACCESS_KEY: is needed with S3_ACCESS_KEY_ID'
        : 'S3_ACCESS_KEY_ID: is needed with S3_SECRET_ACCESS_KEY',
    );
  if (problems.length > 0 || !e.S3_ENDPOINT || !e.S3_BUCKET) return problems;
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT.replace(/\/$/, ''),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
    ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  };
}

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
  if (e.ADMIN_PASSWORD && !e.ADMIN_EMAIL)
    throw new ConfigError(['ADMIN_PASSWORD: is read only together with ADMIN_EMAIL']);
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET))
    throw new ConfigError([
      e.GOOGLE_CLIENT_ID
        ? 'GOOGLE_CLIENT_SECRET: is needed with GOOGLE_CLIENT_ID'
        : 'GOOGLE_CLIENT_ID: is needed with GOOGLE_CLIENT_SECRET',
    ]);
  if (e.API_WORKERS > 1 && !e.DATABASE_URL) {
    const given = String(env.API_WORKERS).trim();
    const shown = /^auto$/i.test(given) ? `"${given}", ${e.API_WORKERS} cores` : `"${given}"`;
    throw new ConfigError([
      `API_WORKERS: more than one process needs DATABASE_URL; PGlite is one process owning its data directory (got ${shown})`,
    ]);
  }
  const production = e.NODE_ENV === 'production';
  const fromRepo = (p: string | undefined) => (p ? path.resolve(REPO_ROOT, p) : undefined);
  const dataDir = e.DATA_DIR?.startsWith('memory:')
    ? IN_MEMORY_DATA_DIR
    : (fromRepo(e.DATA_DIR) ?? path.join(REPO_ROOT, '.data'));
  const storage = storageOf(e, dataDir);
  if (Array.isArray(storage)) throw new ConfigError(storage);

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    workers: e.API_WORKERS,
    ...(e.API_NODE_ID ? { nodeId: e.API_NODE_ID } : {}),
    // 'localhost' answers on IPv4 and IPv6 loopback; a server in production listens on all interfaces
    host: e.HOST ?? (production ? '0.0.0.0' : 'localhost'),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    smtpUrl: e.SMTP_URL,
    mailFrom:
      e.MAIL_FROM === undefined ? DEFAULT_MAIL_FROM : (parseMailFrom(e.MAIL_FROM) as MailSender),
    publicOrigin: (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    shellDist: fromRepo(e.SHELL_DIST),
    remotesFile: fromRepo(e.REMOTES_FILE),
    tokenSecret: e.TOKEN_SECRET,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV === 'development',
    requireAdminTwoFactor: e.REQUIRE_ADMIN_TWO_FACTOR ?? production,
    ...(e.ADMIN_EMAIL
      ? { firstAdministrator: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } }
      : {}),
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    searchCountCap: e.SEARCH_COUNT_CAP,
    trustProxy: e.TRUST_PROXY,
    logLevel: resolveLogLevel(e.NODE_ENV, e.LOG_LEVEL),
    storage,
    uploadQuotaBytes: e.UPLOAD_QUOTA_MIB_PER_ORGANIZATION * 1024 * 1024,
    ...(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER ?? 'https://accounts.google.com',
          },
        }
      : {}),
    rateLimit: {
      enabled: e.RATE_LIMIT_ENABLED,
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      mailPerMinute: e.RATE_LIMIT_MAIL_PER_MINUTE,
      resetPasswordPerMinute: e.RATE_LIMIT_RESET_PASSWORD_PER_MINUTE,
      searchPerMinute: e.RATE_LIMIT_SEARCH_PER_MINUTE,
      chatMessagesPerMinute: e.RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE,
      uploadUrlsPerMemberPerHour: e.RATE_LIMIT_UPLOAD_URLS_PER_MEMBER_PER_HOUR,
      uploadUrlsPerOrganizationPerHour: e.RATE_LIMIT_UPLOAD_URLS_PER_ORGANIZATION_PER_HOUR,
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

/**
 * How this api reaches itself (its server renders call it, docs/server-rendering.md): a loopback
 * address when it listens on every interface or on localhost, else the address it listens on.
 */
export function loopbackOrigin({ host, port }: Pick<ApiConfig, 'host' | 'port'>): string {
  const everywhere = ['0.0.0.0', '::', 'localhost', '127.0.0.1', ''].includes(host);
  const address = everywhere ? '127.0.0.1' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${address}:${port}`;
}
