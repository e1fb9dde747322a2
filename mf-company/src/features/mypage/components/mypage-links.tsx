import { useId } from 'react';
import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { sectionHeadingStyle } from '@jobmatch/shared';

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

const linkStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space[3]} ${theme.space[4]};
  color: ${theme.colors.text.primary};
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

const textStyle = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
`;

const hintStyle = (theme: Theme) => css`
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.fontSize.s};
`;

export interface MypageLink {
  to: string;
  label: string;
  hint: string;
}

/** The company pages the my page leads to, as a titled list of rows with chevrons. */
export function MypageLinks({ title, links }: { title: string; links: readonly MypageLink[] }) {
  const headingId = useId();
  return (
    <nav
      aria-labelledby={headingId}
      css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[2] })}
    >
      <h2 id={headingId} css={sectionHeadingStyle}>
        {title}
      </h2>
      <ul css={listStyle}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} css={linkStyle}>
              <span css={textStyle}>
                <span>{link.label}</span>
                <span css={hintStyle}>{link.hint}</span>
              </span>
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.75" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
