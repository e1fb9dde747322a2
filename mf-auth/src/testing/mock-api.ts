import type { AppConfig } from '@jobmatch/shared/contracts';
import { createFetchMock, type FakeResponse, type RecordedRequest } from '@jobmatch/shared/testing';

export const testAppConfig: AppConfig = {
  appName: 'JobMatch',
  environment: 'development',
  enabledScreenModes: ['mobile'],
  overrideAllowlist: [],
  googleSignInEnabled: false,
  requiredServiceVersions: {
    auth: '4.0.1',
    catalog: '3.4.0',
    chat: '4.0.0',
    order: '2.4.1',
    organization: '3.0.0',
    user: '2.16.0',
  },
};

type Handler = FakeResponse | ((request: RecordedRequest) => FakeResponse);

/** `{ error }` body of a failed call, as the api sends it. */
export function apiError(status: number, code: string): FakeResponse {
  return { status, body: { error: { code, message: code } } };
}

/**
 * Replaces the global fetch for one test: `/app-config.json` answers `appConfig`, API calls
 * answer from `handlers` keyed by "METHOD /path" (query string excluded), anything else is a 404.
 */
export function mockApi(
  handlers: Record<string, Handler> = {},
  appConfig: Partial<AppConfig> = {},
) {
  const mock = createFetchMock((request) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path === '/app-config.json') return { body: { ...testAppConfig, ...appConfig } };
    const handler = handlers[`${request.method} ${path}`];
    if (!handler) return apiError(404, 'route_not_found');
    return typeof handler === 'function' ? handler(request) : handler;
  });
  globalThis.fetch = jest.fn(mock.fetch) as unknown as typeof fetch;
  const callsTo = (method: string, path: string) =>
    mock.requests.filter(
      (request) => request.method === method && request.url.split('?')[0] === path,
    );
  return { requests: mock.requests, callsTo };
}
