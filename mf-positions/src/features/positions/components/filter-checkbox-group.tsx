import { useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Checkbox, visuallyHiddenStyle } from '@jobmatch/shared';

export interface FilterOption {
  selection: string;
  label: string;
}

export interface FilterCheckboxGroupProps {
  legend: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  /** The group (location, category, skills) is full: unchecked boxes are disabled. */
  atLimit: boolean;
  /** Id of the text stating the limit, read with every box; none where every option may be chosen. */
  hintId?: string;
  onToggle: (selection: string) => void;
  /** Two columns for short labels (prefectures, skills); one for long ones (categories). */
  columns?: 1 | 2;
}

const gridStyle = (theme: Theme, columns: 1 | 2) => css`
  display: grid;
  grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  gap: 0 ${theme.space[3]};
  margin: 0;
  padding: 0 0 ${theme.space[3]};
  border: 0;
  min-width: 0;
`;

/** The checkboxes of one filter group (docs/positions.md#search-and-filters). */
export function FilterCheckboxGroup({
  legend,
  options,
  selected,
  atLimit,
  hintId,
  onToggle,
  columns = 2,
}: FilterCheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset css={(theme) => gridStyle(theme, columns)} aria-describedby={hintId}>
      <legend css={visuallyHiddenStyle}>{legend}</legend>
      {options.map((option) => {
        const checked = selected.includes(option.selection);
        return (
          <Checkbox
            key={option.selection}
            id={`${id}-${option.selection}`}
            label={option.label}
            checked={checked}
            disabled={!checked && atLimit}
            onChange={() => onToggle(option.selection)}
          />
        );
      })}
    </fieldset>
  );
}

/** "5個まで選択できます（2/5）", and a note once the limit is reached; polite live region, so the count is heard while ticking. */
export function FilterLimitHint({
  id,
  count,
  limit,
}: {
  id: string;
  count: number;
  limit: number;
}) {
  const { t } = useTranslation('positions');
  return (
    <p
      id={id}
      aria-live="polite"
      css={(theme) => ({
        margin: 0,
        fontSize: theme.typography.fontSize.xs,
        color: count >= limit ? theme.colors.warning.text : theme.colors.text.secondary,
      })}
    >
      {t('filter_limit_hint', { count, limit })}
      {count >= limit && ` ${t('filter_limit_reached')}`}
    </p>
  );
}
