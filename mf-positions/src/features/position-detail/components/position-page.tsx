import { useLoaderData, useParams } from 'react-router';
import { usePageTitle } from 'shell/page-title';
import { PostingArticle, pathTo } from '@jobmatch/shared';
import type { Product } from '@jobmatch/shared/contracts';
import { InterestToggle } from '../../../components/interest-toggle';
import { usePostingView } from '../api/count-posting-view';
import { useProduct } from '../api/get-product';
import { useResumeSave } from '../hooks/use-resume-save';
import { ApplyFlow } from './apply-flow';

/**
 * positions.show: the full posting (the app kit's posting article, the one its company previews)
 * with the links to its company and the sticky bar of 気になる and the apply button.
 */
export function PositionPage() {
  const { productId = '' } = useParams();
  const loaded = useLoaderData() as Product | undefined;
  const { data: product } = useProduct(productId, loaded);
  // the posting's name, as the first HTML's <title> has it: tabs, history and shared links say which one
  usePageTitle(product?.name ?? null);
  useResumeSave(productId);
  usePostingView(product?.id);
  if (!product) return null;
  return (
    <>
      <PostingArticle
        product={product}
        organizationHref={pathTo('organization.show', { organizationId: product.organizationId })}
      />
      <ApplyFlow
        product={product}
        beside={
          <InterestToggle productId={product.id} productName={product.name} variant="labelled" />
        }
      />
    </>
  );
}
