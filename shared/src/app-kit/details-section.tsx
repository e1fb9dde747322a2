import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { sectionHeadingStyle } from './text-styles';

/** The card a details section is drawn in; a list of such cards (saved searches) uses it too. */
export const detailsCardStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.l};
  background: ${theme.colors.surface.raised};
`;

const sectionHeaderStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

const listStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(6em, auto) 1fr;
  gap: ${theme.space[2]} ${theme.space[3]};
  margin: 0;
  font-size: ${theme.typography.fontSize.m};

  & dt {
    color: ${theme.colors.text.secondary};
    font-size: ${theme.typography.fontSize.s};
  }
  & dd {
    margin: 0;
    color: ${theme.colors.text.primary};
    overflow-wrap: anywhere;
  }
`;

export interface DetailsSectionProps {
  /** The heading's id; the section is the region it names. */
  id: string;
  title: string;
  /** At the end of the header row (an edit button). */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card of a details page (a profile, a company, a setting): h2, optional action, content. */
export function DetailsSection({ id, title, action, children }: DetailsSectionProps) {
  return (
    <section css={detailsCardStyle} aria-labelledby={id}>
      <div css={sectionHeaderStyle}>
        <h2 id={id} css={sectionHeadingStyle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Term/value pairs as a two-column description list. */
export function DetailsList({ entries }: { entries: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl css={listStyle}>
      {entries.map(([term, value]) => (
        <div key={term} css={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
