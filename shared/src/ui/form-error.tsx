import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';

export interface FormErrorProps {
  /** The message; nothing renders without one. */
  children?: ReactNode;
  className?: string;
}

const formErrorStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-left: 4px solid ${theme.colors.error.main};
  border-radius: ${theme.radii.s};
  background: ${theme.colors.error.subtle};
  color: ${theme.colors.error.text};
  font-size: ${theme.typography.fontSize.s};
`;

/** Form-level error (e.g. a failed login), announced as it appears. */
export function FormError({ children, className }: FormErrorProps) {
  if (children === null || children === undefined || children === false || children === '')
    return null;
  return (
    <p role="alert" className={className} css={formErrorStyle}>
      {children}
    </p>
  );
}
