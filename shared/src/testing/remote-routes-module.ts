import { matchRoutes } from 'react-router';
import { SHELL_CONTRACT_VERSION, type RemoteRoutesModule, type RouteHandle } from '../contracts';

const TOP_BAR_TYPES = ['standard', 'singleItem', 'noMenu'];
const ACCESS_RULES = ['public', 'guestOnly', 'user', 'verified', 'onboarded', 'company', 'admin'];

/** A route the remote must serve: the URL(s) that must reach it and the handle fields it must carry. */
export interface ExpectedRemoteRoute {
  path: string | string[];
  handle: Partial<RouteHandle>;
}

export interface ExpectValidRemoteRoutesModuleOptions {
  namespace: string;
  /** Exactly the remote's routes, by route name. */
  routes: Record<string, ExpectedRemoteRoute>;
  /** Whether a route path lies under the remote's own prefixes. */
  isOwnPath: (path: string) => boolean;
}

/**
 * The checks every remote's `./routes` must pass: contract version, namespace, flat snake_case
 * texts, exactly the expected routes with complete handles, URLs that reach them, own absolute
 * paths and lazy pages.
 */
export function expectValidRemoteRoutesModule(
  module: RemoteRoutesModule,
  { namespace, routes: expected, isOwnPath }: ExpectValidRemoteRoutesModuleOptions,
): void {
  const { routes } = module;
  const handles = routes.map((route) => route.handle as RouteHandle);

  expect(module.contractVersion).toBe(SHELL_CONTRACT_VERSION);
  expect(module.namespace).toBe(namespace);
  for (const [key, text] of Object.entries(module.resources)) {
    expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(typeof text).toBe('string');
  }

  expect(handles.map((handle) => handle.name).sort()).toEqual(Object.keys(expected).sort());
  for (const handle of handles) {
    expect(TOP_BAR_TYPES).toContain(handle.topBar);
    expect(ACCESS_RULES).toContain(handle.access);
    expect(typeof handle.footer).toBe('boolean');
    expect(module.resources).toHaveProperty(handle.titleKey);
    expect(handle).toMatchObject(expected[handle.name]!.handle);
  }

  for (const [name, { path }] of Object.entries(expected)) {
    for (const url of typeof path === 'string' ? [path] : path) {
      const matches = matchRoutes(routes, url);
      expect(matches?.map((match) => (match.route.handle as RouteHandle).name)).toEqual([name]);
    }
  }
  for (const route of routes) {
    expect(route.path !== undefined && isOwnPath(route.path)).toBe(true);
    expect(typeof route.lazy).toBe('function');
  }
}
