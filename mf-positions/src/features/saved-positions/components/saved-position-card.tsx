import { useTranslation } from 'react-i18next';
import { ProductCard, isPublicationViewable, useSkillIndex } from '@jobmatch/shared';
import type { Interest } from '@jobmatch/shared/contracts';
import { InterestToggle } from '../../../components/interest-toggle';
import { toProductCard } from '../../../lib/product-view';

/**
 * One saved posting (docs/positions.md#saved-postings): its card leads to the posting to apply;
 * once its window ended it is muted with 掲載終了 and links nowhere, like an ended application,
 * and its toggle still takes it off the list.
 */
export function SavedPositionCard({
  interest,
  now = new Date(),
}: {
  interest: Interest;
  now?: Date;
}) {
  const { t } = useTranslation('positions');
  const skills = useSkillIndex();
  const { product } = interest;
  const viewable = interest.isViewable && isPublicationViewable(product.publication, now);
  const card = toProductCard(t, product, { skills, now });
  return (
    <ProductCard
      {...card}
      href={viewable ? card.href : undefined}
      disabled={!viewable}
      chips={
        viewable
          ? card.chips
          : [{ key: 'ended', label: t('chip_publication_ended'), variant: 'muted' }]
      }
      headingLevel={2}
      action={<InterestToggle productId={interest.productId} productName={product.name} />}
    />
  );
}
