import { useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ApiRequestError,
  DEFAULT_POSITION_SORT,
  EmptyState,
  PageLayout,
  PagedList,
  buttonStyle,
  pathTo,
  visuallyHiddenStyle,
} from '@jobmatch/shared';
import { POSITIONS_PAGE_SIZE, useProductsInfinite } from '../../../api/get-products';
import { ProductCardList } from '../../../components/product-card-list';
import { positionsUrl } from '../../../lib/positions-query';
import { useRecommendationsOwner } from '../../../lib/use-card-match';
import { usePositionsQuery } from '../hooks/use-positions-query';
import { SaveSearchButton } from './save-search-button';
import { SearchForm } from './search-form';
import { SelectedFilterChips } from './selected-filter-chips';
import { SortSelect } from './sort-select';

/** The count, the order and the filter button on one line; a long count (「1,000件以上」) wraps the controls below it. */
const toolbarStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

const controlsStyle = (theme: Theme) => css`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${theme.space[1]};
`;

/** この条件を保存 at the right, under the chips, so the toolbar above keeps its one line at 375 px. */
const saveRowStyle = css`
  display: flex;
  justify-content: flex-end;
`;

const countStyle = (theme: Theme) => css`
  margin: 0;
  white-space: nowrap;
  font-size: ${theme.typography.fontSize.s};
  color: ${theme.colors.text.secondary};

  & > strong {
    font-size: ${theme.typography.fontSize.l};
    color: ${theme.colors.text.primary};
  }
`;

function FilterIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

/**
 * positions.list: keyword search, the order, filter chips, result count and a load-more list of
 * compact cards; the search lives in the URL.
 */
export function PositionsListPage() {
  const { t } = useTranslation('positions');
  const { query, setQuery, isChecking } = usePositionsQuery();
  const resultsId = useId();
  const recommendFor = useRecommendationsOwner();
  const sort = query.sort === 'recommended' && !recommendFor ? DEFAULT_POSITION_SORT : query.sort;
  const productsQuery = useProductsInfinite({ ...query, recommendFor }, POSITIONS_PAGE_SIZE, {
    enabled: !isChecking,
  });
  const { data, error } = productsQuery;
  const total = data?.pages[0]?.total ?? 0;
  // the api stops counting a very common search at a cap (docs/positions.md#search-and-filters)
  const totalCapped = data?.pages[0]?.totalCapped === true;
  // A selection not yet checked against the catalogue may be one that gets dropped.
  const shownFilters = isChecking ? [] : query.filters;
  const filterCount = shownFilters.length;

  return (
    <PageLayout heading={t('positions_list_title')}>
      <SearchForm
        key={query.search}
        initialValue={query.search}
        onSearch={(search) => setQuery({ ...query, search })}
      />
      <div css={toolbarStyle}>
        <p css={countStyle} role="status">
          {data &&
            (totalCapped
              ? t('result_count_label_capped', { total: total.toLocaleString('ja-JP') })
              : t('result_count_label', { count: total }))}
        </p>
        <div css={controlsStyle}>
          <SortSelect
            value={sort ?? DEFAULT_POSITION_SORT}
            hasSearch={query.search !== ''}
            canRecommend={recommendFor !== undefined}
            onChange={(sort) => setQuery({ ...query, sort })}
          />
          <Link
            to={positionsUrl(pathTo('positions.filter'), query)}
            css={buttonStyle({ size: 'S', variant: 'secondary' })}
          >
            <FilterIcon />
            {filterCount > 0 ? t('filter_open_count', { count: filterCount }) : t('filter_open')}
          </Link>
        </div>
      </div>
      <SelectedFilterChips
        selections={shownFilters}
        onRemove={(selection) =>
          setQuery({ ...query, filters: query.filters.filter((item) => item !== selection) })
        }
      />
      {/* a search to be told about: without a word or a filter it would be every posting, and
          the row would push the third card off a phone's first screen */}
      {!isChecking && (query.search !== '' || query.filters.length > 0) && (
        <div css={saveRowStyle}>
          <SaveSearchButton search={query.search} filters={query.filters} />
        </div>
      )}
      <section
        aria-labelledby={resultsId}
        css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[4] })}
      >
        <h2 id={resultsId} css={visuallyHiddenStyle}>
          {t('positions_list_heading')}
        </h2>
        <PagedList
          query={productsQuery}
          loadingMinHeight={240}
          // a 400 means the search itself (too long, too many words): retrying will not help
          errorMessage={
            error instanceof ApiRequestError && error.httpCode === 400
              ? t('search_invalid')
              : undefined
          }
          empty={<EmptyState title={t('empty_heading')}>{t('empty_body')}</EmptyState>}
        >
          {(products) => (
            <ProductCardList products={products} headingLevel={3} aria-labelledby={resultsId} />
          )}
        </PagedList>
      </section>
    </PageLayout>
  );
}
