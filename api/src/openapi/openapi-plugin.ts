import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { SERVICE_BASE_PATHS } from '../lib/shared-contracts';
import type { ServiceName } from '@jobmatch/shared/contracts';
import {
  CONTRACT_COMPONENTS,
  markOptionalBodies,
  operationSchema,
  pruneComponents,
} from './openapi-document';

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's OpenAPI document (one per service scope). */
    openApiDocument: () => Record<string, unknown>;
    /** Every route each service registered, documented or not (the coverage test reads it). */
    serviceRoutes: Map<ServiceName, RouteOptions[]>;
  }
}

/** The path a service's document is served at, below its base path (keep: docs/api.md#openapi). */
export const OPENAPI_PATH = '/openapi.json';

/**
 * Collects the routes of one service scope (call before the service registers its routes) and
 * serves their OpenAPI 3.1 document at `<base>/openapi.json`.
 */
export async function openApiForService(
  scope: FastifyInstance,
  service: { name: ServiceName; serviceName: string; serviceVersion: string },
) {
  const basePath = SERVICE_BASE_PATHS[service.name];
  const routes: RouteOptions[] = [];
  scope.serviceRoutes.set(service.name, routes);
  scope.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });
  await scope.register(fastifySwagger, {
    decorator: 'openApiDocument',
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `JobMatch ${service.serviceName}`,
        version: service.serviceVersion,
        description: `The \`${service.name}\` service of JobMatch (docs/api.md). Errors answer \`{ "error": { "code", "message", "target?", "details?" } }\` (docs/errors.md).`,
      },
      servers: [{ url: basePath }],
      security: [{ accessToken: [] }],
      components: CONTRACT_COMPONENTS as never,
    },
    transform: ({ route, url }) => ({
      schema: operationSchema(route, service.name) as never,
      // @fastify/swagger turns `:id` into `{id}` and a custom method's `::` into `:` itself
      url: url.replace(/\/\*$/, '/:path'),
    }),
    transformObject: (document) =>
      markOptionalBodies(
        pruneComponents('openapiObject' in document ? document.openapiObject : {}) as never,
      ) as never,
  });
  let document: Record<string, unknown> | undefined;
  scope.get(
    OPENAPI_PATH,
    { config: { skipFingerprint: true }, schema: { hide: true } },
    async (_request, reply) => {
      document ??= scope.openApiDocument();
      return reply.header('cache-control', 'no-cache').send(document);
    },
  );
}

const REFERENCE_LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="220" height="40" viewBox="0 0 220 40">' +
    '<text x="0" y="28" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff">JobMatch API</text></svg>',
);

/** `/api/docs`: a reference page over the six documents (development only, docs/api.md#openapi). */
export async function apiReferencePage(app: FastifyInstance, services: readonly ServiceName[]) {
  await app.register(async (docs) => {
    // the page reads the services' own documents; its built-in `/json` has none to give
    await docs.register(fastifySwagger, {
      mode: 'static',
      specification: {
        document: { openapi: '3.1.0', info: { title: 'JobMatch', version: '1' }, paths: {} },
      },
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: {
        urls: services.map((name) => ({ name, url: `${SERVICE_BASE_PATHS[name]}${OPENAPI_PATH}` })),
        deepLinking: true,
        docExpansion: 'list',
      },
      staticCSP: true,
      logo: { type: 'image/svg+xml', content: REFERENCE_LOGO },
      theme: { title: 'JobMatch API reference' },
    });
  });
}
