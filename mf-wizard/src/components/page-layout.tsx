import type { ReactNode, Ref } from 'react';
import { css, type Theme } from '@emotion/react';

const pageStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  width: 100%;
  max-width: 560px;
  margin: 0 auto;
  padding: ${theme.space[5]} ${theme.space[4]} ${theme.space[8]};
`;

export const headingStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.xl};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: ${theme.typography.lineHeight.heading};
  color: ${theme.colors.text.primary};
`;

export const leadStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  line-height: ${theme.typography.lineHeight.body};
  color: ${theme.colors.text.secondary};
`;

/** The frame of every wizard and profile screen: one column with the page's h1. */
export function PageLayout({
  heading,
  headingId,
  headingRef,
  lead,
  top,
  children,
}: {
  heading: ReactNode;
  headingId?: string;
  /** For moving focus to the heading (it is focusable from script only). */
  headingRef?: Ref<HTMLHeadingElement>;
  lead?: ReactNode;
  top?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section css={pageStyle} aria-labelledby={headingId}>
      {top}
      <h1 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} css={headingStyle}>
        {heading}
      </h1>
      {lead && <p css={leadStyle}>{lead}</p>}
      {children}
    </section>
  );
}
