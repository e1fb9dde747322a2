import { css, type Theme } from '@emotion/react';

/** The page's h1 (PageLayout renders it; a page that draws its own header reuses the style). */
export const pageHeadingStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.xl};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: ${theme.typography.lineHeight.heading};
  letter-spacing: ${theme.typography.letterSpacing.heading};
  color: ${theme.colors.text.primary};
`;

export const sectionHeadingStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.l};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: ${theme.typography.lineHeight.heading};
  letter-spacing: ${theme.typography.letterSpacing.heading};
  color: ${theme.colors.text.primary};
`;

/** Running text that may hold line breaks typed by a person (postings, organization profiles). */
export const bodyTextStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  line-height: ${theme.typography.lineHeight.body};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The paragraph under a page heading that says what the page is for. */
export const leadStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  line-height: ${theme.typography.lineHeight.body};
  color: ${theme.colors.text.secondary};
`;

export const secondaryTextStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};
  color: ${theme.colors.text.secondary};
`;

/** Secondary text centred in the column ("no account yet? sign up"). */
export const centeredTextStyle = (theme: Theme) => css`
  ${secondaryTextStyle(theme)};
  text-align: center;
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

/** A vertical list of cards as a bare `<ul>` (postings, applications, topics). */
export const cardListStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
