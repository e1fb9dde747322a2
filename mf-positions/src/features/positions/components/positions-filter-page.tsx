import { useId, useMemo, useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Disclosure,
  FILTER_LIMITS,
  PREFECTURES,
  REMOTE_WORK_SELECTION,
  categoryLabel,
  categorySelection,
  countInGroup,
  isGroupAtLimit,
  locationSelection,
  pathTo,
  parseSelection,
  sectionHeadingStyle,
  skillGroupLabel,
  skillGroupsOf,
  skillSelection,
  toggleSelection,
  useCategories,
  useSkillsAttribute,
  type FilterGroupKey,
} from '@jobmatch/shared';
import { positionsUrl } from '../../../lib/positions-query';
import { usePositionsQuery } from '../hooks/use-positions-query';
import { FilterCheckboxGroup, FilterLimitHint, type FilterOption } from './filter-checkbox-group';

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

const selectedSummary = (
  t: (key: string, options?: Record<string, unknown>) => string,
  count: number,
) => (count > 0 ? t('filter_selected_in_group', { count }) : undefined);

/**
 * positions.filter: accordion groups for location, category and skills. The selection is local
 * until "apply", which opens the list with it; the top bar's back arrow returns to the list with
 * the query unchanged (the shell keeps `location.search`).
 */
export function PositionsFilterPage() {
  const { query } = usePositionsQuery();
  // Back/forward onto this page with another query starts over from that query.
  return (
    <FilterPanel key={query.filters.join('|')} initial={query.filters} search={query.search} />
  );
}

function FilterPanel({ initial, search }: { initial: string[]; search: string }) {
  const { t } = useTranslation('positions');
  const navigate = useNavigate();
  const id = useId();
  const [selected, setSelected] = useState<string[]>(initial);
  const { data: categories } = useCategories();
  const { data: skillsAttribute } = useSkillsAttribute();

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
      hintId={hintId(key)}
      onToggle={toggle}
      columns={key === 'category' ? 1 : 2}
    />
  );

  const limitedGroup = (
    key: Exclude<FilterGroupKey, 'skills'>,
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
      <FilterLimitHint id={hintId(key)} count={count(key)} limit={FILTER_LIMITS[key]} />
      {group(key, options, title)}
    </Disclosure>
  );

  return (
    <div css={pageStyle}>
      {limitedGroup('location', locationOptions, t('filter_group_location'))}
      {limitedGroup('category', categoryOptions, t('filter_group_category'))}

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

      <div css={actionsStyle}>
        <Button
          variant="secondary"
          onClick={() => setSelected([])}
          disabled={selected.length === 0}
        >
          {t('filter_reset')}
        </Button>
        <Button
          onClick={() =>
            navigate(positionsUrl(pathTo('positions.list'), { filters: selected, search }))
          }
        >
          {t('filter_apply')}
        </Button>
      </div>
    </div>
  );
}
