import type { RouteObject } from 'react-router';

/**
 * Version of the contract between the shell and its remotes. A remote declares the version it
 * was built against; the shell refuses (with a fallback, not a crash) a remote whose version differs.
 */
export const SHELL_CONTRACT_VERSION = 1;

/** Who may open a route. The shell's guards enforce it; remotes only declare it. */
export type AccessRule =
  | 'public'
  | 'guestOnly'
  | 'user'
  | 'verified'
  | 'onboarded'
  | 'company'
  | 'admin';

/** standard: full top bar; singleItem: back arrow to the parent plus title; noMenu: no side menu. */
export type TopBarType = 'standard' | 'singleItem' | 'noMenu';

/** Every route name of the product specification, section 2, and ours (docs/README.md). */
export type RouteName =
  | 'top'
  | 'landing.mypage'
  | 'landing.index'
  | 'auth.login'
  | 'auth.reset-password-request'
  | 'auth.reset-password-submit'
  | 'auth.reset-password-success'
  | 'auth.logout'
  | 'auth.signup'
  | 'auth.verify-email'
  | 'auth.verify-email-success'
  | 'auth.google-link'
  | 'auth.onetime-login'
  | 'auth.onetime-login-link'
  | 'user.sign-up-wizard'
  | 'user.profile'
  | 'positions.list'
  | 'positions.filter'
  | 'positions.saved'
  | 'positions.show'
  | 'job-applications.list'
  | 'organization.show'
  | 'organization.positions.list'
  | 'chat.topics.list'
  | 'chat.show'
  | 'settings'
  | 'settings.change-email'
  | 'settings.verify-change-email-success'
  | 'settings.change-password'
  | 'settings.two-factor'
  | 'settings.saved-searches'
  | 'settings.deactivate-account'
  | 'settings.deactivate-account-success'
  | 'company.apply'
  | 'company.accept-invitation'
  | 'company.mypage'
  | 'company.registration'
  | 'company.profile'
  | 'company.members'
  | 'company.jobs'
  | 'company.jobs.new'
  | 'company.jobs.show'
  | 'company.jobs.edit'
  | 'company.jobs.applicants'
  | 'company.applicants'
  | 'company.applicants.show'
  | 'company.messages.list'
  | 'company.messages.show'
  | 'company.message-templates'
  | 'company.pipeline'
  | 'admin.organization-applications'
  | 'admin.organization-applications.show'
  | 'admin.message-templates'
  | 'fallback';

/** Carried by every route object a remote exposes (`handle`). */
export interface RouteHandle {
  /** The route name, e.g. 'auth.login' (shared/src/config/paths.ts). */
  name: RouteName;
  /** Breadcrumb parent and the single-item back arrow target. */
  parent?: RouteName;
  topBar: TopBarType;
  /** Mobile footer with breadcrumb. */
  footer: boolean;
  /** Default true. */
  topBarBorder?: boolean;
  /** Default true (settings.change-email has none). */
  sideNavigation?: boolean;
  /** Key in the remote's own i18n namespace. */
  titleKey: string;
  access: AccessRule;
  /**
   * Screen modes this page is laid out for besides the configured ones (`enabledScreenModes`):
   * the company and admin desks add the desktop modes, so staff at a wide screen get the docked
   * side menu while job seekers' pages keep the configuration (docs/shell.md#screen-modes).
   */
  screenModes?: readonly ScreenMode[];
}

/** What `./routes` of every remote default-exports. */
export interface RemoteRoutesModule {
  /** SHELL_CONTRACT_VERSION the remote was built against. */
  contractVersion: number;
  /** Its i18next namespace, e.g. 'auth'. */
  namespace: string;
  /** Its Japanese texts (flat snake_case keys). */
  resources: Record<string, string>;
  /** React Router route objects with absolute paths; each carries `handle: RouteHandle`. */
  routes: RouteObject[];
}

/** `GET /remotes.json`. MF names use underscores (`mf_auth`); routes are path prefixes. */
export interface RemotesConfig {
  remotes: RemoteDescriptor[];
}

export interface RemoteDescriptor {
  name: string;
  /** URL of the remote's `mf-manifest.json`. */
  entry: string;
  routes: string[];
}

/**
 * The remote owning a path: the longest matching prefix (`/auth` owns `/auth` and `/auth/…`). The
 * page routes with it and the api's first HTML preloads and renders with it, so both agree.
 */
