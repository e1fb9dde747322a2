import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { visuallyHiddenStyle } from '@jobmatch/shared';

const pageStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: ${theme.space[4]} ${theme.space[4]} ${theme.space[8]};
`;

export const pageHeadingStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.xl};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: ${theme.typography.lineHeight.heading};
  letter-spacing: ${theme.typography.letterSpacing.heading};
`;

export const sectionHeadingStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.l};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: ${theme.typography.lineHeight.heading};
  letter-spacing: ${theme.typography.letterSpacing.heading};
`;

export const bodyTextStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  line-height: ${theme.typography.lineHeight.body};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const secondaryTextStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};
  color: ${theme.colors.text.secondary};
`;

/** A wrapping row of chips as a bare `<ul>`. */
export const chipListStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface PageLayoutProps {
  /**
   * The page's h1. The shell's standard top bar shows no page title, so every page names itself;
   * leave it out only when a child renders the h1 (the organization header).
   */
  heading?: ReactNode;
  /** Keep the h1 for screen readers only (the landing hero has its own big heading). */
  headingHidden?: boolean;
  children: ReactNode;
  className?: string;
}

/** The frame of every positions page: one column with the page's h1. */
export function PageLayout({
  heading,
  headingHidden = false,
  children,
  className,
}: PageLayoutProps) {
  return (
    <div css={pageStyle} className={className}>
      {heading !== undefined && (
        <h1 css={headingHidden ? visuallyHiddenStyle : pageHeadingStyle}>{heading}</h1>
      )}
      {children}
    </div>
  );
}
