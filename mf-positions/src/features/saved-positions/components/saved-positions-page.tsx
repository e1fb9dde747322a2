import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  PageLayout,
  PagedList,
  buttonStyle,
  cardListStyle,
  pathTo,
} from '@jobmatch/shared';
import { useSession } from 'shell/session';
import { useInterests } from '../../../api/get-interests';
import { SavedPositionCard } from './saved-position-card';

/**
 * positions.saved (docs/positions.md#saved-postings): the seeker's 気になる, newest first, 20 a
 * page with もっと見る. Removing one with its toggle takes it off the list once the api agreed.
 */
export function SavedPositionsPage() {
  const { t } = useTranslation('positions');
  const { userId } = useSession();
  const interestsQuery = useInterests(userId ?? '');
  return (
    <PageLayout heading={t('saved_positions_heading')}>
      <PagedList
        query={interestsQuery}
        loadingMinHeight={240}
        empty={
          <EmptyState
            title={t('saved_positions_empty_heading')}
            action={
              <Link to={pathTo('positions.list')} css={buttonStyle()}>
                {t('search_positions')}
              </Link>
            }
          >
            {t('saved_positions_empty_body')}
          </EmptyState>
        }
      >
        {(interests) => (
          <ul css={cardListStyle}>
            {interests.map((interest) => (
              <li key={interest.productId}>
                <SavedPositionCard interest={interest} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </PageLayout>
  );
}
