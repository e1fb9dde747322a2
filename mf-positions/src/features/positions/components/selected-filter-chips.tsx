import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chipListStyle, chipStyle, useSelectionLabel, visuallyHiddenStyle } from '@jobmatch/shared';

function RemoveIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export interface SelectedFilterChipsProps {
  selections: readonly string[];
  onRemove: (selection: string) => void;
}

/** The current selections as chips; each one removes itself. */
export function SelectedFilterChips({ selections, onRemove }: SelectedFilterChipsProps) {
  const { t } = useTranslation('positions');
  const labelOf = useSelectionLabel();
  const headingId = useId();
  if (selections.length === 0) return null;
  return (
    <div>
      <h2 id={headingId} css={visuallyHiddenStyle}>
        {t('selected_filters')}
      </h2>
      <ul css={chipListStyle} aria-labelledby={headingId}>
        {selections.map((selection) => {
          const label = labelOf(selection);
          return (
            <li key={selection}>
              <button
                type="button"
                aria-label={t('remove_filter', { label })}
                css={chipStyle({ size: 'S', selected: true, interactive: true })}
                onClick={() => onRemove(selection)}
              >
                {label}
                <RemoveIcon />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
