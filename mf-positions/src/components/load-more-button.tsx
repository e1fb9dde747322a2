import { useTranslation } from 'react-i18next';
import { Button } from '@jobmatch/shared';

export interface LoadMoreButtonProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}

/** "もっと見る" under a token-paged list; gone when there is nothing more. */
export function LoadMoreButton({
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: LoadMoreButtonProps) {
  const { t } = useTranslation('positions');
  if (!hasNextPage) return null;
  return (
    <Button variant="secondary" fullWidth loading={isFetchingNextPage} onClick={onLoadMore}>
      {t('load_more')}
    </Button>
  );
}
