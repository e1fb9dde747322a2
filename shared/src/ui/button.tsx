import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { Spinner } from './spinner';
import { touchTargetStyle } from './styles';

export type ButtonSize = 'XS' | 'S' | 'M';
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonStyleOptions {
  size?: ButtonSize;
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

const sizeStyles = (theme: Theme, size: ButtonSize) => {
  const { fontSize } = theme.typography;
  const spec = {
    XS: { font: fontSize.xs, padding: theme.space[2] },
    S: { font: fontSize.s, padding: theme.space[3] },
    M: { font: fontSize.m, padding: theme.space[5] },
  }[size];
  return css`
    min-height: ${theme.controlHeight[size]};
    padding: 0 ${spec.padding};
    font-size: ${spec.font};
  `;
};

const variantStyles = (theme: Theme, variant: ButtonVariant) => {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.brand.main};
        color: ${colors.brand.onMain};
        &:hover:not(:disabled) {
          background: ${colors.brand.hover};
        }
        &:active:not(:disabled) {
          background: ${colors.brand.active};
        }
      `;
    case 'secondary':
      return css`
        background: ${colors.surface.raised};
        color: ${colors.brand.main};
        border-color: ${colors.brand.main};
        &:hover:not(:disabled) {
          background: ${colors.brand.subtle};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.brand.main};
        &:hover:not(:disabled) {
          background: ${colors.brand.subtle};
        }
      `;
    case 'danger':
      return css`
        background: ${colors.error.main};
        color: ${colors.error.onMain};
        &:hover:not(:disabled) {
          background: ${colors.error.text};
        }
      `;
  }
};

/**
 * Button look as a style, for elements that must stay links (a react-router `Link` that
 * looks like a button): `<Link css={buttonStyle({ variant: 'secondary' })} to="/">`.
 */
export const buttonStyle =
  ({ size = 'M', variant = 'primary', fullWidth = false }: ButtonStyleOptions = {}) =>
  (theme: Theme) => css`
    position: relative;
    display: ${fullWidth ? 'flex' : 'inline-flex'};
    width: ${fullWidth ? '100%' : 'auto'};
    align-items: center;
    justify-content: center;
    gap: ${theme.space[2]};
    border: 1px solid transparent;
    border-radius: ${theme.radii.m};
    font-family: inherit;
    font-weight: ${theme.typography.fontWeight.bold};
    line-height: ${theme.typography.lineHeight.control};
    text-align: center;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    user-select: none;
    -webkit-tap-highlight-color: transparent;
    transition: background-color ${theme.motion.fast} ${theme.motion.easing};
    ${sizeStyles(theme, size)}
    ${variantStyles(theme, variant)}
    ${size === 'M' ? '' : touchTargetStyle(theme)}

    /* A loading button is disabled too, but keeps its colours so it does not flash grey. */
    &:disabled:not([aria-busy='true']),
    &[aria-disabled='true'] {
      cursor: not-allowed;
      background: ${variant === 'ghost' ? 'transparent' : theme.colors.neutral[100]};
      border-color: ${variant === 'secondary' ? theme.colors.neutral[200] : 'transparent'};
      color: ${theme.colors.text.disabled};
    }

    &[aria-busy='true'] {
      cursor: progress;
    }
  `;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {
  /** Shows a spinner, sets aria-busy and disables the button until the action settles. */
  loading?: boolean;
  /** Icon before the label (decorative; mark it aria-hidden). */
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

const contentStyle = css`
  display: inline-flex;
  align-items: center;
  gap: inherit;
`;

/** Opacity (not visibility) keeps the label in the accessibility tree while loading. */
const hiddenContentStyle = css`
  opacity: 0;
`;

const spinnerOverlayStyle = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/**
 * The one button. `type` defaults to "button" so a button inside a form never submits it
 * by accident; pass `type="submit"` for the form's main action. In markup from the server it is
 * enabled: a press before the page runs is held by the first HTML's start-on-intent script and
 * done again once it does (docs/server-rendering.md#start-on-intent).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    size = 'M',
    variant = 'primary',
    fullWidth = false,
    loading = false,
    disabled,
    startIcon,
    endIcon,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-size={size}
      data-variant={variant}
      css={buttonStyle({ size, variant, fullWidth })}
      {...rest}
    >
      <span css={[contentStyle, loading && hiddenContentStyle]}>
        {startIcon}
        {children}
        {endIcon}
      </span>
      {loading && (
        <span css={spinnerOverlayStyle}>
          <Spinner size={size === 'M' ? 'M' : 'S'} />
        </span>
      )}
    </button>
  );
});
