import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  LoadError,
  LoadingPage,
  PageLayout,
  SAVED_SEARCHES_MAX,
  buttonStyle,
  pathTo,
  useSavedSearches,
} from '@jobmatch/shared';
import { useSession } from 'shell/session';
import { SavedSearchItem } from './saved-search-item';

const listStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const leadStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.s};
  color: ${theme.colors.text.secondary};
`;

/**
 * settings.saved-searches (docs/settings.md#saved-searches): the seeker's saved searches (at most
 * ten), each with its conditions, mail frequency, rename, delete and a way back to its results.
 */
export function SavedSearchesPage() {
  const { t } = useTranslation('settings');
  const { userId } = useSession();
  const searches = useSavedSearches(userId ?? '');
  const findPositions = (
    <Link to={pathTo('positions.list')} css={buttonStyle()}>
      {t('saved_searches_find')}
    </Link>
  );

  return (
    <PageLayout width="medium" heading={t('saved_searches_heading')}>
      {searches.isPending ? (
        <LoadingPage label={t('shared:loading')} css={{ minHeight: 240 }} />
      ) : searches.isError ? (
        <LoadError onRetry={() => void searches.refetch()} />
      ) : searches.data.length === 0 ? (
        <EmptyState title={t('saved_searches_empty_heading')} action={findPositions}>
          {t('saved_searches_empty_body')}
        </EmptyState>
      ) : (
        <>
          <p css={leadStyle}>
            {t('saved_searches_lead', { count: searches.data.length, max: SAVED_SEARCHES_MAX })}
          </p>
          <ul css={listStyle}>
            {searches.data.map((search) => (
              <li key={search.id}>
                <SavedSearchItem userId={userId ?? ''} search={search} />
              </li>
            ))}
          </ul>
        </>
      )}
    </PageLayout>
  );
}
