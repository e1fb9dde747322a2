// Fuzzing from the published contract (docs/api.md#openapi): requests generated from the six
// OpenAPI documents (every operation, its path, query and body schemas), as a guest, a job
// seeker, a company owner and an administrator. No answer may be a 5xx; every error must be in
// the error shape with a code its route documents (the test apps' answer check turns any other
// into a 500, so it counts here). The suite runs a fixed seed; `pnpm bench:fuzz` runs more
// with a random one. `FUZZ_SEED=<n>` replays a run, `FUZZ_REQUESTS=<n>` sizes it.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { ServiceName } from '@jobmatch/shared/contracts';
import { SERVICE_BASE_PATHS } from '../src/lib/shared-contracts';
import { insertFixtures, makeOrganization, makeProduct } from './catalog-fixtures';
import { companyUser } from './company-fixtures';
import { requestValueOf, type JsonSchema } from './fuzz/schema-arbitrary';
import { createTestApp, FINGERPRINT, type TestApp } from './helper';
import { startOidcProvider, type OidcTestProvider } from './support/oidc-provider';

const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
/** Callers sign in again this often: a request may delete, lock or log out its own account. */
const FRESH_CALLERS_EVERY = 200;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  service: ServiceName;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  bodyMediaType?: string;
}
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

type CallerName = 'guest' | 'seeker' | 'owner' | 'admin';
interface FuzzRequest {
  operation: number;
  caller: CallerName;
  pathValues: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  withFingerprint: boolean;
}

let t: TestApp;
let provider: OidcTestProvider;
const GOOGLE_CLIENT = { client_id: 'jobmatch-fuzz', client_secret: 'jobmatch-fuzz-secret' };
const operations: Operation[] = [];
const components: Record<string, JsonSchema> = {};
const callers: Record<
  Exclude<CallerName, 'guest'>,
  { id: string; accessToken: string }
> = {} as never;
const org = makeOrganization({ name: 'ファズ株式会社' });
const product = makeProduct(org.id, { name: 'ファズの求人' });
const knownIds: string[] = [org.id, product.id];
const orderIds: string[] = [];

async function signInCallers() {
  callers.seeker = await t.createUser({ profileComplete: true });
  callers.owner = await companyUser(t, org.id, 'owner');
  callers.admin = await t.createUser({ typeId: '100' });
  knownIds.push(callers.seeker.id, callers.owner.id, callers.admin.id);
  // an application gives the order, topic and message ids a seeker and the company share
  const applied = await t.call('POST', `/api/order/orgs/${org.id}/orders`, {
    token: callers.seeker.accessToken,
    body: { items: [{ productId: product.id, quantity: 1 }] },
  });
  if (typeof applied.body.id === 'string') orderIds.push(applied.body.id);
}

beforeAll(async () => {
  // Google sign-in's routes too, against a real OpenID provider (docs/decisions/openid-connect.md)
  provider = await startOidcProvider([
    {
      ...GOOGLE_CLIENT,
      redirect_uris: ['http://jobmatch.test/api/demand-auth/auth/google/callback'],
    },
  ]);
  t = await createTestApp({
    env: {
      RATE_LIMIT_ENABLED: 'false',
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.client_id,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.client_secret,
      GOOGLE_ISSUER: provider.issuer,
    },
  });
  await insertFixtures(t.db, [org], [product]);
  await signInCallers();
  for (const service of Object.keys(SERVICE_BASE_PATHS) as ServiceName[]) {
    const answer = await t.app.inject({
      method: 'GET',
      url: `${SERVICE_BASE_PATHS[service]}/openapi.json`,
    });
    const document = answer.json() as OpenApiDocument;
    Object.assign(components, document.components?.schemas ?? {});
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item)) {
        const content = operation.requestBody?.content ?? {};
        const [bodyMediaType] = Object.keys(content);
        operations.push({
          service,
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          body: bodyMediaType ? content[bodyMediaType]?.schema : undefined,
          bodyMediaType,
        });
      }
  }
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

/** The ids that exist, by the path parameter that names them. */
/**
 * Stands for the caller's own id in a sampled request: callers sign in again as the run goes, so
 * their ids are read when the request is sent, not when it is generated.
 */
const OWN_ID = '\u0000own';

function existingIds(name: string, caller: CallerName): string[] {
  const own = caller === 'guest' ? [] : [OWN_ID];
  switch (name) {
    case 'orgId':
      return [org.id];
    case 'productId':
      return [product.id];
    case 'orderId':
      return orderIds;
    case 'userId':
      return own;
    case 'file':
      return [`product-${product.id}.svg`];
    default:
      return [...own, ...knownIds];
  }
}

/**
 * A path parameter: mostly an id that exists (the caller's own for a user, so handlers run past
 * their permission checks), else what its schema allows.
 */
const pathValue = (parameter: Parameter, caller: CallerName) => {
  const existing = existingIds(parameter.name, caller);
  const schemaValue = requestValueOf(parameter.schema ?? { type: 'string' }, components).map(
    // an empty segment would be another path
    (value) => (typeof value === 'string' ? value : JSON.stringify(value ?? null)) || 'x',
  );
  if (existing.length === 0) return schemaValue;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...existing) },
    {
      weight: 1,
      arbitrary: schemaValue,
    },
  );
};

