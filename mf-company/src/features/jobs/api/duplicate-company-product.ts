import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyProduct } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

/**
 * `POST /api/catalog/orgs/{orgId}/products/{productId}:duplicate` → `201` a new draft with the
 * posting's fields, 「（コピー）」 after its name and no window (docs/company-desk.md#finding).
 */
export function duplicateCompanyProduct(
  organizationId: string,
  productId: string,
): Promise<CompanyProduct> {
  return session.api.request<CompanyProduct>(
    'catalog',
    `/orgs/${encodeURIComponent(organizationId)}/products/${encodeURIComponent(productId)}:duplicate`,
    { method: 'POST' },
  );
}

/** The copy is its detail page's data at once; the lists are read again. */
export function useDuplicateCompanyProduct(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => duplicateCompanyProduct(organizationId, productId),
    onSuccess: async (product) => {
      queryClient.setQueryData(companyQueryKeys.product(organizationId, product.id), product);
      await queryClient.invalidateQueries({ queryKey: companyQueryKeys.products(organizationId) });
    },
  });
}
