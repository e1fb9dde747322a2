import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FormError,
  LoadError,
  PageLayout,
  RouteLoading,
  errorCodeOf,
  errorMessage,
  isSpentLinkCode,
  leadStyle,
  pathTo,
  secondaryTextStyle,
  userOrganizationsQueryOptions,
} from '@jobmatch/shared';
import type { AcceptInvitationRequest, InvitationPreview } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { ROLE_LABEL_KEYS } from '../../../lib/labels';
import { currentMembershipOf, needsRegistration } from '../../../lib/organization-roles';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview, type InvitationLink } from '../api/get-invitation-preview';
import { ExistingAccountForm, NewAccountForm } from './accept-invitation-forms';

/** A spent, cancelled, expired or mangled link: only a new invitation helps, so no form. */
function InvalidInvitation({ email }: { email: string | null }) {
  const { t } = useTranslation('company');
  return (
    <PageLayout width="narrow" heading={t('accept_invitation_invalid_heading')}>
      <FormError>{errorMessage('invitation_invalid')}</FormError>
      {email && <p css={secondaryTextStyle}>{t('accept_invitation_invalid_email', { email })}</p>}
      <p css={leadStyle}>{t('accept_invitation_invalid_advice')}</p>
    </PageLayout>
  );
}

function AcceptInvitationForm({
  link,
  preview,
  onLinkSpent,
}: {
  link: InvitationLink;
  preview: InvitationPreview;
  onLinkSpent: () => void;
}) {
  const { t } = useTranslation('company');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation();
  const { submit, serverError } = useFormSubmission({
    login_error: t('accept_invitation_wrong_password'),
    already_exists: t('accept_invitation_email_taken'),
  });

  /**
   * Where a new member goes: an owner or admin whose company is not registered yet to the
   * wizard, everyone else to the my page. The memberships read here are the ones those pages
   * use; if they cannot be read, the my page tries again (and forwards to the wizard itself).
   */
  const onwardPath = async (userId: string) => {
    try {
      const memberships = await queryClient.fetchQuery(userOrganizationsQueryOptions(userId));
      const membership = currentMembershipOf(memberships);
      if (membership && needsRegistration(membership)) return pathTo('company.registration');
    } catch {
      // the my page shows the failure with a retry
    }
    return pathTo('company.mypage');
  };

  const onSubmit = async ({ name, password }: { name?: string; password: string }) => {
    // An existing account is asked for its password only and keeps its own name.
    const body: AcceptInvitationRequest = name === undefined ? { password } : { name, password };
    let outcome: Awaited<ReturnType<typeof accept.mutateAsync>> | undefined;
    const accepted = await submit(
      async () => {
        outcome = await accept.mutateAsync({ ...link, body });
      },
      // A link spent meanwhile cannot be retried: the page turns into the "invalid" one.
      (code) => {
        if (!isSpentLinkCode(code)) return false;
        onLinkSpent();
        return true;
      },
    );
    if (!accepted || !outcome) return;
    toast.show(t('accept_invitation_done', { organizationName: preview.organizationName }), {
      variant: 'success',
    });
    navigate(
      'secondStepUrl' in outcome ? outcome.secondStepUrl : await onwardPath(outcome.userId),
      { replace: true },
    );
  };

  const Form = preview.accountExists ? ExistingAccountForm : NewAccountForm;
  return (
    <PageLayout
      width="narrow"
      heading={t('accept_invitation_heading')}
      lead={t('accept_invitation_invited', {
        organizationName: preview.organizationName,
        role: t(ROLE_LABEL_KEYS[preview.role]),
      })}
    >
      <p css={secondaryTextStyle}>
        {t(
          preview.accountExists ? 'accept_invitation_existing_lead' : 'accept_invitation_new_lead',
        )}
      </p>
      <Form email={preview.email} onSubmit={onSubmit} serverError={serverError} />
    </PageLayout>
  );
}

/**
 * company.accept-invitation: the mailed link's page (docs/company.md). It reads the invitation
 * with the link's one-off token first (who invites, as what), then asks a new user for a name and
 * a password, or an existing company user for their password only, and signs them in. A link that
 * no longer works says so and that only a new invitation helps.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('company');
  const { invitationId = '', token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  const link = { invitationId, token };
  const preview = useInvitationPreview(link);
  const [linkSpent, setLinkSpent] = useState(false);

  if (linkSpent || (preview.isError && isSpentLinkCode(errorCodeOf(preview.error)))) {
    return <InvalidInvitation email={email} />;
  }
  if (preview.isPending) return <RouteLoading />;
  if (preview.isError) {
    return (
      <PageLayout width="narrow" heading={t('accept_invitation_heading')}>
        <LoadError onRetry={() => void preview.refetch()} />
      </PageLayout>
    );
  }
  return (
    <AcceptInvitationForm
      link={link}
      preview={preview.data}
      onLinkSpent={() => setLinkSpent(true)}
    />
  );
}
