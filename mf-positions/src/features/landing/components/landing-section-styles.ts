import { css, type Theme } from '@emotion/react';

// The landing pages' sections of cards (おすすめ求人, 新着求人): heading, cards, link, and the
// room a section keeps while its cards load, so the page below does not jump.

export const landingSectionStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

export const landingSectionLoadingStyle = css`
  min-height: 160px;
`;
