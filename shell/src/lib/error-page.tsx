import { css, type Theme } from '@emotion/react';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';

const pageStyle = (theme: Theme) => css`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[4]};
  padding: ${theme.space[10]} ${theme.space[4]};
  text-align: center;
  h1 {
    margin: 0;
    font-size: 1.25rem;
    color: ${theme.colors.text.primary};
  }
  p {
    margin: 0;
    line-height: 1.7;
    color: ${theme.colors.text.secondary};
  }
`;

const actionsStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
`;

export interface ErrorPageProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/**
 * The common frame of the error screens (404, 500, the remote fallback, start-up failure):
 * heading, explanation, actions. The section is named by its heading.
 */
export function ErrorPage({ title, children, actions, ...section }: ErrorPageProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} css={pageStyle} {...section}>
      <h1 id={titleId}>{title}</h1>
      {children}
      <div css={actionsStyle}>{actions}</div>
    </section>
  );
}
