import { matchPath } from 'react-router';
import { audienceOf, paths, type UserAudience } from '@jobmatch/shared';
import type { AppConfig, RouteHandle, User } from '@jobmatch/shared/contracts';
import type { ShellTextKey } from '../../app/i18n/ja';

/** Who the chrome is drawn for: a guest, or the audience of the signed-in user's type. */
export type MenuAudience = 'guest' | UserAudience;

/** Configured links the menus may show; an item whose URL is not configured is left out. */
type LinkConfig = Pick<AppConfig, 'companySiteUrl' | 'privacyPolicyUrl'>;

export type SideMenuItem =
  | { kind: 'route'; id: string; labelKey: ShellTextKey; to: string }
  | { kind: 'external'; id: string; labelKey: ShellTextKey; href: string };

type SideMenuRow =
  | { kind: 'route'; id: string; labelKey: ShellTextKey; to: string }
  | { kind: 'external'; id: string; labelKey: ShellTextKey; configKey: keyof LinkConfig };

/** Actions of the standard top bar, left to right, before the menu toggle. */
export type TopBarAction =
  /** The chat icon carries the unread total (`shell/chat`) as a badge and in its name. */
  | { kind: 'icon'; id: string; icon: 'chat'; labelKey: ShellTextKey; to: string }
  | {
      kind: 'button';
      id: string;
      variant: 'primary' | 'secondary';
      labelKey: ShellTextKey;
      to: string;
      /** Carries the current page as `intendedUrl`, so signing in comes back to it. */
      returnsHere?: boolean;
    };

interface AudienceMenus {
  sideMenu: readonly SideMenuRow[];
  topBar: readonly TopBarAction[];
  /** The toggle that opens the side menu: a menu icon for guests, the account icon otherwise. */
  toggle: { icon: 'menu' | 'account'; labelKey: ShellTextKey };
}

const positions = {
  kind: 'route',
  id: 'positions',
  labelKey: 'menu_positions',
  to: '/positions',
} as const;
const settings = {
  kind: 'route',
  id: 'settings',
  labelKey: 'menu_settings',
  to: '/settings',
} as const;
const logout = {
  kind: 'route',
  id: 'logout',
  labelKey: 'menu_logout',
  to: '/auth/logout',
} as const;
const accountToggle = { icon: 'account', labelKey: 'account_menu' } as const;

/**
 * The chrome of each audience (docs/shell.md, side menu and top bar). A new area adds rows
 * here, not branches in the components.
 */
