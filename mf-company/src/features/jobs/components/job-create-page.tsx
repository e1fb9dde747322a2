import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLayout, formatDateTime, pathTo, publicationStateOf } from '@jobmatch/shared';
import type { CompanyProduct } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { withCompanyMembership, type CompanyPageProps } from '../../../lib/with-company-membership';
import { useCreateCompanyProduct } from '../api/create-company-product';
import { EMPTY_JOB_FORM_VALUES } from '../utils/job-form-values';
import { JobForm } from './job-form';

/** What the toast says a new posting became: a draft, public now, or public from its start. */
function savedMessageKey(product: CompanyProduct): { key: string; date?: string } {
  const state = publicationStateOf(product.publication);
  if (state === 'draft') return { key: 'job_created_draft' };
  if (state === 'scheduled' && product.publication.since)
    return { key: 'job_created_scheduled', date: formatDateTime(product.publication.since) };
  return { key: 'job_created_public' };
}

/**
 * company.jobs.new (docs/jobs.md#routes-mf-company-access-company-desk-screen-modes): the job form, saved as a draft or published; then the
 * new posting's page.
 */
function JobCreate({ membership }: CompanyPageProps) {
  const { t } = useTranslation('company');
  const navigate = useNavigate();
  const create = useCreateCompanyProduct();
  const organization = membership.organization;

  return (
    <PageLayout width="medium" heading={t('job_new_heading')}>
      <JobForm
        mode="create"
        organization={organization}
        defaultValues={EMPTY_JOB_FORM_VALUES}
        onSave={async (posting, status) => {
          const product = await create.mutateAsync({
            organizationId: organization.id,
            posting,
            status: status ?? 'DRAFT',
          });
          const { key, date } = savedMessageKey(product);
          toast.show(t(key, { date }), { variant: 'success' });
          navigate(pathTo('company.jobs.show', { productId: product.id }));
        }}
      />
    </PageLayout>
  );
}

export const JobCreatePage = withCompanyMembership(JobCreate, 'job_new_heading');
