import { css, type Theme } from '@emotion/react';
import { useId, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DESK_WIDTH_PROPERTY, ownNameOf } from '@jobmatch/shared';
import type { ScreenMode } from '@jobmatch/shared/contracts';
import { useDeclaredPageTitle } from '@jobmatch/shared/page-title';
import { useAppConfig, useSession } from '@jobmatch/shared/session';
import { useCurrentPage } from '../../lib/current-page';
import { useRouteRegistry } from '../../lib/route-registry';
import { useShellTranslation } from '../../lib/use-shell-translation';
import { breadcrumbTrail, pathForRoute } from './breadcrumb-trail';
import { Footer } from './footer';
import { menuAudienceOf } from './menus';
import { DockedSideMenu, SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useLiveUnreadCount } from './use-live-unread-count';
import { useDocumentTitle, useScrollToTopOnNavigation } from './use-page-effects';
import { formatDocumentTitle, useRouteTitle } from './use-route-title';

/**
 * Mobile: one column, full width on phones and a centred phone-width column on wider screens
 * (mobile-only configuration). Desktop: a wide frame with a docked, shrinkable sidebar; a desk's
 * frame has room for the side menu plus the desk's content width.
 */
const frameStyle = (theme: Theme, layout: 'mobile' | 'desktop', desk: boolean) => css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  width: 100%;
  max-width: ${layout === 'mobile'
    ? `${theme.breakpoints.tablet}px`
    : desk
      ? `calc(${theme.layout.contentMaxWidth} + ${theme.layout.sideMenuWidth})`
      : '1200px'};
  margin: 0 auto;
  background: ${theme.colors.surface.raised};
  ${theme.mq.tablet} {
    box-shadow: ${theme.shadows.s};
  }
`;

const bodyStyle = css`
  display: flex;
  flex: 1;
  min-width: 0;
`;

const mainStyle = css`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  &:focus {
    outline: none;
  }
`;

/** A desk's pages widen their list column (`PageLayout`'s `wide`) to the desk's content width. */
const deskMainStyle = (theme: Theme) => css`
  ${DESK_WIDTH_PROPERTY}: ${theme.layout.contentMaxWidth};
`;

const DESK_MODES: readonly ScreenMode[] = ['desktop', 'bigDesktop'];

/**
 * A desk (the company and admin areas): a page that adds the desktop modes itself
 * (`handle.screenModes`), laid out as desktop. Job seekers' pages keep their column even where a
 * deployment enables the desktop modes for everyone.
 */
export function isDeskPage(
  layout: 'mobile' | 'desktop',
  screenModes: readonly ScreenMode[] | undefined,
): boolean {
  return layout === 'desktop' && (screenModes ?? []).some((mode) => DESK_MODES.includes(mode));
}

const skipLinkStyle = (theme: Theme) => css`
  position: absolute;
  left: ${theme.space[2]};
  top: -100px;
  z-index: ${theme.zIndex.toast};
  padding: ${theme.space[2]} ${theme.space[3]};
  background: ${theme.colors.surface.raised};
  &:focus {
    top: ${theme.space[2]};
  }
`;

export interface ShellLayoutProps {
  layout: 'mobile' | 'desktop';
}

/** The frame around every page: top bar, side menu, content area, footer, title and scroll. */
export function ShellLayout({ layout }: ShellLayoutProps) {
  const { t } = useShellTranslation();
  const config = useAppConfig();
  const { isLoggedIn, user } = useSession();
  const registry = useRouteRegistry();
  const titleOf = useRouteTitle();
  const location = useLocation();
  const audience = menuAudienceOf(isLoggedIn, user);
  const current = useCurrentPage();
  const handle = current?.handle;
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  // Mobile: the overlay belongs to the page it was opened on, navigating closes it.
  // Desktop: the docked sidebar stays as the user left it.
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const isDesktop = layout === 'desktop';
  const desk = isDeskPage(layout, handle?.screenModes);
  const userName = ownNameOf(user);
  const menuOpen = isDesktop ? sidebarOpen : menuOpenAt === location.key;

  // A page may title itself from its data while it is mounted (`usePageTitle`, shell/page-title).
  const pageTitle = useDeclaredPageTitle() ?? titleOf(handle);
  useDocumentTitle(formatDocumentTitle(pageTitle, config.appName));
  useScrollToTopOnNavigation();
  useLiveUnreadCount();

  const trail = handle && current ? breadcrumbTrail(handle, current.params, registry.get) : [];
  const parentPath = handle?.parent && current ? pathForRoute(handle.parent, current.params) : null;
  const back = parentPath
    ? {
        to: `${parentPath}${location.search}`,
        title: titleOf(handle?.parent ? registry.get(handle.parent) : undefined),
      }
    : null;
  const showMenu = handle?.topBar !== 'noMenu' && handle?.sideNavigation !== false;

  return (
    <div
      css={(theme) => frameStyle(theme, layout, desk)}
      data-layout={layout}
      data-desk={desk || undefined}
    >
      <a href="#main" css={skipLinkStyle}>
        {t('skip_to_content')}
      </a>
      <TopBar
        ref={menuButtonRef}
        appName={config.appName}
        handle={handle}
        title={pageTitle}
        audience={audience}
        back={back}
        menuOpen={menuOpen}
        menuId={menuId}
        onToggleMenu={() =>
          isDesktop ? setSidebarOpen(!sidebarOpen) : setMenuOpenAt(menuOpen ? null : location.key)
        }
      />
      {showMenu && !isDesktop && (
        <SideMenu
          id={menuId}
          open={menuOpen}
          onClose={() => setMenuOpenAt(null)}
          audience={audience}
          userName={userName}
          config={config}
          returnFocusRef={menuButtonRef}
        />
      )}
      <div css={bodyStyle}>
        {showMenu && isDesktop && sidebarOpen && (
          <DockedSideMenu id={menuId} audience={audience} userName={userName} config={config} />
        )}
        <main id="main" tabIndex={-1} css={(theme) => [mainStyle, desk && deskMainStyle(theme)]}>
          <Outlet />
        </main>
      </div>
      {layout === 'mobile' && handle?.footer && (
        <Footer
          trail={trail}
          titleOf={(crumb) => (crumb.handle === handle ? pageTitle : titleOf(crumb.handle))}
        />
      )}
    </div>
  );
}
