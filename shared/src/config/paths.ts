import type { RouteName } from '../contracts';

/** Every route of the product by name (docs/README.md lists the pages per area). Params use React Router's `:param` syntax. */
export const paths = {
  top: '/',
  'landing.mypage': '/mypage',
  'landing.index': '/home',
  'auth.login': '/auth/login',
  'auth.reset-password-request': '/auth/reset-password-request',
  'auth.reset-password-submit': '/auth/reset-password-submit/:resetPasswordToken',
  'auth.reset-password-success': '/auth/reset-password-success',
  'auth.logout': '/auth/logout',
  'auth.signup': '/auth/sign-up',
  'auth.verify-email': '/auth/verify-email',
  'auth.verify-email-success': '/auth/verify-email-success/:verifyEmailToken',
  'auth.google-link': '/auth/google-link',
  'auth.onetime-login': '/auth/onetime-login',
  'auth.onetime-login-link': '/auth/onetime-login/:onetimeLoginToken',
  'user.sign-up-wizard': '/sign-up-wizard/:page',
  'user.profile': '/profile',
  'positions.list': '/positions',
  'positions.filter': '/positions/filter',
  'positions.saved': '/positions/saved',
  'positions.show': '/positions/:productId',
  'job-applications.list': '/job-applications',
  'organization.show': '/organization/:organizationId',
  'organization.positions.list': '/organization/:organizationId/positions',
  'chat.topics.list': '/messages/topics',
  'chat.show': '/messages/topics/:topicId',
  settings: '/settings',
  'settings.change-email': '/settings/change-email',
  'settings.verify-change-email-success':
    '/settings/verify-change-email-success/:verifyChangeEmailToken',
  'settings.change-password': '/settings/change-password',
  'settings.two-factor': '/settings/two-factor',
  'settings.saved-searches': '/settings/saved-searches',
  'settings.deactivate-account': '/settings/deactivate-account',
  'settings.deactivate-account-success': '/settings/deactivate-account-success',
  'company.apply': '/company/apply',
  'company.accept-invitation': '/company/auth/accept-invitation/:invitationId/:token',
  'company.mypage': '/company/mypage',
  'company.registration': '/company/registration',
  'company.profile': '/company/profile',
  'company.members': '/company/members',
  'company.jobs': '/company/jobs',
  'company.jobs.new': '/company/jobs/new',
  'company.jobs.show': '/company/jobs/:productId',
  'company.jobs.edit': '/company/jobs/:productId/edit',
  'company.jobs.applicants': '/company/jobs/:productId/applicants',
  'company.applicants': '/company/applicants',
  'company.applicants.show': '/company/applicants/:orderId',
  'company.messages.list': '/company/messages/topics',
  'company.messages.show': '/company/messages/topics/:topicId',
  'company.message-templates': '/company/message-templates',
  'company.pipeline': '/company/pipeline',
  'admin.organization-applications': '/admin/organization-applications',
  'admin.organization-applications.show': '/admin/organization-applications/:applicationId',
  'admin.message-templates': '/admin/message-templates',
  fallback: '*',
} as const satisfies Record<RouteName, string>;

export type Paths = typeof paths;

/** `'/a/:x/b/:y'` → `'x' | 'y'`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The params a route needs, e.g. `{ productId: string }` for `positions.show`. */
export type RouteParams<Name extends RouteName> = {
  [K in ParamNames<Paths[Name]>]: string | number;
};

export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[];

type PathToArgs<Name extends RouteName> = [ParamNames<Paths[Name]>] extends [never]
  ? [params?: Record<string, never> | null, query?: Record<string, QueryValue>]
  : [params: RouteParams<Name>, query?: Record<string, QueryValue>];

/**
 * Builds the URL of a named route: params are encoded into the path, query values appended
 * (arrays repeat the key; null/undefined are left out).
 */
export function pathTo<Name extends RouteName>(
  name: Name,
  ...[params, query]: PathToArgs<Name>
): string {
  const template: string = paths[name];
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const path = template.replace(/:([A-Za-z0-9_]+)/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined || value === '')
      throw new Error(`pathTo(${name}): missing param "${key}"`);
    return encodeURIComponent(String(value));
  });
  const search = toSearch(query);
  return search ? `${path}?${search}` : path;
}

function toSearch(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) search.append(key, String(item));
  }
  return search.toString();
}
