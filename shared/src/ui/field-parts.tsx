import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';

/** Pieces shared by the form controls so labels and field messages look and link the same. */

export const fieldLabelStyle = (theme: Theme) => css`
  display: inline-block;
  margin-bottom: ${theme.space[1]};
  font-size: ${theme.typography.fontSize.s};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: ${theme.typography.lineHeight.heading};
  color: ${theme.colors.text.primary};
`;

export const fieldMessageStyle = (theme: Theme) => css`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.heading};
  color: ${theme.colors.text.secondary};
`;

export const fieldErrorStyle = (theme: Theme) => css`
  ${fieldMessageStyle(theme)};
  color: ${theme.colors.error.text};
`;

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} css={fieldMessageStyle}>
      {children}
    </p>
  );
}

export function FieldErrorMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} css={fieldErrorStyle}>
      {children}
    </p>
  );
}

export function RequiredMark() {
  // Hidden from assistive technology: the input itself carries aria-required.
  return (
    <span
      aria-hidden="true"
      css={(theme) => ({ color: theme.colors.error.text, marginLeft: theme.space[1] })}
    >
      *
    </span>
  );
}

/** Joins id lists for aria-describedby, dropping empty entries. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
