import { css, type Theme } from '@emotion/react';
import { iconButtonStyle } from './icon-button-style';
import { touchTargetStyle, visuallyHiddenStyle } from './styles';

export interface SaveToggleProps {
  /** Saved now (`aria-pressed`). */
  pressed: boolean;
  onPressedChange: (next: boolean) => void;
  /** The toggle's one name, the same pressed or not (「気になる」): the state is `aria-pressed`'s. */
  label: string;
  /** `icon`: a round heart, the label for screen readers only (cards); `labelled`: heart and text. */
  variant?: 'icon' | 'labelled';
  disabled?: boolean;
}

const iconStyle = (theme: Theme) => css`
  ${iconButtonStyle(theme)};
  position: relative;
  width: 36px;
  height: 36px;
  color: ${theme.colors.text.secondary};
  ${touchTargetStyle(theme)};

  &[aria-pressed='true'] {
    color: ${theme.colors.brand.main};
  }
`;

const labelledStyle = (theme: Theme) => css`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface.raised};
  color: ${theme.colors.text.primary};
  font: inherit;
  font-size: ${theme.typography.fontSize.s};
  font-weight: ${theme.typography.fontWeight.bold};
  cursor: pointer;

  & svg {
    color: ${theme.colors.text.secondary};
  }

  &[aria-pressed='true'] {
    border-color: ${theme.colors.brand.main};
    background: ${theme.colors.brand.subtle};
    color: ${theme.colors.brand.main};
  }
  &[aria-pressed='true'] svg {
    color: ${theme.colors.brand.main};
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.border.focus};
    outline-offset: 2px;
  }
`;

const disabledStyle = css`
  &:disabled {
    cursor: default;
    opacity: 0.5;
  }
`;

/** A heart, outlined when not saved, filled when saved: the state shows without colour too. */
function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </svg>
  );
}

/**
 * A toggle button that saves something for later (the seeker's 気になる, docs/positions.md#気になる).
 * It only draws the state and reports presses: the caller saves, rolls back and explains.
 */
export function SaveToggle({
  pressed,
  onPressedChange,
  label,
  variant = 'icon',
  disabled = false,
}: SaveToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={() => onPressedChange(!pressed)}
      css={[variant === 'icon' ? iconStyle : labelledStyle, disabledStyle]}
    >
      <HeartIcon filled={pressed} />
      <span css={variant === 'icon' ? visuallyHiddenStyle : undefined}>{label}</span>
    </button>
  );
}