export const MENUS: Record<MenuAudience, AudienceMenus> = {
  guest: {
    sideMenu: [
      positions,
      {
        kind: 'external',
        id: 'company-site',
        labelKey: 'menu_company_site',
        configKey: 'companySiteUrl',
      },
      {
        kind: 'external',
        id: 'privacy-policy',
        labelKey: 'menu_privacy_policy',
        configKey: 'privacyPolicyUrl',
      },
    ],
    topBar: [
      {
        kind: 'button',
        id: 'login',
        variant: 'secondary',
        labelKey: 'login',
        to: '/auth/login',
        returnsHere: true,
      },
      {
        kind: 'button',
        id: 'sign-up',
        variant: 'primary',
        labelKey: 'sign_up_free',
        to: '/auth/sign-up',
        returnsHere: true,
      },
    ],
    toggle: { icon: 'menu', labelKey: 'open_menu' },
  },
  jobSeeker: {
    sideMenu: [
      positions,
      {
        kind: 'route',
        id: 'job-applications',
        labelKey: 'menu_job_applications',
        to: '/job-applications',
      },
      {
        kind: 'route',
        id: 'saved-positions',
        labelKey: 'menu_saved_positions',
        to: '/positions/saved',
      },
      { kind: 'route', id: 'profile', labelKey: 'menu_profile', to: '/profile' },
      settings,
      logout,
    ],
    topBar: [
      { kind: 'icon', id: 'messages', icon: 'chat', labelKey: 'messages', to: '/messages/topics' },
    ],
    toggle: accountToggle,
  },
  companyMember: {
    sideMenu: [
      {
        kind: 'route',
        id: 'company-mypage',
        labelKey: 'menu_company_mypage',
        to: '/company/mypage',
      },
      {
        kind: 'route',
        id: 'company-jobs',
        labelKey: 'menu_company_jobs',
        to: '/company/jobs',
      },
      {
        kind: 'route',
        id: 'company-applicants',
        labelKey: 'menu_company_applicants',
        to: '/company/applicants',
      },
      {
        kind: 'route',
        id: 'company-pipeline',
        labelKey: 'menu_company_pipeline',
        to: '/company/pipeline',
      },
      {
        kind: 'route',
        id: 'company-profile',
        labelKey: 'menu_company_profile',
        to: '/company/profile',
      },
      {
        kind: 'route',
        id: 'company-members',
        labelKey: 'menu_company_members',
        to: '/company/members',
      },
      {
        kind: 'route',
        id: 'company-messages',
        labelKey: 'menu_company_messages',
        to: '/company/messages/topics',
      },
      {
        kind: 'route',
        id: 'company-message-templates',
        labelKey: 'menu_message_templates',
        to: '/company/message-templates',
      },
      settings,
      logout,
    ],
    topBar: [
      {
        kind: 'icon',
        id: 'messages',
        icon: 'chat',
        labelKey: 'messages',
        to: '/company/messages/topics',
      },
    ],
    toggle: accountToggle,
  },
  admin: {
    sideMenu: [
      {
        kind: 'route',
        id: 'organization-applications',
        labelKey: 'menu_organization_applications',
        to: '/admin/organization-applications',
      },
      {
        kind: 'route',
        id: 'admin-message-templates',
        labelKey: 'menu_message_templates',
        to: '/admin/message-templates',
      },
      settings,
      logout,
    ],
    topBar: [],
    toggle: accountToggle,
  },
};

/**
 * The audience the chrome is drawn for. A session whose user record has not arrived yet (or has
 * a malformed type) gets the job seeker's chrome: the guards, not the menus, protect pages.
 */
export function menuAudienceOf(
  isLoggedIn: boolean,
  user: Pick<User, 'typeId'> | null,
): MenuAudience {
  if (!isLoggedIn) return 'guest';
  return audienceOf(user) ?? 'jobSeeker';
}

/** The side-menu items of an audience, with configured links resolved and unconfigured ones dropped. */
export function sideMenuItems(audience: MenuAudience, config: LinkConfig): SideMenuItem[] {
  return MENUS[audience].sideMenu.flatMap((row): SideMenuItem[] => {
    if (row.kind === 'route') return [row];
    const href = config[row.configKey];
    return href ? [{ kind: 'external', id: row.id, labelKey: row.labelKey, href }] : [];
  });
}

const AUTH_PATHS = Object.entries(paths)
  .filter(([name]) => name.startsWith('auth.'))
  .map(([, path]) => path);

/**
 * The page a guest's sign-in should bring them back to (docs/shell.md#top-bar): where they are,
 * path and query, as the apply dialog does. None from the sign-in pages themselves (known by path
 * too, for while mf-auth is not loaded) or from a page only guests may see (the landing page),
 * which a signed-in user cannot return to.
 */
export function returnUrlOf(
  location: { pathname: string; search: string },
  handle: Pick<RouteHandle, 'name' | 'access'> | undefined,
): string | null {
  if (handle?.access === 'guestOnly' || handle?.name.startsWith('auth.')) return null;
  if (AUTH_PATHS.some((path) => matchPath(path, location.pathname))) return null;
  return `${location.pathname}${location.search}`;
}

/** A top-bar action's link: with `intendedUrl` when the action returns here and there is a page to return to. */
export function topBarActionHref(action: TopBarAction, returnUrl: string | null): string {
  if (action.kind !== 'button' || !action.returnsHere || !returnUrl) return action.to;
  return `${action.to}?${new URLSearchParams({ intendedUrl: returnUrl }).toString()}`;
}
