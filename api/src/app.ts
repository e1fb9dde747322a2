import Fastify, { type FastifyInstance, type onSendHookHandler } from 'fastify';
import { MIGRATIONS_DIR } from './config/api-paths';
import { toAppConfig } from './config/app-config';
import { loopbackOrigin, trustProxyOption, type ApiConfig } from './config/env-config';
import { resolveTokenSecret } from './config/token-secret';
import { createDatabase } from './db/create-database';
import type { Database } from './db/database';
import { systemClock, type Clock } from './lib/clock';
import { identifyNode } from './lib/node-identity';
import {
  createPasswordHasher,
  PRODUCTION_HASH_COST,
  TEST_HASH_COST,
  type PasswordHashCost,
  type PooledPasswordHasher,
} from './lib/passwords';
import { authPlugin } from './plugins/auth-plugin';
import { dbPlugin } from './plugins/db-plugin';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors-plugin';
import { housekeepingPlugin } from './plugins/housekeeping-plugin';
import { inputGuardPlugin } from './plugins/input-guard-plugin';
import { mailPlugin } from './plugins/mail-plugin';
import { periodicJobsPlugin } from './plugins/periodic-jobs-plugin';
import { rateLimitPlugin } from './plugins/rate-limit-plugin';
import { responseHeadersPlugin } from './plugins/response-headers-plugin';
import { signedLinksPlugin } from './plugins/signed-links-plugin';
import { shellFallback, staticShellPlugin } from './plugins/static-shell-plugin';
import { ensureFirstAdministrator } from './seed/first-administrator';
import { seedDemoDataIfEmpty } from './seed/seed-demo-data';

import {
  createObjectStorage,
  fillMissingSearchWords,
  savedSearchDigestJob,
  uploadHousekeepingJob,
  uploadOriginOf,
} from './services/catalog/catalog-module';
import { chatSocketRoutes } from './services/chat/chat-socket-routes';
import { interviewReminderJob } from './services/interviews/interviews-module';
import { jobsRoutes } from './services/dev/jobs-routes';
import { outboxRoutes } from './services/dev/outbox-routes';
import { replyReminderJob, statusMailJob } from './services/orders/orders-module';
import { registerServices, SERVICES } from './services/service-registry';
import { apiReferencePage } from './openapi/openapi-plugin';

export interface BuildAppOptions {
  config: ApiConfig;
  /** An open database (tests); otherwise one is opened from the config and closed with the app. */
  db?: Database;
  /** Injected time, so tests can expire tokens and rate limits. */
  clock?: Clock;
  passwordHashCost?: PasswordHashCost;
  /** The hasher to use instead of one of its own (tests count its calls); closed with the app. */
  passwords?: PooledPasswordHasher;
  /** A hook every answer passes (the api's tests check answers against the documents). */
  onSend?: onSendHookHandler;
  /** Fastify logger; defaults to pino at `config.logLevel`. */
  logger?: boolean | { level: string };
}

/**
 * How often each instance looks for a due periodic job (the claim makes one of them run a daily
 * one): a minute keeps a status mail within a minute of its grace period.
 */
const JOB_POLL_INTERVAL_MS = 60_000;

/** Largest request body: profile updates are the biggest legitimate ones. */
const BODY_LIMIT_BYTES = 100 * 1024;

