import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ApiRequestError,
  Button,
  DetailsList,
  DetailsSection,
  LoadError,
  PageLayout,
  RouteLoading,
  bodyTextStyle,
  pathTo,
  formatDateTime,
} from '@jobmatch/shared';
import type { OrganizationApplication } from '@jobmatch/shared/contracts';
import { errorCodeOf, errorTextOf } from '@jobmatch/shared/errors';
import { toast } from 'shell/toast';
import { NotFoundPage } from '../../../components/not-found-page';
import { actionRowStyle } from '../../../components/page-styles';
import { useOrganizationApplication } from '../api/get-organization-application';
import { useResendOwnerInvitation } from '../api/resend-owner-invitation';
import { ApplicationStatusChip } from './application-status-chip';
import { ApproveApplicationDialog } from './approve-application-dialog';
import { RejectApplicationDialog } from './reject-application-dialog';

/**
 * admin.organization-applications.show: everything the company sent, its status and, once
 * decided, when and why; a pending one is approved (after a confirmation) or rejected with a
 * reason. An unknown id says so and leads back to the list.
 */
export function ApplicationDetailPage() {
  const { applicationId = '' } = useParams();
  const applicationQuery = useOrganizationApplication(applicationId);
  const { data: application, error } = applicationQuery;

  if (application) return <ApplicationDetails application={application} />;
  if (error instanceof ApiRequestError && error.httpCode === 404) return <ApplicationNotFound />;
  if (error) return <LoadError onRetry={() => void applicationQuery.refetch()} />;
  return <RouteLoading />;
}

/** 〒100-0013 東京都千代田区霞が関3-1-1, or null for an application made before the form asked. */
function useAddressOf() {
  const { t } = useTranslation('company');
  return (application: OrganizationApplication): string | null => {
    const { postalCode, addressLine1, addressLine2, addressLine3 } = application;
    if (!postalCode || !addressLine1) return null;
    return t('application_address_value', {
      postalCode: postalCode.replace(/^(\d{3})(\d{4})$/, '$1-$2'),
      address: [addressLine1, addressLine2, addressLine3].filter(Boolean).join(''),
    });
  };
}

function ApplicationDetails({ application }: { application: OrganizationApplication }) {
  const { t } = useTranslation('company');
  const addressOf = useAddressOf();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const pending = application.status === 'pending';
  const closeDialog = () => setDialog(null);

  const details: [string, ReactNode][] = [
    [t('application_company_name'), application.companyName],
    [t('application_corporate_number'), application.corporateNumber ?? t('application_not_given')],
    [t('application_address'), addressOf(application) ?? t('application_not_given')],
    [
      t('application_website'),
      application.website ? (
        <a href={application.website} target="_blank" rel="noopener noreferrer">
          {application.website}
        </a>
      ) : (
        t('application_not_given')
      ),
    ],
    [t('application_contact_name'), application.contactName],
    [t('application_email'), application.email],
    [t('application_phone'), application.phoneNumber],
    [
      t('application_description'),
      application.description ? (
        <p css={bodyTextStyle}>{application.description}</p>
      ) : (
        t('application_description_none')
      ),
    ],
    [t('application_applied_at'), formatDateTime(application.createdAt)],
  ];
  const review: [string, ReactNode][] = [
    [t('application_status'), <ApplicationStatusChip key="status" status={application.status} />],
  ];
  if (application.reviewedAt)
    review.push([t('application_reviewed_at'), formatDateTime(application.reviewedAt)]);
  if (application.status === 'rejected' && application.rejectionReason)
    review.push([
      t('application_rejection_reason'),
      <p key="reason" css={bodyTextStyle}>
        {application.rejectionReason}
      </p>,
    ]);

  return (
    <PageLayout
      heading={application.companyName}
      lead={pending ? t('application_pending_note') : undefined}
    >
      <DetailsSection id="application-review" title={t('application_review_section')}>
        <DetailsList entries={review} />
        {application.status === 'approved' && <ResendOwnerInvitation application={application} />}
        {pending && (
          <div css={actionRowStyle}>
            <Button variant="secondary" onClick={() => setDialog('reject')}>
              {t('application_reject')}
            </Button>
            <Button onClick={() => setDialog('approve')}>{t('application_approve')}</Button>
          </div>
        )}
      </DetailsSection>
      <DetailsSection id="application-details" title={t('application_details_section')}>
        <DetailsList entries={details} />
      </DetailsSection>
      {/* Kept open when the status changes underneath, so a refusal can be read. */}
      {dialog === 'approve' && (
        <ApproveApplicationDialog application={application} onClose={closeDialog} />
      )}
      {dialog === 'reject' && (
        <RejectApplicationDialog application={application} onClose={closeDialog} />
      )}
    </PageLayout>
  );
}

/** The owner's invitation again, for when its link expired or the mail was lost. */
function ResendOwnerInvitation({ application }: { application: OrganizationApplication }) {
  const { t } = useTranslation('company');
  const resend = useResendOwnerInvitation();
  const onResend = async () => {
    try {
      await resend.mutateAsync(application.id);
      toast.show(t('application_invitation_resent', { email: application.email }), {
        variant: 'success',
      });
    } catch (error) {
      const joined = errorCodeOf(error) === 'wrong_parameter';
      toast.show(
        joined
          ? t('application_invitation_joined')
          : errorTextOf(error, t('application_resend_failed')),
        { variant: joined ? 'info' : 'error' },
      );
    }
  };
  return (
    <div css={actionRowStyle}>
      <p css={bodyTextStyle}>{t('application_resend_note')}</p>
      <Button variant="secondary" onClick={() => void onResend()} loading={resend.isPending}>
        {t('application_resend_invitation')}
      </Button>
    </div>
  );
}

function ApplicationNotFound() {
  const { t } = useTranslation('company');
  return (
    <NotFoundPage
      heading={t('application_not_found_heading')}
      body={t('application_not_found_body')}
      back={{ to: pathTo('admin.organization-applications'), label: t('application_back_to_list') }}
    />
  );
}
