import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LoadError,
  PageLayout,
  RouteLoading,
  errorCodeOf,
  errorMessage,
  secondaryTextStyle,
  sectionHeadingStyle,
} from '@jobmatch/shared';
import { deskPageStyle } from '../../../components/page-styles';
import { canManageOrganization } from '../../../lib/organization-roles';
import { withCompanyMembership, type CompanyPageProps } from '../../../lib/with-company-membership';
import { useInvitations } from '../api/get-invitations';
import { useMembers } from '../api/get-members';
import { memberRowsOf } from '../utils/member-rows';
import { InviteForm } from './invite-form';
import { MemberActionDialog, type PendingMemberAction } from './member-action-dialog';
import { MembersTable } from './members-table';
import { TwoFactorPolicySection } from './two-factor-policy-section';

/**
 * company.members (docs/company.md#screens): members and open invitations in one list with what
 * the viewer may do to each (actionsFor), and the invite form for owners and admins. A member
 * sees the list, and may only suspend themself.
 */
function Members({ user, membership }: CompanyPageProps) {
  const { t } = useTranslation('company');
  const listHeadingId = useId();
  const organizationId = membership.organization.id;
  const members = useMembers(organizationId);
  const invitations = useInvitations(organizationId);
  const [pending, setPending] = useState<PendingMemberAction | null>(null);
  const manages = canManageOrganization(membership.role);

  const failure = members.error ?? invitations.error;
  let list;
  if (members.isSuccess && invitations.isSuccess) {
    list = (
      <MembersTable
        rows={memberRowsOf(members.data, invitations.data, user.id)}
        viewerRole={membership.role}
        labelledBy={listHeadingId}
        onAction={(action, row) => setPending({ action, row })}
      />
    );
  } else if (failure) {
    list = (
      <LoadError
        message={errorMessage(errorCodeOf(failure)) ?? undefined}
        onRetry={() => {
          if (members.isError) void members.refetch();
          if (invitations.isError) void invitations.refetch();
        }}
      />
    );
  } else {
    list = <RouteLoading />;
  }

  return (
    <PageLayout heading={t('members_heading')} css={deskPageStyle}>
      {manages ? (
        <InviteForm organizationId={organizationId} viewerRole={membership.role} />
      ) : (
        <p css={secondaryTextStyle}>{t('members_member_note')}</p>
      )}
      <section
        aria-labelledby={listHeadingId}
        css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[3] })}
      >
        <h2 id={listHeadingId} css={sectionHeadingStyle}>
          {t('members_list_heading')}
        </h2>
        {list}
      </section>
      {manages && <TwoFactorPolicySection organizationId={organizationId} />}
      {pending && (
        <MemberActionDialog
          key={`${pending.action}-${pending.row.key}`}
          {...pending}
          organizationId={organizationId}
          viewerRole={membership.role}
          onClose={() => setPending(null)}
        />
      )}
    </PageLayout>
  );
}

export const MembersPage = withCompanyMembership(Members, 'members_heading');
