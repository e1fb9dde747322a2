import { css, keyframes, type Theme } from '@emotion/react';
import { VisuallyHidden } from './visually-hidden';

const rotate = keyframes`
  to { transform: rotate(360deg); }
`;

const pixelSizes = { S: 16, M: 24, L: 40 } as const;

export type SpinnerSize = keyof typeof pixelSizes;

export interface SpinnerProps {
  size?: SpinnerSize;
  /**
   * When given, the spinner announces itself (role status). Leave it out when the spinner
   * decorates something that already says it is busy, such as a loading Button.
   */
  label?: string;
  className?: string;
}

const spinnerStyle = (theme: Theme, px: number) => css`
  display: inline-block;
  flex: none;
  width: ${px}px;
  height: ${px}px;
  border: ${Math.max(2, Math.round(px / 10))}px solid currentColor;
  border-right-color: transparent;
  border-radius: ${theme.radii.pill};
  animation: ${rotate} 0.8s linear infinite;
  vertical-align: middle;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** Indeterminate progress ring in the current text colour. */
export function Spinner({ size = 'M', label, className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      data-motion="essential"
      css={(theme) => spinnerStyle(theme, pixelSizes[size])}
      className={label ? undefined : className}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className={className} css={{ display: 'inline-flex' }}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
