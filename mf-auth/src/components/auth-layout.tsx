import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';

const pageStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: ${theme.space[6]} ${theme.space[4]} ${theme.space[8]};
`;

const headingStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.xl};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: ${theme.typography.lineHeight.heading};
  color: ${theme.colors.text.primary};
`;

/** The frame of every auth screen: one centred column with the page's h1. */
export function AuthLayout({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <section css={pageStyle}>
      <h1 css={headingStyle}>{heading}</h1>
      {children}
    </section>
  );
}

export const leadStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  line-height: ${theme.typography.lineHeight.body};
  color: ${theme.colors.text.secondary};
`;

export const formStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

export const linkStyle = (theme: Theme) => css`
  color: ${theme.colors.text.link};
  font-weight: ${theme.typography.fontWeight.bold};
  text-decoration: underline;
`;

export const alertStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.error.subtle};
  color: ${theme.colors.error.text};
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};
`;

/** The server's answer to a form's last submit, already in Japanese; nothing when there is none. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" css={alertStyle}>
      {message}
    </p>
  );
}

export const centeredTextStyle = (theme: Theme) => css`
  margin: 0;
  text-align: center;
  font-size: ${theme.typography.fontSize.s};
  color: ${theme.colors.text.secondary};
`;
