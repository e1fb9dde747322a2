import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';

export interface TabBarItem {
  /** The tab's key (the spec's, e.g. `companyInformation`, `applied`). */
  key: string;
  label: ReactNode;
  /** Where the tab leads when it is not the selected one. */
  to: string;
}

export interface TabBarProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabBarItem[];
  /** Key of the tab whose page this is. */
  selected: string;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}

const tabListStyle = (theme: Theme) => css`
  display: flex;
  border-bottom: 1px solid ${theme.colors.border.subtle};

  & > * {
    flex: 1;
  }
`;

const tabStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space[2]};
  border-bottom: 3px solid transparent;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.fontSize.s};
  font-weight: ${theme.typography.fontWeight.bold};
  text-align: center;
  text-decoration: none;

  &[aria-selected='true'] {
    border-bottom-color: ${theme.colors.brand.main};
    color: ${theme.colors.brand.active};
    cursor: default;
  }
`;

// The page's own rhythm (PageLayout's gap), between the bar and the panel and inside the panel.
const columnStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
`;

const KEY_STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Tabs that are pages: each tab is a link to its route, and the page shows the tab bar with its
 * own tab selected. The selected tab is disabled (not a link, `aria-disabled`), as the spec's
 * tab bars are. One tab stop, the selected tab; the arrow keys, Home and End move between tabs
 * (the WAI-ARIA tabs pattern) and Enter follows a tab's link.
 */
export function TabBar({ label, tabs, selected, children, className }: TabBarProps) {
  const id = useId();
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
    const index = items.indexOf(event.target as HTMLElement);
    if (!step || index < 0) return;
    event.preventDefault();
    items[step(index, items.length - 1)]?.focus();
  };

  return (
    <div className={className} css={columnStyle}>
      <div role="tablist" aria-label={label} css={tabListStyle} onKeyDown={moveFocus}>
        {tabs.map((tab) =>
          tab.key === selected ? (
            <span
              key={tab.key}
              id={tabId(tab.key)}
              role="tab"
              aria-selected="true"
              aria-disabled="true"
              aria-controls={panelId}
              tabIndex={0}
              css={tabStyle}
            >
              {tab.label}
            </span>
          ) : (
            <Link
              key={tab.key}
              id={tabId(tab.key)}
              to={tab.to}
              role="tab"
              aria-selected="false"
              tabIndex={-1}
              css={tabStyle}
            >
              {tab.label}
            </Link>
          ),
        )}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} css={columnStyle}>
        {children}
      </div>
    </div>
  );
}
