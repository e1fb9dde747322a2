import type { FastifyInstance } from 'fastify';
import type { ServiceName } from '@jobmatch/shared/contracts';
import { SERVICE_BASE_PATHS } from '../lib/shared-contracts';
import type { GoogleSignInConfig } from '../config/env-config';
import type { Clock } from '../lib/clock';
import type { PasswordHasher } from '../lib/passwords';
import { requireFingerprint } from '../lib/request-auth';
import { openApiForService } from '../openapi/openapi-plugin';
import { apiDoc } from '../openapi/route-docs';
import { authRoutes } from './auth/auth-routes';
import { googleRoutes, googleUserRoutes } from './auth/google-routes';
import { twoFactorPolicyRoutes, twoFactorRoutes } from './auth/two-factor-routes';
import type { ObjectStorage } from './catalog/catalog-module';
import { catalogRoutes } from './catalog/catalog-routes';
import { chatRoutes } from './chat/chat-routes';
import { interviewsRoutes } from './interviews/interviews-routes';
import { ordersRoutes } from './orders/orders-routes';
import { pipelineRoutes } from './orders/pipeline-routes';
import { organizationsRoutes } from './organizations/organizations-routes';
import { usersRoutes } from './users/users-routes';

export interface ServiceContext {
  clock: Clock;
  passwords: PasswordHasher;
  /** `config.publicOrigin`: the auth service's cookie is Secure unless it is plain http on loopback. */
  publicOrigin: string;
  /** `config.google`: Google sign-in's provider and client, when configured. */
  google?: GoogleSignInConfig;
  /** `config.requireAdminTwoFactor`: administrators enrol before anything else (docs/accounts.md#two-step-verification). */
  requireAdminTwoFactor: boolean;
  /** `config.searchCountCap`: the catalogue counts at most this many matches of a search. */
  searchCountCap: number;
  /** Where the catalogue keeps uploaded attachments (docs/company.md#attachments-catalog-service-apicatalog). */
  storage: ObjectStorage;
  /** `config.uploadQuotaBytes`: what one organization may keep in uploads (docs/company.md#upload-limits). */
  uploadQuotaBytes: number;
}

interface ServiceDefinition {
  name: ServiceName;
  /** What `GET <base>/ping` reports; must satisfy REQUIRED_SERVICE_VERSIONS (docs/shell.md#services-and-versions). */
  serviceName: string;
  serviceVersion: string;
  routes: (app: FastifyInstance, context: ServiceContext) => Promise<void>;
}

/** The services this api serves. A new service is one entry here plus its folder. */
export const SERVICES: readonly ServiceDefinition[] = [
  {
    name: 'auth',
    serviceName: 'demand-auth',
    serviceVersion: '4.1.0',
    routes: async (app, context) => {
      await authRoutes(app, context);
      await googleRoutes(app, context);
    },
  },
  {
    name: 'user',
    serviceName: 'demand-user',
    serviceVersion: '2.17.0',
    // enrolment shares the second step's code with the login, so it lives in the auth's folder
    routes: async (app, context) => {
      await usersRoutes(app, context);
      await twoFactorRoutes(app, context);
      await googleUserRoutes(app);
    },
  },
  { name: 'catalog', serviceName: 'catalog', serviceVersion: '3.7.0', routes: catalogRoutes },
  {
    name: 'order',
    serviceName: 'order',
    serviceVersion: '2.5.0',
    // interview scheduling is a folder of its own, served under the order's base path
    routes: async (app, context) => {
      await ordersRoutes(app, context);
      await interviewsRoutes(app, context);
    },
  },
  {
    name: 'organization',
    serviceName: 'organization',
    serviceVersion: '3.0.0',
    // the pipeline's stages sort orders, so they live in the order's folder (docs/company-desk.md)
    routes: async (app, context) => {
      await organizationsRoutes(app, context);
      await pipelineRoutes(app, context);
      await twoFactorPolicyRoutes(app, context);
    },
  },
  { name: 'chat', serviceName: 'messaging', serviceVersion: '4.0.0', routes: chatRoutes },
];

const PING_DOC = apiDoc({
  summary: 'The service and its version',
  access: 'public',
  withoutFingerprint: true,
  answers: { 200: 'PingResponse' },
});

/**
 * Mounts every service under its base path. Every call must carry the client fingerprint
 * (docs/api.md#conventions); only `/ping` answers without it, so monitors and version checks stay simple.
 */
export async function registerServices(app: FastifyInstance, context: ServiceContext) {
  app.decorate('serviceRoutes', new Map());
  for (const service of SERVICES) {
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', async (request) => {
          if (request.routeOptions.config.skipFingerprint || !request.routeOptions.url) return;
          requireFingerprint(request);
        });
        await openApiForService(scope, service);
        scope.get('/ping', { config: { skipFingerprint: true }, schema: PING_DOC }, async () => ({
          serviceName: service.serviceName,
          serviceVersion: service.serviceVersion,
        }));
        await service.routes(scope, context);
      },
      { prefix: SERVICE_BASE_PATHS[service.name] },
    );
  }
}
