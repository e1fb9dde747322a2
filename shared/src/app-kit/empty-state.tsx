import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { secondaryTextStyle } from './text-styles';

const boxStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[6]} ${theme.space[4]};
  border-radius: ${theme.radii.l};
  background: ${theme.colors.surface.page};
  text-align: center;
`;

const titleStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: ${theme.typography.lineHeight.heading};
  color: ${theme.colors.text.primary};
`;

export interface EmptyStateProps {
  title: ReactNode;
  /** What the person can do about it. */
  children?: ReactNode;
  /** A link or button leading on (e.g. to the search). */
  action?: ReactNode;
}

/** What a list says when it has nothing to show: a title, a hint, and optionally a way on. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div css={boxStyle}>
      <p css={titleStyle}>{title}</p>
      {children && <p css={secondaryTextStyle}>{children}</p>}
      {action}
    </div>
  );
}
