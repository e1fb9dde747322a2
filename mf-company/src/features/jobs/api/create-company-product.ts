import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyProduct, JobStatus } from '@jobmatch/shared/contracts';
import type { JobPosting } from '@jobmatch/shared/schemas';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

export interface CreateCompanyProductInput {
  organizationId: string;
  posting: JobPosting;
  /** Saved as a draft, or published at once (from its window's start). */
  status: Extract<JobStatus, 'DRAFT' | 'ACTIVE'>;
}

/** `POST /api/catalog/orgs/{orgId}/products`: the posting and how to save it → `201` the posting. */
export function createCompanyProduct({
  organizationId,
  posting,
  status,
}: CreateCompanyProductInput): Promise<CompanyProduct> {
  return session.api.request<CompanyProduct>(
    'catalog',
    `/orgs/${encodeURIComponent(organizationId)}/products`,
    { method: 'POST', body: { ...posting, status } },
  );
}

/** The new posting is its detail page's data at once; the lists are read again. */
export function useCreateCompanyProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompanyProduct,
    onSuccess: async (product, { organizationId }) => {
      queryClient.setQueryData(companyQueryKeys.product(organizationId, product.id), product);
      await queryClient.invalidateQueries({
        queryKey: [...companyQueryKeys.products(organizationId), 'list'],
      });
    },
  });
}
