import { css, type Theme } from '@emotion/react';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import { buttonStyle } from '@jobmatch/shared';
import { useShellTranslation } from '../../lib/use-shell-translation';
import type { ShellRouteHandle } from '../../lib/shell-route-handle';
import { AccountIcon, BackIcon, ChatIcon, MenuIcon } from './icons';

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

const iconButtonStyle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.text.primary};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.neutral[100]};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.border.focus};
    outline-offset: 2px;
  }
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
  isLoggedIn: boolean;
  /** Single-item bars: the parent's URL and title (the back arrow's target and name). */
  back: { to: string; title: string } | null;
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuId: string;
}

/** The top bar in its three types: standard, singleItem (back arrow + title), noMenu (logo only). */
export const TopBar = forwardRef<HTMLButtonElement, TopBarProps>(function TopBar(
  { appName, handle, title, isLoggedIn, back, menuOpen, onToggleMenu, menuId },
  menuButtonRef,
) {
  const { t } = useShellTranslation();
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
        <Link to={back?.to ?? '/'} css={iconButtonStyle} aria-label={back?.title ? t('back_to', { title: back.title }) : t('back')}>
          <BackIcon />
        </Link>
        <h1 css={titleStyle}>{title}</h1>
      </header>
    );
  }

  const menuToggle = (
    <button
      ref={menuButtonRef}
      type="button"
      css={iconButtonStyle}
      aria-label={isLoggedIn ? t('account_menu') : t('open_menu')}
      aria-expanded={menuOpen}
      aria-controls={menuId}
      onClick={onToggleMenu}
    >
      {isLoggedIn ? <AccountIcon /> : <MenuIcon />}
    </button>
  );

  return (
    <header css={(theme) => barStyle(theme, border)}>
      {logo}
      {isLoggedIn ? (
        <>
          <Link to="/messages/topics" css={iconButtonStyle} aria-label={t('messages')}>
            <ChatIcon />
          </Link>
          {menuToggle}
        </>
      ) : (
        <>
          <Link to="/auth/login" css={buttonStyle({ size: 'S', variant: 'secondary' })}>
            {t('login')}
          </Link>
          <Link to="/auth/sign-up" css={buttonStyle({ size: 'S', variant: 'primary' })}>
            {t('sign_up_free')}
          </Link>
          {menuToggle}
        </>
      )}
    </header>
  );
});