function requestOf(index: number, caller: CallerName): fc.Arbitrary<FuzzRequest> {
  const operation = operations[index]!;
  const byPlace = (place: Parameter['in']) =>
    operation.parameters.filter((parameter) => parameter.in === place);
  const pathValues = fc.record(
    Object.fromEntries(
      byPlace('path').map((parameter) => [parameter.name, pathValue(parameter, caller)]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fc.record(
    Object.fromEntries(
      byPlace('query').map((parameter) => [
        parameter.name,
        requestValueOf(parameter.schema, components, 6),
      ]),
    ),
    {
      requiredKeys: byPlace('query')
        .filter((p) => p.required)
        .map((p) => p.name),
    },
  );
  const body =
    operation.bodyMediaType === 'application/json'
      ? requestValueOf(operation.body, components)
      : fc.constant(undefined);
  return fc.record({
    operation: fc.constant(index),
    caller: fc.constant(caller),
    pathValues,
    query,
    body,
    withFingerprint: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
  });
}

/**
 * Each (operation, caller) pair's arbitrary, built once: building one costs far more than drawing
 * from it (fast-check prepares every string arbitrary's bias tables up front), and building it
 * inside the chain for each of the 10,000 requests was half the test's time. Building draws no
 * random numbers, so the seeded requests are the same.
 */
const requestArbitraries = new Map<string, fc.Arbitrary<FuzzRequest>>();
function requestArbitrary(index: number, caller: CallerName): fc.Arbitrary<FuzzRequest> {
  const key = `${index} ${caller}`;
  let arbitrary = requestArbitraries.get(key);
  if (!arbitrary) {
    arbitrary = requestOf(index, caller);
    requestArbitraries.set(key, arbitrary);
  }
  return arbitrary;
}

function injectOf(request: FuzzRequest): InjectOptions & { url: string } {
  const operation = operations[request.operation]!;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(
      request.pathValues[name] === OWN_ID && request.caller !== 'guest'
        ? callers[request.caller].id
        : (request.pathValues[name] ?? 'x'),
    ),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query))
    if (value !== undefined)
      query.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  const headers: Record<string, string> = {};
  if (request.withFingerprint) headers['x-nb-fingerprint'] = FINGERPRINT;
  if (request.caller !== 'guest')
    headers.authorization = `Bearer ${callers[request.caller].accessToken}`;
  const sendsBody = request.body !== undefined && operation.bodyMediaType === 'application/json';
  if (sendsBody) headers['content-type'] = 'application/json';
  return {
    method: operation.method as InjectOptions['method'],
    url: `${SERVICE_BASE_PATHS[operation.service]}${path}${query.size ? `?${query}` : ''}`,
    headers,
    payload: sendsBody ? JSON.stringify(request.body) : undefined,
  };
}

/** Path values any router reads as one segment (not `.`, `..` or an escaped `/`). */
const plainSegments = (request: FuzzRequest) =>
  Object.values(request.pathValues).every((value) => /^[\w-]+$/.test(value));

function problemOf(
  request: FuzzRequest,
  status: number,
  body: string,
  contentType: string,
): string | undefined {
  if (status >= 500) return `status ${status}`;
  // the document names a path the api does not route
  if (status === 404 && body.includes('"route_not_found"') && plainSegments(request))
    return 'a documented path unrouted';
  if (status < 400) return undefined;
  if (!contentType.startsWith('application/json')) return `an error as ${contentType || 'no type'}`;
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    if (typeof parsed.error?.code === 'string' && typeof parsed.error.message === 'string')
      return undefined;
  } catch {
    return 'an error that is not JSON';
  }
  return 'an error outside the { error: { code, message } } shape';
}

test(
  `${REQUESTS} requests generated from the OpenAPI documents: no 5xx, every error documented`,
  async () => {
    console.log(`openapi fuzz: FUZZ_SEED=${SEED} FUZZ_REQUESTS=${REQUESTS}`);
    expect(operations.length).toBeGreaterThan(100);
    const request = fc
      .tuple(
        fc.nat({ max: operations.length - 1 }),
        fc.constantFrom<CallerName>('guest', 'seeker', 'owner', 'admin'),
      )
      .chain(([operation, caller]) => requestArbitrary(operation, caller));
    const requests = fc.sample(request, { numRuns: REQUESTS, seed: SEED });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const reached = new Set<number>();
    for (const [i, request] of requests.entries()) {
      if (i > 0 && i % FRESH_CALLERS_EVERY === 0) await signInCallers();
      const inject = injectOf(request);
      const answer = await t.app.inject(inject);
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      if (answer.statusCode < 400) reached.add(request.operation);
      const problem = problemOf(
        request,
        answer.statusCode,
        answer.body,
        String(answer.headers['content-type'] ?? ''),
      );
      if (problem)
        failures.push(
          `#${i} ${problem}: ${inject.method} ${inject.url.slice(0, 300)} as ${request.caller} ` +
            `body ${String(inject.payload ?? '').slice(0, 300)} → ${answer.body.slice(0, 400)}`,
        );
    }
    console.log(
      `openapi fuzz: statuses ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `${reached.size} of ${operations.length} operations answered a success at least once`,
    );
    if (failures.length > 0)
      throw new Error(
        `${failures.length} bad answers (rerun: FUZZ_SEED=${SEED} FUZZ_REQUESTS=${REQUESTS}):\n` +
          failures.slice(0, 25).join('\n'),
      );
  },
  60_000 + REQUESTS * 50,
);
