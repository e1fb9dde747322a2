import type { ReactNode, Ref } from 'react';
import { css, type Theme } from '@emotion/react';
import { visuallyHiddenStyle } from '../ui/styles';
import { leadStyle, pageHeadingStyle } from './text-styles';

/** Column widths: narrow for a single short form (auth), medium for longer forms, wide for lists. */
export type PageLayoutWidth = 'narrow' | 'medium' | 'wide';

/**
 * The custom property through which the shell widens the `wide` column of a desk page (company,
 * admin) laid out as desktop (docs/shell.md#screen-modes); unset, a list keeps its reading width.
 */
export const DESK_WIDTH_PROPERTY = '--jm-desk-content-width';

const MAX_WIDTHS: Record<PageLayoutWidth, string> = {
  narrow: '480px',
  medium: '560px',
  wide: `var(${DESK_WIDTH_PROPERTY}, 720px)`,
};

const pageStyle = (theme: Theme, width: PageLayoutWidth) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  width: 100%;
  max-width: ${MAX_WIDTHS[width]};
  margin: 0 auto;
  padding: ${theme.space[5]} ${theme.space[4]} ${theme.space[8]};
`;

export interface PageLayoutProps {
  /**
   * The page's h1. The shell's standard top bar shows no page title, so every page names itself;
   * leave it out only when a child renders the h1 (e.g. an organization header).
   */
  heading?: ReactNode;
  /** Keep the h1 for screen readers only (a hero with its own big heading). */
  headingHidden?: boolean;
  /** Gives the h1 this id and names the page's section by it (forms point at it too). */
  headingId?: string;
  /** For moving focus to the heading; it is then focusable from script only. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A paragraph under the heading. */
  lead?: ReactNode;
  /** Rendered above the heading (a progress bar). */
  top?: ReactNode;
  width?: PageLayoutWidth;
  children: ReactNode;
  className?: string;
}

/** The frame of every remote page: one centred column with the page's h1. */
export function PageLayout({
  heading,
  headingHidden = false,
  headingId,
  headingRef,
  lead,
  top,
  width = 'wide',
  children,
  className,
}: PageLayoutProps) {
  return (
    <section
      css={(theme) => pageStyle(theme, width)}
      className={className}
      aria-labelledby={headingId}
    >
      {top}
      {heading !== undefined && (
        <h1
          id={headingId}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          css={headingHidden ? visuallyHiddenStyle : pageHeadingStyle}
        >
          {heading}
        </h1>
      )}
      {lead && <p css={leadStyle}>{lead}</p>}
      {children}
    </section>
  );
}
