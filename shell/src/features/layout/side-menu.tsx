import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden, iconButtonStyle } from '@jobmatch/shared';
import type { AppConfig } from '@jobmatch/shared/contracts';
import { useShellTranslation } from '../../lib/use-shell-translation';
import { CloseMenuIcon, ExternalIcon } from './icons';
import { sideMenuItems, type MenuAudience } from './menus';

const backdropStyle = (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.overlay};
  background: ${theme.colors.surface.backdrop};
`;

const panelStyle = (theme: Theme) => css`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${theme.zIndex.overlay + 1};
  display: flex;
  flex-direction: column;
  width: min(320px, 85vw);
  background: ${theme.colors.surface.raised};
  box-shadow: ${theme.shadows.l};
  overflow-y: auto;
`;

const headerStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${theme.layout.topBarHeight};
  padding: 0 ${theme.space[2]} 0 ${theme.space[4]};
  border-bottom: 1px solid ${theme.colors.border.subtle};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const listStyle = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: ${theme.space[2]} 0;
  a {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: ${theme.layout.touchTarget};
    padding: 0 ${theme.space[4]};
    color: ${theme.colors.text.primary};
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.neutral[50]};
  }
  a:focus-visible {
    outline: 2px solid ${theme.colors.border.focus};
    outline-offset: -2px;
  }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface SideMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  audience: MenuAudience;
  /** The user's own name; null for a guest, and for a user who has not given one yet. */
  userName: string | null;
  config: Pick<AppConfig, 'companySiteUrl' | 'privacyPolicyUrl'>;
  /** Focus returns here when the menu closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The overlay side menu: focus moves in and is trapped while open; Escape or the backdrop closes it. */
export function SideMenu({
  id,
  open,
  onClose,
  audience,
  userName,
  config,
  returnFocusRef,
}: SideMenuProps) {
  const { t } = useShellTranslation();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const returnTo = returnFocusRef.current;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => returnTo?.focus();
  }, [open, returnFocusRef]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <>
      <div
        css={backdropStyle}
        onClick={onClose}
        aria-hidden="true"
        data-testid="side-menu-backdrop"
      />
      <div
        id={id}
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        css={panelStyle}
        onKeyDown={onKeyDown}
      >
        <SideMenuContent
          titleId={`${id}-title`}
          audience={audience}
          userName={userName}
          config={config}
          onNavigate={onClose}
        >
          <button
            type="button"
            css={iconButtonStyle}
            aria-label={t('close_menu')}
            onClick={onClose}
          >
            <CloseMenuIcon />
          </button>
        </SideMenuContent>
      </div>
    </>
  );
}

interface SideMenuContentProps extends Pick<SideMenuProps, 'audience' | 'userName' | 'config'> {
  titleId: string;
  onNavigate?: () => void;
  children?: ReactNode;
}

/** The user-name header and the menu items, shared by the overlay and the docked sidebar. */
function SideMenuContent({
  titleId,
  audience,
  userName,
  config,
  onNavigate,
  children,
}: SideMenuContentProps) {
  const { t } = useShellTranslation();
  return (
    <>
      <div css={headerStyle}>
        <h2 id={titleId}>
          {userName
            ? t('user_name_honorific', { name: userName })
            : t(audience === 'guest' ? 'guest_user' : 'welcome_user')}
        </h2>
        {children}
      </div>
      <nav aria-label={t('main_navigation')}>
        <ul css={listStyle}>
          {sideMenuItems(audience, config).map((item) => (
            <li key={item.id}>
              {item.kind === 'route' ? (
                <Link to={item.to} onClick={onNavigate}>
                  {t(item.labelKey)}
                </Link>
              ) : (
                <a href={item.href} target="_blank" rel="noopener noreferrer">
                  {t(item.labelKey)}
                  <ExternalIcon />
                  <VisuallyHidden>{t('opens_in_new_tab')}</VisuallyHidden>
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

const dockedStyle = (theme: Theme) => css`
  flex: none;
  width: ${theme.layout.sideMenuWidth};
  border-right: 1px solid ${theme.colors.border.subtle};
  background: ${theme.colors.surface.raised};
`;

/** Desktop: the same menu docked beside the content; the top-bar toggle shrinks it away. */
export function DockedSideMenu({
  id,
  audience,
  userName,
  config,
}: Pick<SideMenuProps, 'id' | 'audience' | 'userName' | 'config'>) {
  return (
    <aside id={id} aria-labelledby={`${id}-title`} css={dockedStyle}>
      <SideMenuContent
        titleId={`${id}-title`}
        audience={audience}
        userName={userName}
        config={config}
      />
    </aside>
  );
}
