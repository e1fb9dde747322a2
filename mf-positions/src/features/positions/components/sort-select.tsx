import { useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  POSITION_SORTS,
  selectChevronStyle,
  visuallyHiddenStyle,
  type PositionSort,
} from '@jobmatch/shared';

export interface SortSelectProps {
  value: PositionSort;
  /** 関連度順 is offered only with a search term. */
  hasSearch: boolean;
  /** おすすめ順 is offered only to a signed-in seeker whose profile can be matched. */
  canRecommend?: boolean;
  onChange: (sort: PositionSort) => void;
}

/** A compact native select: the platform's picker on phones, the arrow keys on a keyboard. */
const selectStyle = (theme: Theme) => css`
  min-height: ${theme.controlHeight.S};
  padding: 0 ${theme.space[6]} 0 ${theme.space[2]};
  border: 1px solid ${theme.colors.border.control};
  border-radius: ${theme.radii.pill};
  background-color: ${theme.colors.surface.raised};
  ${selectChevronStyle(11)};
  color: ${theme.colors.text.primary};
  font: inherit;
  font-size: ${theme.typography.fontSize.s};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${theme.colors.border.focus};
    outline-offset: 2px;
  }
`;

/** The list's order (docs/positions.md#sort): 新着順, おすすめ順 (a seeker with a profile), 関連度順 (with a search term), 年収の高い順. */
export function SortSelect({ value, hasSearch, canRecommend = false, onChange }: SortSelectProps) {
  const { t } = useTranslation('positions');
  const id = useId();
  const sorts = POSITION_SORTS.filter(
    (sort) => (sort !== 'relevance' || hasSearch) && (sort !== 'recommended' || canRecommend),
  );
  return (
    <div>
      <label htmlFor={id} css={visuallyHiddenStyle}>
        {t('sort_label')}
      </label>
      <select
        id={id}
        name="sort"
        value={value}
        css={selectStyle}
        onChange={(event) => onChange(event.target.value as PositionSort)}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort_${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
