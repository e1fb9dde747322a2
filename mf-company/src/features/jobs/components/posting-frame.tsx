import { css, type Theme } from '@emotion/react';
import { PostingArticle } from '@jobmatch/shared';
import type { Product } from '@jobmatch/shared/contracts';

// The article draws its own padding; the frame says where the public page begins and ends.
const frameStyle = (theme: Theme) => css`
  overflow: hidden;
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.l};
`;

/**
 * The posting as the public page shows it (the same article as positions.show), framed inside a
 * company page or the form's preview, under their own h2.
 */
export function PostingFrame({ product }: { product: Product }) {
  return (
    <div css={frameStyle}>
      <PostingArticle product={product} headingLevel={3} />
    </div>
  );
}
