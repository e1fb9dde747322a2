import { pathTo } from '@jobmatch/shared';

/**
 * Where a signed-in user goes when no `intendedUrl` says otherwise: the sign-up wizard's first
 * page. The wizard's own guard forwards users who completed it to /mypage, so this one target
 * serves new and returning users alike (docs/accounts.md#login: after login a verified user goes to the wizard).
 */
export const ONWARD_PATH = pathTo('user.sign-up-wizard', { page: 'base-info' });