export function findRemoteForPath<Remote extends { routes: readonly string[] }>(
  remotes: readonly Remote[],
  pathname: string,
): Remote | undefined {
  let best: { remote: Remote; length: number } | undefined;
  for (const remote of remotes) {
    for (const prefix of remote.routes) {
      const normalized = prefix.length > 1 ? prefix.replace(/\/+$/, '') : prefix;
      const owns =
        pathname === normalized || pathname.startsWith(normalized === '/' ? '/' : `${normalized}/`);
      if (owns && (!best || normalized.length > best.length))
        best = { remote, length: normalized.length };
    }
  }
  return best?.remote;
}

/**
 * Ids of the first HTML's JSON data blocks (docs/shell.md#first-html): the runtime files, and the
 * state of a server-rendered page (docs/server-rendering.md).
 */
export const FIRST_HTML_BLOCK_IDS = {
  runtime: 'jobmatch-runtime',
  serverRendered: 'jobmatch-ssr',
  /** The app's scripts of a page that starts on intent: `{ scripts: string[] }`. */
  startOnIntent: 'jobmatch-start',
} as const;

/**
 * Not a secret: '1' says this browser signed in and may hold the refresh cookie, so start-up
 * tries a refresh; guests, without it, make no call (docs/accounts.md#sessions-and-tokens). The
 * first HTML's start-on-intent script reads it too: a signed-in page starts at once.
 */
export const SIGNED_IN_HINT_STORAGE_KEY = 'jobmatch.signedIn';
/**
 * `{ "mf_auth": "<entry url>" }`: remotes this browser loads from another entry until removed
 * (docs/shell.md#local-overrides). Such a page runs another build than the server rendered, so it
 * starts at once.
 */
export const REMOTE_OVERRIDES_STORAGE_KEY = 'jobmatch.remoteOverrides';

/**
 * A server-rendered page a guest opens runs no script until they reach for it
 * (docs/server-rendering.md#start-on-intent). The first HTML's small script holds what they did
 * meanwhile on `window[START_ON_INTENT_GLOBAL]`; the shell takes it over once the page has
 * hydrated, and marks `<html>` with `data-app-started` (`hydrated` or `rendered`).
 */
export const START_ON_INTENT_GLOBAL = '__jobmatchStart';
export const APP_STARTED_ATTRIBUTE = 'data-app-started';
/**
 * Marks a link of the server's markup that works only once the page runs (its href carries what
 * only the browser knows): the start-on-intent script holds a tap on it like a button's.
 */
export const HOLD_UNTIL_STARTED_ATTRIBUTE = 'data-hold-until-started';

/** What the page's visitor did before the app ran: the control they activated, what they typed. */
export interface HeldIntent {
  /** A button (or form submission) activated before the app could answer it. */
  activation:
    | { kind: 'click'; target: Element }
    | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
    | null;
  /** Fields the visitor typed into or chose in, with their last value (and state, for a box). */
  typed: Array<{
    field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    value: string;
    /** A checkbox's or radio button's: whether the visitor left it checked. */
    checked?: boolean;
  }>;
  /** A field with an IME conversion still open: the app hears its end itself. */
  composing: Element | null;
}

export interface StartOnIntentHandle {
  /** Stops holding and hands over what was held; the app calls it once it answers events itself. */
  release(): HeldIntent;
}

/** The six backend services the clients call (docs/shell.md#services-and-versions). */
export type ServiceName = 'auth' | 'user' | 'catalog' | 'order' | 'organization' | 'chat';

export type ScreenMode = 'mobile' | 'desktop' | 'bigDesktop';

/** `GET /app-config.json`, served by the shell's origin. */
export interface AppConfig {
  appName: string;
  environment: 'development' | 'production';
  enabledScreenModes: ScreenMode[];
  /** Origins whose remote entries may override the configured ones; [] in production. */
  overrideAllowlist: string[];
  googleSignInEnabled: boolean;
  privacyPolicyUrl?: string;
  userAgreementUrl?: string;
  companySiteUrl?: string;
  /**
   * Minimum `serviceVersion` each service's `/ping` must report. Partial because it is read from
   * JSON at run time: only the services listed are checked.
   */
  requiredServiceVersions: Partial<Record<ServiceName, string>>;
}
