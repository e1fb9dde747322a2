import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Chip, useSelectionLabel } from '@jobmatch/shared';
import type { SavedSearch } from '@jobmatch/shared/contracts';

const listStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A saved search's conditions in words: the keywords, then each filter as /positions names it. */
export function SavedSearchConditions({ search }: { search: SavedSearch }) {
  const { t } = useTranslation('settings');
  const labelOf = useSelectionLabel();
  const words = [
    ...(search.search.trim() ? [`「${search.search.trim()}」`] : []),
    ...search.filters.map((selection) => labelOf(selection)),
  ];
  if (words.length === 0)
    return (
      <p css={(theme) => ({ margin: 0, color: theme.colors.text.secondary })}>
        {t('saved_search_no_conditions')}
      </p>
    );
  return (
    <ul css={listStyle} aria-label={t('saved_search_conditions')}>
      {words.map((word, index) => (
        <li key={`${index}-${word}`}>
          <Chip size="XS" variant="outline">
            {word}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
