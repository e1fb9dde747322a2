import { useId, useMemo, useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Disclosure,
  EMPLOYMENT_TYPES,
  FILTER_LIMITS,
  PREFECTURES,
  REMOTE_WORK_SELECTION,
  SALARY_FILTER_STEPS,
  WORK_STYLE_FILTERS,
  categoryLabel,
  categorySelection,
  countInGroup,
  employmentSelection,
  employmentTypeLabel,
  isGroupAtLimit,
  locationSelection,
  pathTo,
  parseSelection,
  salarySelection,
  sectionHeadingStyle,
  selectionGroup,
  skillGroupLabel,
  skillGroupsOf,
  skillSelection,
  toggleSelection,
  useCategories,
  useSkillsAttribute,
  visuallyHiddenStyle,
  workStyleLabel,
  workStyleSelection,
  type FilterGroupKey,
  type PositionSort,
  useSelectionLabel,
} from '@jobmatch/shared';
import { positionsUrl } from '../../../lib/positions-query';
import { useProductsCount } from '../api/get-products-count';
import { usePositionsQuery } from '../hooks/use-positions-query';

import { FilterCheckboxGroup, FilterLimitHint, type FilterOption } from './filter-checkbox-group';
import { FilterRadioGroup, type FilterRadioOption } from './filter-radio-group';

const pageStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: ${theme.space[2]} ${theme.space[4]} 0;
`;

const groupStyle = (theme: Theme) => css`
  border-bottom: 1px solid ${theme.colors.border.subtle};
`;

const skillsHeaderStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding: ${theme.space[4]} 0 ${theme.space[1]};
`;

const actionsStyle = (theme: Theme) => css`
  position: sticky;
  bottom: 0;
  z-index: ${theme.zIndex.sticky};
  display: flex;
  gap: ${theme.space[3]};
  margin: ${theme.space[4]} -${theme.space[4]} 0;
  padding: ${theme.space[3]} ${theme.space[4]} calc(${theme.space[3]} + env(safe-area-inset-bottom));
  border-top: 1px solid ${theme.colors.border.subtle};
  background: ${theme.colors.surface.raised};

  & > :last-child {
    flex: 1;
  }
`;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * 「123件を表示」 before applying; 「1,000件以上を表示」 at the api's cap; 「件数を確認中…」 while
 * the count loads; without a count (the call failed) plain 「この条件で検索する」.
 */
function applyLabel(t: Translate, count: ReturnType<typeof useProductsCount>): string {
  if (count.isChecking) return t('filter_apply_checking');
  if (count.isError || count.total === undefined) return t('filter_apply');
  const total = count.total.toLocaleString('ja-JP');
  return count.totalCapped
    ? t('filter_apply_count_capped', { total })
    : t('filter_apply_count', { total });
}

const selectedSummary = (
  t: (key: string, options?: Record<string, unknown>) => string,
  count: number,
) => (count > 0 ? t('filter_selected_in_group', { count }) : undefined);

/**
 * positions.filter: accordion groups for location, category, 年収, employment type, work style and
 * skills. The selection is local until "apply", which opens the list with it (the apply button
 * tells how many postings that is); the top bar's back arrow returns to the list with the query
 * unchanged (the shell keeps `location.search`).
 */
export function PositionsFilterPage() {
  const { query } = usePositionsQuery();
  // Back/forward onto this page with another query starts over from that query.
  return (
    <FilterPanel
      key={query.filters.join('|')}
      initial={query.filters}
      search={query.search}
      sort={query.sort}
    />
  );
}

interface FilterPanelProps {
  initial: string[];
  search: string;
  sort?: PositionSort;
}

