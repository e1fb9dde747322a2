import type { HTMLAttributes } from 'react';
import { visuallyHiddenStyle } from './styles';

/** Text for assistive technology only (labels of icon-only or visual-only elements). */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span css={visuallyHiddenStyle} {...props} />;
}
