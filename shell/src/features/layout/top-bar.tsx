import { css, type Theme } from '@emotion/react';
import { forwardRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge, buttonStyle, formatBadgeCount, iconButtonStyle } from '@jobmatch/shared';
import { useUnreadCount } from '@jobmatch/shared/chat';
import { useShellTranslation } from '../../lib/use-shell-translation';
import type { ShellRouteHandle } from '../../lib/shell-route-handle';
import { AccountIcon, BackIcon, ChatIcon, MenuIcon } from './icons';
import {
  MENUS,
  returnUrlOf,
  topBarActionHref,
  type MenuAudience,
  type TopBarAction,
} from './menus';

const barStyle = (theme: Theme, border: boolean) => css`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  height: ${theme.layout.topBarHeight};
  padding: 0 ${theme.space[2]} 0 ${theme.space[4]};
  background: ${theme.colors.surface.raised};
  border-bottom: 1px solid ${border ? theme.colors.border.subtle : 'transparent'};
`;

const logoStyle = (theme: Theme) => css`
  font-weight: 700;
  font-size: 1.125rem;
  color: ${theme.colors.brand.main};
  text-decoration: none;
  margin-right: auto;
  padding: ${theme.space[2]} 0;
`;

const titleStyle = css`
  flex: 1;
  margin: 0;
  font-size: 1rem;
  font-weight: 700;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export interface TopBarProps {
  appName: string;
  handle: ShellRouteHandle | undefined;
  title: string;
  audience: MenuAudience;
  /** Single-item bars: the parent's URL and title (the back arrow's target and name). */
  back: { to: string; title: string } | null;
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuId: string;
}

/** The top bar in its three types: standard, singleItem (back arrow + title), noMenu (logo only). */
export const TopBar = forwardRef<HTMLButtonElement, TopBarProps>(function TopBar(
  { appName, handle, title, audience, back, menuOpen, onToggleMenu, menuId },
  menuButtonRef,
) {
  const { t } = useShellTranslation();
  const location = useLocation();
  const type = handle?.topBar ?? 'standard';
  const border = handle?.topBarBorder ?? true;

  const logo = (
    <Link to="/" css={logoStyle} aria-label={t('logo_home', { appName })}>
      {appName}
    </Link>
  );

  if (type === 'noMenu') {
    return <header css={(theme) => barStyle(theme, border)}>{logo}</header>;
  }

  if (type === 'singleItem') {
    return (
      <header css={(theme) => barStyle(theme, border)}>
        <Link
          to={back?.to ?? '/'}
          css={iconButtonStyle}
          aria-label={back?.title ? t('back_to', { title: back.title }) : t('back')}
        >
          <BackIcon />
        </Link>
        <h1 css={titleStyle}>{title}</h1>
      </header>
    );
  }

  const menus = MENUS[audience];
  const returnUrl = returnUrlOf(location, handle);
  return (
    <header css={(theme) => barStyle(theme, border)}>
      {logo}
      {menus.topBar.map((action) => (
        <TopBarActionLink
          key={action.id}
          action={action}
          to={topBarActionHref(action, returnUrl)}
        />
      ))}
      <button
        ref={menuButtonRef}
        type="button"
        css={iconButtonStyle}
        aria-label={t(menus.toggle.labelKey)}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
      >
        {menus.toggle.icon === 'account' ? <AccountIcon /> : <MenuIcon />}
      </button>
    </header>
  );
});

const iconLinkStyle = css`
  position: relative;
`;

/** Over the icon's top right corner, so the icon stays where it is whatever the count. */
const iconBadgeStyle = css`
  position: absolute;
  top: 0;
  right: 0;
  transform: translate(25%, -10%);
  pointer-events: none;
`;

function TopBarActionLink({ action, to }: { action: TopBarAction; to: string }) {
  const { t } = useShellTranslation();
  if (action.kind === 'icon') return <ChatActionLink action={action} to={to} />;
  return (
    <Link to={to} css={buttonStyle({ size: 'S', variant: action.variant })}>
      {t(action.labelKey)}
    </Link>
  );
}

/**
 * The chat icon with the unread total (docs/shell.md#top-bar): the shared badge (hidden at 0,
 * `100+` above 100) for the eye, the same text in the link's name, so the name contains what is
 * seen (label in name, WCAG 2.5.3).
 */
function ChatActionLink({
  action,
  to,
}: {
  action: Extract<TopBarAction, { kind: 'icon' }>;
  to: string;
}) {
  const { t } = useShellTranslation();
  const unread = useUnreadCount();
  const shown = formatBadgeCount(unread);
  const label = shown ? t('messages_unread', { shown }) : t(action.labelKey);
  return (
    <Link to={to} css={[iconButtonStyle, iconLinkStyle]} aria-label={label}>
      <ChatIcon />
      <Badge count={unread} css={iconBadgeStyle} />
    </Link>
  );
}
