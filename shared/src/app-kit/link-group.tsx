import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { sectionHeadingStyle } from './text-styles';

const groupStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const listStyle = (theme: Theme) => css`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.l};
  background: ${theme.colors.surface.raised};
  overflow: hidden;

  & > li + li {
    border-top: 1px solid ${theme.colors.border.subtle};
  }
`;

const rowStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]} ${theme.space[4]};
`;

const linkStyle = (theme: Theme, tone: LinkGroupLinkTone) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space[3]} ${theme.space[4]};
  color: ${tone === 'danger' ? theme.colors.error.text : theme.colors.text.primary};
  font-size: ${theme.typography.fontSize.m};
  text-decoration: none;

  &:hover {
    background: ${theme.colors.surface.sunken};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.border.focus};
    outline-offset: -2px;
  }
`;

const linkTextStyle = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
`;

const hintStyle = (theme: Theme) => css`
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.fontSize.s};
`;

export interface LinkGroupProps {
  title: string;
  /**
   * The landmark the heading names: `section` (a region, default) for a page's groups of
   * settings, `nav` when the group is the page's menu of where to go next.
   */
  as?: 'section' | 'nav';
  /** `LinkGroupLink` and `LinkGroupRow` items. */
  children: ReactNode;
}

/** A titled card of rows, one under the other (the settings page, a my page's menu). */
export function LinkGroup({ title, as: Landmark = 'section', children }: LinkGroupProps) {
  const headingId = useId();
  return (
    <Landmark css={groupStyle} aria-labelledby={headingId}>
      <h2 id={headingId} css={sectionHeadingStyle}>
        {title}
      </h2>
      <ul css={listStyle}>{children}</ul>
    </Landmark>
  );
}

/** A row that shows something (the current address) rather than leading somewhere. */
export function LinkGroupRow({ children }: { children: ReactNode }) {
  return <li css={rowStyle}>{children}</li>;
}

export type LinkGroupLinkTone = 'default' | 'danger';

export interface LinkGroupLinkProps {
  to: string;
  label: string;
  /** A line under the label saying what is there. */
  hint?: string;
  /** `danger` for a way out (deactivating the account). */
  tone?: LinkGroupLinkTone;
}

/** A row leading to another page, with the chevron users expect of such lists. */
export function LinkGroupLink({ to, label, hint, tone = 'default' }: LinkGroupLinkProps) {
  return (
    <li>
      <Link to={to} css={(theme) => linkStyle(theme, tone)}>
        <span css={linkTextStyle}>
          <span>{label}</span>
          {hint && <span css={hintStyle}>{hint}</span>}
        </span>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </Link>
    </li>
  );
}