function FilterPanel({ initial, search, sort }: FilterPanelProps) {
  const { t } = useTranslation('positions');
  const navigate = useNavigate();
  const id = useId();
  const labelOf = useSelectionLabel();
  const [selected, setSelected] = useState<string[]>(initial);
  const { data: categories } = useCategories();
  const { data: skillsAttribute } = useSkillsAttribute();
  const matching = useProductsCount({ filters: selected, search });

  const locationOptions = useMemo<FilterOption[]>(
    () => [
      { selection: REMOTE_WORK_SELECTION, label: t('location_remote_work') },
      ...PREFECTURES.map((prefecture) => ({
        selection: locationSelection(prefecture.key),
        label: prefecture.name,
      })),
    ],
    [t],
  );
  const categoryOptions = useMemo<FilterOption[]>(
    () =>
      (categories ?? []).map((category) => ({
        selection: categorySelection(category.id),
        label: categoryLabel(category),
      })),
    [categories],
  );
  const skillGroups = useMemo(() => skillGroupsOf(skillsAttribute), [skillsAttribute]);
  const salaryOptions = useMemo<FilterRadioOption[]>(
    () => [
      { value: '', label: t('filter_salary_any') },
      ...SALARY_FILTER_STEPS.map((yen) => ({
        value: salarySelection(yen),
        label: labelOf(salarySelection(yen), 'option'),
      })),
    ],
    // labelOf reads the catalogue, which salaries do not need
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const employmentOptions = useMemo<FilterOption[]>(
    () =>
      EMPLOYMENT_TYPES.map((type) => ({
        selection: employmentSelection(type),
        label: employmentTypeLabel(type) ?? type,
      })),
    [],
  );
  const workStyleOptions = useMemo<FilterOption[]>(
    () =>
      WORK_STYLE_FILTERS.map((style) => ({
        selection: workStyleSelection(style),
        label: workStyleLabel(style) ?? style,
      })),
    [],
  );
  const salary = selected.find((selection) => selectionGroup(selection) === 'salary') ?? '';
  // one floor: a new one replaces the old, 指定なし takes it away
  const chooseSalary = (value: string) =>
    setSelected((current) => [
      ...current.filter((selection) => selectionGroup(selection) !== 'salary'),
      ...(value ? [value] : []),
    ]);

  const toggle = (selection: string) =>
    setSelected((current) => toggleSelection(current, selection));
  const count = (group: FilterGroupKey) => countInGroup(selected, group);
  const hintId = (group: FilterGroupKey) => `${id}-${group}-hint`;

  const group = (key: FilterGroupKey, options: readonly FilterOption[], legend: string) => (
    <FilterCheckboxGroup
      legend={legend}
      options={options}
      selected={selected}
      atLimit={isGroupAtLimit(selected, key)}
      hintId={FILTER_LIMITS[key] < options.length ? hintId(key) : undefined}
      onToggle={toggle}
      columns={key === 'category' ? 1 : 2}
    />
  );

  /**
   * A folding group of boxes; one whose options may not all be chosen at once states its limit
   * (location, category), one whose every option may (employment, work style) does not.
   */
  const boxGroup = (
    key: 'location' | 'category' | 'employment' | 'work_style',
    options: readonly FilterOption[],
    title: string,
  ) => (
    <Disclosure
      css={groupStyle}
      headingLevel={2}
      title={title}
      summary={selectedSummary(t, count(key))}
      defaultOpen={count(key) > 0}
    >
      {FILTER_LIMITS[key] < options.length && (
        <FilterLimitHint id={hintId(key)} count={count(key)} limit={FILTER_LIMITS[key]} />
      )}
      {group(key, options, title)}
    </Disclosure>
  );

  return (
    <div css={pageStyle}>
      {boxGroup('location', locationOptions, t('filter_group_location'))}
      {boxGroup('category', categoryOptions, t('filter_group_category'))}
      <Disclosure
        css={groupStyle}
        headingLevel={2}
        title={t('filter_group_salary')}
        summary={salary ? labelOf(salary, 'option') : undefined}
        defaultOpen={salary !== ''}
      >
        <FilterRadioGroup
          legend={t('filter_group_salary')}
          options={salaryOptions}
          value={salary}
          onChange={chooseSalary}
        />
      </Disclosure>
      {boxGroup('employment', employmentOptions, t('filter_group_employment'))}
      {boxGroup('work_style', workStyleOptions, t('filter_group_work_style'))}

      {skillGroups.length > 0 && (
        <section aria-labelledby={`${id}-skills`}>
          <div css={skillsHeaderStyle}>
            <h2 id={`${id}-skills`} css={sectionHeadingStyle}>
              {t('filter_group_skills')}
            </h2>
            <FilterLimitHint
              id={hintId('skills')}
              count={count('skills')}
              limit={FILTER_LIMITS.skills}
            />
          </div>
          {skillGroups.map((skillGroup) => {
            const options = skillGroup.items.map((item) => ({
              selection: skillSelection(skillGroup.key, item.key),
              label: item.value,
            }));
            const inGroup = selected.filter((selection) => {
              const parsed = parseSelection(selection);
              return parsed?.group === 'skills' && parsed.skillGroup === skillGroup.key;
            }).length;
            return (
              <Disclosure
                key={skillGroup.key}
                css={groupStyle}
                headingLevel={3}
                title={skillGroupLabel(skillGroup)}
                summary={selectedSummary(t, inGroup)}
                defaultOpen={inGroup > 0}
              >
                {group('skills', options, skillGroupLabel(skillGroup))}
              </Disclosure>
            );
          })}
        </section>
      )}

      {/* the settled count, heard without moving to the button */}
      <p role="status" css={visuallyHiddenStyle}>
        {matching.isChecking || matching.isError || matching.total === undefined
          ? ''
          : matching.total === 0
            ? t('filter_count_none')
            : t(matching.totalCapped ? 'filter_count_capped' : 'filter_count', {
                total: matching.total.toLocaleString('ja-JP'),
              })}
      </p>
      <div css={actionsStyle}>
        <Button
          variant="secondary"
          onClick={() => setSelected([])}
          disabled={selected.length === 0}
        >
          {t('filter_reset')}
        </Button>
        <Button
          aria-busy={matching.isChecking || undefined}
          onClick={() =>
            navigate(positionsUrl(pathTo('positions.list'), { filters: selected, search, sort }))
          }
        >
          {applyLabel(t, matching)}
        </Button>
      </div>
    </div>
  );
}
