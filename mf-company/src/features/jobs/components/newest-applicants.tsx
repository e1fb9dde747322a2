import { useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { LoadError, RouteLoading, secondaryTextStyle } from '@jobmatch/shared';
import { useNewestApplicants } from '../../../api/get-applicants';
import { ApplicantTable } from '../../../components/applicant-table';

const headingStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.s};
  font-weight: ${theme.typography.fontWeight.bold};
`;

/**
 * The posting's newest applicants, whatever their status (docs/jobs.md#routes-mf-company-access-company-desk-screen-modes): name, when they
 * applied and the status, each leading to the application; all of them are one link away.
 */
export function NewestApplicants({
  organizationId,
  productId,
}: {
  organizationId: string;
  productId: string;
}) {
  const { t } = useTranslation('company');
  const headingId = useId();
  return (
    <>
      <h3 id={headingId} css={headingStyle}>
        {t('job_newest_applicants')}
      </h3>
      <NewestApplicantsList
        organizationId={organizationId}
        productId={productId}
        labelledBy={headingId}
      />
    </>
  );
}

function NewestApplicantsList({
  organizationId,
  productId,
  labelledBy,
}: {
  organizationId: string;
  productId: string;
  labelledBy: string;
}) {
  const { t } = useTranslation('company');
  const applicants = useNewestApplicants(organizationId, productId);
  if (applicants.isPending) return <RouteLoading />;
  if (applicants.isError) return <LoadError onRetry={() => void applicants.refetch()} />;
  if (applicants.data.length === 0)
    return <p css={secondaryTextStyle}>{t('job_newest_applicants_empty')}</p>;
  return (
    <ApplicantTable applicants={applicants.data} showPosting={false} labelledBy={labelledBy} />
  );
}
