import type { CSSProperties, HTMLAttributes } from 'react';
import type { SpaceKey } from '../theme/tokens';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Default 'column'. */
  direction?: 'column' | 'row';
  /** Theme spacing key; default 4 (16px). */
  gap?: SpaceKey;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form' | 'fieldset' | 'nav';
}

/** Lays children out in a row or column with a theme gap, so pages need no margin hacks. */
export function Stack({
  direction = 'column',
  gap = 4,
  align,
  justify,
  wrap = false,
  as: Tag = 'div',
  ...rest
}: StackProps) {
  return (
    <Tag
      css={(theme) => ({
        display: 'flex',
        flexDirection: direction,
        gap: theme.space[gap],
        alignItems: align,
        justifyContent: justify,
        flexWrap: wrap ? 'wrap' : 'nowrap',
        ...(Tag === 'ul' || Tag === 'ol' ? { listStyle: 'none', margin: 0, padding: 0 } : {}),
        ...(Tag === 'fieldset' ? { margin: 0, padding: 0, border: 0, minWidth: 0 } : {}),
      })}
      {...rest}
    />
  );
}
