import { useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { visuallyHiddenStyle } from '@jobmatch/shared';

export interface FilterRadioOption {
  /** The selection it stands for; '' for 指定なし (no selection in the group). */
  value: string;
  label: string;
}

export interface FilterRadioGroupProps {
  legend: string;
  options: readonly FilterRadioOption[];
  /** The checked option's value ('' when the group has no selection). */
  value: string;
  onChange: (value: string) => void;
}

const BOX = 20;

const gridStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 ${theme.space[3]};
  margin: 0;
  padding: 0 0 ${theme.space[3]};
  border: 0;
  min-width: 0;
`;

/** Drawn like the shared Checkbox (a 44 px row, a 20 px mark), round. */
const rowStyle = (theme: Theme) => css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.layout.touchTarget};
  cursor: pointer;
  font-size: ${theme.typography.fontSize.m};
  color: ${theme.colors.text.primary};

  & > input {
    position: absolute;
    left: ${(BOX - 44) / 2}px;
    width: 44px;
    height: 44px;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }

  & > span[aria-hidden] {
    flex: none;
    width: ${BOX}px;
    height: ${BOX}px;
    border: 2px solid ${theme.colors.border.control};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface.raised};
  }

  & > input:checked + span[aria-hidden] {
    border: 6px solid ${theme.colors.brand.main};
  }

  & > input:focus-visible + span[aria-hidden] {
    outline: 3px solid ${theme.colors.border.focus};
    outline-offset: 2px;
  }
`;

/** A one-choice filter group (the 年収 floor), native radios: arrow keys move the choice. */
export function FilterRadioGroup({ legend, options, value, onChange }: FilterRadioGroupProps) {
  const name = useId();
  return (
    <fieldset css={gridStyle}>
      <legend css={visuallyHiddenStyle}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value || 'none'} css={rowStyle}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span aria-hidden="true" />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