/** Builds the whole api (and the shell's origin) without listening; tests use `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const passwords =
    options.passwords ??
    createPasswordHasher(
      options.passwordHashCost ??
        (config.nodeEnv === 'test' ? TEST_HASH_COST : PRODUCTION_HASH_COST),
    );

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    // what fails before routing (a broken percent-escape, an over-long path parameter) or in
    // Node's HTTP parser (huge headers, a bad Content-Length) answers in the error shape too
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });

  // The api speaks JSON only; other bodies get 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  // Fastify's safe JSON parser (rejects __proto__ / constructor poisoning), except that an empty
  // body is no body: many clients send the JSON content type on a POST without one.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );
  // Routes validate with valibot in their handlers; a route's `schema` documents it
  // (docs/api.md#openapi) and is never compiled into a validator or a serializer.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  if (options.onSend) app.addHook('onSend', options.onSend);
  // the hashing threads stop with the app, so tests and restarts leave none behind
  app.addHook('onClose', () => passwords.close());
  await app.register(responseHeadersPlugin);
  await app.register(errorsPlugin, { notFoundFallback: shellFallback(config.shellDist) });
  await app.register(inputGuardPlugin);
  await app.register(dbPlugin, {
    db: options.db ?? (await createDatabase(config)),
    migrationsDir: MIGRATIONS_DIR,
    closeOnShutdown: !options.db,
  });
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    publicOrigin: config.publicOrigin,
    clock,
  });
  const tokenSecret = await resolveTokenSecret(config.tokenSecret, config.dataDir);
  await app.register(authPlugin, { secret: tokenSecret, clock });
  await app.register(signedLinksPlugin, { secret: tokenSecret });
  await app.register(rateLimitPlugin, { ...config.rateLimit, clock });

  // uploads signed on disk share the token secret, so api instances accept each other's URLs
  const storage = await createObjectStorage(config.storage, { secret: tokenSecret, clock });
  app.addHook('onClose', () => storage.close());
  await registerServices(app, {
    clock,
    passwords,
    publicOrigin: config.publicOrigin,
    google: config.google,
    requireAdminTwoFactor: config.requireAdminTwoFactor,
    searchCountCap: config.searchCountCap,
    storage,
    uploadQuotaBytes: config.uploadQuotaBytes,
  });
  if (config.nodeEnv !== 'production')
    await apiReferencePage(
      app,
      SERVICES.map((service) => service.name),
    );
  // socket.io on the same HTTP server: the chat's live deliveries (docs/chat.md#socket)
  await app.register(chatSocketRoutes);
  if (config.nodeId) identifyNode(app.server, app.chatSocketServer.engine, config.nodeId);
  // tests run the jobs themselves, at the times their clocks say
  await app.register(periodicJobsPlugin, {
    clock,
    jobs: [
      savedSearchDigestJob(app, { publicOrigin: config.publicOrigin }),
      interviewReminderJob(app),
      statusMailJob(app),
      replyReminderJob(app, { publicOrigin: config.publicOrigin }),
      uploadHousekeepingJob({ db: app.db, storage, log: app.log }),
    ],
    intervalMs: config.nodeEnv === 'test' ? undefined : JOB_POLL_INTERVAL_MS,
  });
  // Development only (and the api's own tests): it reads anybody's mail (docs/api.md#dev-outbox).
  if (app.mailer.transport === 'outbox' && ['development', 'test'].includes(config.nodeEnv)) {
    await app.register(outboxRoutes, { prefix: '/api/dev' });
    await app.register(jobsRoutes, { prefix: '/api/dev' });
  }
  await app.register(staticShellPlugin, {
    shellDist: config.shellDist,
    remotesFile: config.remotesFile,
    appConfig: toAppConfig(config),
    uploadOrigin: uploadOriginOf(config.storage),
    publicOrigin: config.publicOrigin,
    clock,
    apiOrigin: loopbackOrigin(config),
  });

  // Tests move their clocks freely and share databases: no background deletions there.
  if (config.nodeEnv !== 'test')
    await app.register(housekeepingPlugin, { clock, intervalMs: 60 * 60_000 });

  const wordsFilled = await fillMissingSearchWords(app.db);
  if (wordsFilled > 0) app.log.info({ wordsFilled }, 'search words computed for older postings');
  if (config.seedDemo) await seedDemoDataIfEmpty({ db: app.db, passwords, clock }, app.log);
  if (config.firstAdministrator)
    await ensureFirstAdministrator(
      { db: app.db, passwords, clock },
      config.firstAdministrator,
      app.log,
    );
  return app;
}
