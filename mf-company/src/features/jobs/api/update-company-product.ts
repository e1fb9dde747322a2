import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyProduct } from '@jobmatch/shared/contracts';
import type { UpdateJobPostingInput } from '@jobmatch/shared/schemas';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';
import { invalidateApplications } from '../../../api/invalidate-applications';

export interface UpdateCompanyProductInput {
  organizationId: string;
  productId: string;
  /** The posting's fields (the edit form sends them all) and/or its new status. */
  change: UpdateJobPostingInput;
}

/**
 * `PATCH /api/catalog/products/{id}`: the api merges the change into the stored posting and
 * checks the whole; a refused status change (`ARCHIVED` → `ACTIVE`) or a change to an archived
 * posting is `409 wrong_parameter` (target `status`).
 */
export function updateCompanyProduct({
  productId,
  change,
}: UpdateCompanyProductInput): Promise<CompanyProduct> {
  return session.api.request<CompanyProduct>(
    'catalog',
    `/products/${encodeURIComponent(productId)}`,
    { method: 'PATCH', body: change },
  );
}

/**
 * The answer is the posting's new state; the lists are read again (its state filter may have
 * changed), and after a refusal the posting too, since a 409 means it changed meanwhile.
 * Archiving closes its applications (docs/jobs.md#publication): they leave the organization's
 * applicant lists, so those and the counts are read again.
 */
export function useUpdateCompanyProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyProduct,
    onSuccess: (product, { organizationId }) => {
      queryClient.setQueryData(companyQueryKeys.product(organizationId, product.id), product);
    },
    onSettled: (_product, _error, { organizationId, change }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyQueryKeys.products(organizationId) }),
        change.status === 'ARCHIVED' && invalidateApplications(queryClient, organizationId),
      ]),
  });
}
