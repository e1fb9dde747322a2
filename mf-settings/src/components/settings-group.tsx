import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { sectionHeadingStyle } from '@jobmatch/shared';

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

const linkRowStyle = (theme: Theme, tone: 'default' | 'danger') => css`
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

export interface SettingsGroupProps {
  title: string;
  children: ReactNode;
}

/** A titled group of settings rows (the spec's group layout): a list the heading names. */
export function SettingsGroup({ title, children }: SettingsGroupProps) {
  const headingId = useId();
  return (
    <section css={groupStyle} aria-labelledby={headingId}>
      <h2 id={headingId} css={sectionHeadingStyle}>
        {title}
      </h2>
      <ul css={listStyle}>{children}</ul>
    </section>
  );
}

/** A row that shows something (the current address) rather than leading somewhere. */
export function SettingsInfoRow({ children }: { children: ReactNode }) {
  return <li css={rowStyle}>{children}</li>;
}

export interface SettingsLinkRowProps {
  to: string;
  label: string;
  hint?: string;
  tone?: 'default' | 'danger';
}

/** A row leading to a settings page, with the chevron users expect of such lists. */
export function SettingsLinkRow({ to, label, hint, tone = 'default' }: SettingsLinkRowProps) {
  return (
    <li>
      <Link to={to} css={(theme) => linkRowStyle(theme, tone)}>
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
