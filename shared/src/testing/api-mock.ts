import { createFetchMock, type FakeResponse, type RecordedRequest } from './fetch-mock';

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
export function apiError(
  status: number,
  code: string,
  extra: { details?: unknown[] } = {},
): FakeResponse {
  return { status, body: { error: { code, message: code, ...extra } } };
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      // Only a whole segment is a param: `users/user-1:sendVerificationEmail` is a literal path.
      const param = /^:([A-Za-z0-9_]+)$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(
    names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
  );
}

/**
 * Replaces the global fetch for one test. Handlers are keyed by "METHOD /path", where path
 * segments may be `:params` (`'GET /api/catalog/products/:productId'`); a handler function
 * receives the request with its params and parsed query; anything else is a 404
 * `route_not_found`. The app config is not fetched by remotes: preset it with the render helpers'
 * `appConfig` option (the session holds it).
 */
export function mockApi(handlers: Record<string, MockHandler> = {}) {
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method = 'GET', pattern = '/'] = key.split(' ');
    return { method, pattern, handler };
  });
  const mock = createFetchMock((recorded) => {
    const [path = recorded.url, search = ''] = recorded.url.split('?');
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
