import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, PageLayout, pathTo } from '@jobmatch/shared';
import type { CompanyOrder, MemberRole } from '@jobmatch/shared/contracts';
import { NotFoundPage } from '../../../components/not-found-page';
import { RecordPage } from '../../../components/record-page';
import { canManageOrganization } from '../../../lib/organization-roles';
import { withCompanyMembership, type CompanyPageProps } from '../../../lib/with-company-membership';
import { useApplicant } from '../api/get-applicant';
import { applicantSnapshotOf } from '../utils/applicant-snapshot';
import {
  ApplicantCareerSection,
  ApplicantProfileSection,
  ApplicantResumeSection,
} from './applicant-profile-sections';
import { ApplicantHistorySection } from './applicant-history-section';
import { ApplicantInterviewSection } from './applicant-interview-section';
import { ApplicantNotesSection } from './applicant-notes-section';
import { ApplicantStatusSection } from './applicant-status-section';
import { DeleteApplicantDialog } from './delete-applicant-dialog';

const removedNoteStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface.sunken};
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};
`;

const deleteRowStyle = css`
  display: flex;
  justify-content: flex-end;
`;

/**
 * company.applicants.show: what the applicant shared when they applied, the posting, the status
 * with the moves it allows, and the conversation. An application that left the lists (its
 * posting archived, or removed) is shown as it ended, without actions. Owners and admins may
 * remove an application from the lists.
 */
function ApplicantDetail({ membership }: CompanyPageProps) {
  const { t } = useTranslation('company');
  const { orderId = '' } = useParams();
  const organizationId = membership.organization.id;
  return (
    <RecordPage
      query={useApplicant(organizationId, orderId)}
      heading={t('applicants_heading')}
      notFound={
        <NotFoundPage
          heading={t('applicant_not_found_heading')}
          body={t('applicant_not_found_body')}
          back={{ to: pathTo('company.applicants'), label: t('applicant_back_to_list') }}
        />
      }
    >
      {(order) => (
        <ApplicantDetails
          organizationId={organizationId}
          order={order}
          role={membership.role}
          canWrite={membership.organization.status === 'normal'}
        />
      )}
    </RecordPage>
  );
}

function ApplicantDetails({
  organizationId,
  order,
  role,
  canWrite,
}: {
  organizationId: string;
  order: CompanyOrder;
  role: MemberRole;
  canWrite: boolean;
}) {
  const { t } = useTranslation('company');
  const statusId = useId();
  const profileId = useId();
  const careerId = useId();
  const [deleting, setDeleting] = useState(false);
  const snapshot = applicantSnapshotOf(order);
  const removed = order.removedAt !== null;

  return (
    <PageLayout heading={snapshot.name}>
      {removed && (
        <p css={removedNoteStyle}>
          {t(
            order.cancelReason === 'INVENTORY'
              ? 'applicant_removed_archived_note'
              : 'applicant_removed_note',
          )}
        </p>
      )}
      <ApplicantStatusSection
        id={statusId}
        organizationId={organizationId}
        order={order}
        name={snapshot.name}
      />
      <ApplicantInterviewSection
        id={`${statusId}-interviews`}
        organizationId={organizationId}
        order={order}
      />
      <ApplicantNotesSection
        id={`${statusId}-notes`}
        organizationId={organizationId}
        orderId={order.id}
        canWrite={canWrite}
      />
      <ApplicantHistorySection id={`${statusId}-history`} order={order} />
      <ApplicantProfileSection id={profileId} snapshot={snapshot} />
      <ApplicantCareerSection id={careerId} snapshot={snapshot} />
      <ApplicantResumeSection id={`${careerId}-resume`} snapshot={snapshot} />
      {canManageOrganization(role) && !removed && (
        <div css={deleteRowStyle}>
          <Button variant="ghost" size="S" onClick={() => setDeleting(true)}>
            {t('applicant_delete')}
          </Button>
        </div>
      )}
      {deleting && (
        <DeleteApplicantDialog
          organizationId={organizationId}
          orderId={order.id}
          name={snapshot.name}
          onClose={() => setDeleting(false)}
        />
      )}
    </PageLayout>
  );
}

export const ApplicantDetailPage = withCompanyMembership(ApplicantDetail, 'applicant_detail_title');
