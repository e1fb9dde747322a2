import { css, type Theme } from '@emotion/react';

export const formStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

export const fieldsetStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  & > legend {
    margin-bottom: ${theme.space[2]};
    padding: 0;
    font-size: ${theme.typography.fontSize.s};
    font-weight: ${theme.typography.fontWeight.bold};
    color: ${theme.colors.text.primary};
  }
`;

export const fieldErrorStyle = (theme: Theme) => css`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.typography.fontSize.s};
  color: ${theme.colors.error.text};
`;

export const hintStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.s};
  color: ${theme.colors.text.secondary};
`;
