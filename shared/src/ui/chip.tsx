import type { HTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { touchTargetStyle } from './styles';

export type ChipSize = 'XS' | 'S' | 'M';
export type ChipVariant = 'default' | 'primary' | 'outline' | 'muted';

export interface ChipStyleOptions {
  size?: ChipSize;
  variant?: ChipVariant;
  selected?: boolean;
  interactive?: boolean;
}

const heights: Record<ChipSize, string> = { XS: '22px', S: '28px', M: '36px' };

const variantStyle = (theme: Theme, variant: ChipVariant) => {
  const { colors } = theme;
  switch (variant) {
    case 'default':
      return css`
        background: ${colors.neutral[100]};
        color: ${colors.text.primary};
      `;
    case 'primary':
      return css`
        background: ${colors.brand.main};
        color: ${colors.brand.onMain};
      `;
    case 'outline':
      return css`
        background: ${colors.surface.raised};
        border-color: ${colors.border.control};
        color: ${colors.text.primary};
      `;
    case 'muted':
      return css`
        background: ${colors.surface.sunken};
        color: ${colors.text.secondary};
      `;
  }
};

/** Chip look as a style, for chips that are links (skill chips leading to a filtered list). */
export const chipStyle =
  ({
    size = 'S',
    variant = 'default',
    selected = false,
    interactive = false,
  }: ChipStyleOptions = {}) =>
  (theme: Theme) => css`
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    min-height: ${heights[size]};
    padding: 0 ${size === 'XS' ? theme.space[2] : theme.space[3]};
    border: 1px solid transparent;
    border-radius: ${theme.radii.pill};
    font-family: inherit;
    font-size: ${size === 'M' ? theme.typography.fontSize.s : theme.typography.fontSize.xs};
    font-weight: ${theme.typography.fontWeight.regular};
    line-height: ${theme.typography.lineHeight.control};
    white-space: nowrap;
    text-decoration: none;
    ${variantStyle(theme, variant)}
    ${selected &&
    css`
      background: ${theme.colors.brand.subtle};
      border-color: ${theme.colors.brand.main};
      color: ${theme.colors.brand.active};
      font-weight: ${theme.typography.fontWeight.bold};
    `}
    ${interactive &&
    css`
      cursor: pointer;
      ${touchTargetStyle(theme)}
      &:hover:not(:disabled) {
        filter: brightness(0.96);
      }
      &:disabled {
        cursor: not-allowed;
        background: ${theme.colors.neutral[100]};
        border-color: transparent;
        color: ${theme.colors.text.disabled};
      }
    `}
  `;

interface ChipBaseProps extends Omit<ChipStyleOptions, 'interactive'> {
  children: ReactNode;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  className?: string;
}

export interface StaticChipProps
  extends ChipBaseProps,
    Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'onClick'> {
  onClick?: undefined;
}

export interface SelectableChipProps
  extends ChipBaseProps,
    Omit<HTMLAttributes<HTMLButtonElement>, 'children' | 'onClick'> {
  /** Makes the chip a toggle button; `selected` becomes its aria-pressed state. */
  onClick: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
}

export type ChipProps = StaticChipProps | SelectableChipProps;

const iconStyle = css`
  display: inline-flex;
  flex: none;
  & > svg {
    width: 1.2em;
    height: 1.2em;
  }
`;

/** Small label (tags on a position card) or, with `onClick`, a toggle (filter chips). */
export function Chip(props: ChipProps) {
  const { size, variant, selected = false, icon, children, ...rest } = props;
  const content = (
    <>
      {icon && (
        <span aria-hidden="true" css={iconStyle}>
          {icon}
        </span>
      )}
      {children}
    </>
  );
  if (isSelectable(props)) {
    const { onClick: _onClick, ...buttonRest } = rest as Omit<
      SelectableChipProps,
      keyof ChipBaseProps
    >;
    return (
      <button
        type="button"
        aria-pressed={selected}
        css={chipStyle({ size, variant, selected, interactive: true })}
        onClick={props.onClick}
        {...buttonRest}
      >
        {content}
      </button>
    );
  }
  return (
    <span
      css={chipStyle({ size, variant, selected })}
      {...(rest as Omit<StaticChipProps, keyof ChipBaseProps>)}
    >
      {content}
    </span>
  );
}

function isSelectable(props: ChipProps): props is SelectableChipProps {
  return typeof props.onClick === 'function';
}
