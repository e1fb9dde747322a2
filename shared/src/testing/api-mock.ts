import type { AppConfig } from '../contracts';
import { createFetchMock, type FakeResponse, type RecordedRequest } from './fetch-mock';
import { createTestAppConfig } from './test-app-config';

/** A recorded call with its path, its `:params` and its parsed query string. */
export interface MockedRequest extends RecordedRequest {
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
}

export type MockHandler =
  | FakeResponse
  | ((request: MockedRequest) => FakeResponse | Promise<FakeResponse>);

/** `{ error }` body of a failed call, as the api sends it. */
export function apiError(status: number, code: string): FakeResponse {
  return { status, body: { error: { code, message: code } } };
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.replace(/:([A-Za-z0-9_]+)|[.*+?^${}()|[\]\\]/g, (token, name: string | undefined) => {
        if (!name) return `\\${token}`;
        names.push(name);
        return '([^/]+)';
      }),
    )
    .join('/');
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(
    names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
  );
}

/**
 * Replaces the global fetch for one test. Handlers are keyed by "METHOD /path", where the path
 * may hold `:params` (`'GET /api/catalog/products/:productId'`); a handler function receives the
 * request with its params and parsed query. `/app-config.json` answers `appConfig`; anything
 * else is a 404 `route_not_found`.
 */
export function mockApi(
  handlers: Record<string, MockHandler> = {},
  appConfig: Partial<AppConfig> = {},
) {
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method = 'GET', pattern = '/'] = key.split(' ');
    return { method, pattern, handler };
  });
  const mock = createFetchMock((recorded) => {
    const [path = recorded.url, search = ''] = recorded.url.split('?');
    if (path === '/app-config.json') return { body: createTestAppConfig(appConfig) };
    for (const route of routes) {
      if (route.method !== recorded.method) continue;
      const params = matchPath(route.pattern, path);
      if (!params) continue;
      const { handler } = route;
      return typeof handler === 'function'
        ? handler({ ...recorded, path, params, query: new URLSearchParams(search) })
        : handler;
    }
    return apiError(404, 'route_not_found');
  });
  globalThis.fetch = jest.fn(mock.fetch) as unknown as typeof fetch;
  const callsTo = (method: string, path: string) =>
    mock.requests
      .filter(
        (request) =>
          request.method === method && matchPath(path, request.url.split('?')[0] ?? '') !== null,
      )
      .map((request) => ({
        ...request,
        query: new URLSearchParams(request.url.split('?')[1] ?? ''),
      }));
  return { requests: mock.requests, callsTo };
}
