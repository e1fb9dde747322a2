import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

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

/** The common frame of the error screens: heading, explanation, actions. */
export function ErrorPage({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section css={pageStyle}>
      <h1>{title}</h1>
      {children}
      <div>{actions}</div>
    </section>
  );
}
