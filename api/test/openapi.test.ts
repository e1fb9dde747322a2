// The published contract (docs/api.md#openapi): each service's OpenAPI 3.1 document is valid
// by the OpenAPI 3.1 schema, and documents every route the service registers.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { ServiceName } from '@jobmatch/shared/contracts';
import { SERVICE_BASE_PATHS } from '../src/lib/shared-contracts';
import { apiDocOf } from '../src/openapi/route-docs';
import { createTestApp, type TestApp } from './helper';
import { GOOGLE_CONFIGURED } from './support/google-configured';

/**
 * The path a route must have in its document (as @fastify/swagger writes it): `:id` → `{id}`; a
 * custom method's `::` (a literal colon, `/orders/:orderId(^[^:/]+)::withdraw`) →
 * `/orders/{orderId}:withdraw`; a wildcard → `{path}`.
 */
function openApiPath(url: string): string {
  const literalColon = '\u0000';
  return url
    .replace(/\(\^\[\^:\/\]\+\)/g, '')
    .replaceAll('::', literalColon)
    .replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}')
    .replaceAll(literalColon, ':')
    .replace(/\/\*$/, '/{path}');
}

const SERVICES = Object.keys(SERVICE_BASE_PATHS) as ServiceName[];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: GOOGLE_CONFIGURED });
});
afterAll(() => t.close());

async function documentOf(service: ServiceName) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `${SERVICE_BASE_PATHS[service]}/openapi.json`,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { paths: Record<string, Record<string, unknown>> };
}

describe.each(SERVICES)('the %s service', (service) => {
  it('publishes a valid OpenAPI 3.1 document', async () => {
    const document = await documentOf(service);
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route it registers, with its access and answers', async () => {
    const document = await documentOf(service);
    const routes = t.app.serviceRoutes.get(service) ?? [];
    expect(routes.length).toBeGreaterThan(1);
    const undocumented: string[] = [];
    for (const route of routes) {
      if (route.url.endsWith('/openapi.json')) continue;
      const methods = [route.method].flat();
      const path = openApiPath(route.url.slice(SERVICE_BASE_PATHS[service].length) || '/');
      for (const method of methods) {
        const operation = document.paths[path]?.[method.toLowerCase()] as
          | { responses?: object; 'x-access'?: string }
          | undefined;
        if (!apiDocOf(route.schema) || !operation?.responses || !operation['x-access'])
          undocumented.push(`${method} ${route.url}`);
      }
    }
    expect(undocumented).toEqual([]);
  });
});

it('holds the schemas of the contracts as they are now', () => {
  // `pnpm --filter @jobmatch/api contracts:schemas` rewrites them after a contract changes
  expect(() =>
    execFileSync(process.execPath, ['scripts/generate-contract-schemas.mjs', '--check'], {
      cwd: join(__dirname, '..'),
      stdio: 'pipe',
    }),
  ).not.toThrow();
  // the TypeScript compiler reads every contract: seconds on a busy machine
}, 120_000);

it('serves the reference page in development', async () => {
  const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('swagger-ui');
});
