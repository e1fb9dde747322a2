import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageLayout, buttonStyle, pathTo } from '@jobmatch/shared';
import type { CompanyProduct, CompanyOrganization } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { useCompanyProduct } from '../../../api/get-company-product';
import { PostingNotFound } from '../../../components/posting-not-found';
import { RecordPage } from '../../../components/record-page';
import { withCompanyMembership, type CompanyPageProps } from '../../../lib/with-company-membership';
import { useUpdateCompanyProduct } from '../api/update-company-product';
import { jobFormValuesOf } from '../utils/job-form-values';
import { JobForm } from './job-form';

/**
 * company.jobs.edit (docs/jobs.md#routes-mf-company-access-company-desk-screen-modes): the job form with the posting's values; saving sends
 * every field and keeps the status, then shows the posting. An archived posting cannot change
 * until it is un-archived, so the page says so instead of offering the form.
 */
function JobEdit({ membership }: CompanyPageProps) {
  const { t } = useTranslation('company');
  const { productId = '' } = useParams();
  return (
    <RecordPage
      query={useCompanyProduct(membership.organization.id, productId)}
      heading={t('job_edit_heading')}
      notFound={<PostingNotFound />}
    >
      {(product) => <JobEditForm product={product} organization={membership.organization} />}
    </RecordPage>
  );
}

function JobEditForm({
  product,
  organization,
}: {
  product: CompanyProduct;
  organization: CompanyOrganization;
}) {
  const { t } = useTranslation('company');
  const navigate = useNavigate();
  const update = useUpdateCompanyProduct();
  const detailPath = pathTo('company.jobs.show', { productId: product.id });
  // the form's starting point, kept while the posting is read again behind it
  const [defaultValues] = useState(() => jobFormValuesOf(product));

  if (product.publication.status === 'ARCHIVED') {
    return (
      <PageLayout width="medium" heading={t('job_edit_heading')}>
        <EmptyState
          title={t('job_edit_archived')}
          action={
            <Link to={detailPath} css={buttonStyle({ variant: 'secondary' })}>
              {t('job_back_to_detail')}
            </Link>
          }
        />
      </PageLayout>
    );
  }

  return (
    <PageLayout width="medium" heading={t('job_edit_heading')}>
      <JobForm
        mode="edit"
        organization={organization}
        defaultValues={defaultValues}
        onSave={async (posting) => {
          await update.mutateAsync({
            organizationId: organization.id,
            productId: product.id,
            change: posting,
          });
          toast.show(t('job_saved'), { variant: 'success' });
          navigate(detailPath);
        }}
      />
    </PageLayout>
  );
}

export const JobEditPage = withCompanyMembership(JobEdit, 'job_edit_heading');
