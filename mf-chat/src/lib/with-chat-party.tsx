import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { MembershipGate, RouteLoading, useUserOrganizations } from '@jobmatch/shared';
import { useSession } from 'shell/session';
import type { ChatParty } from './chat-party';

export interface ChatPageProps {
  party: ChatParty;
}

/**
 * A job seeker's chat page. The shell's guard lets only verified job seekers in
 * (`access: 'verified'`); the user may still be loading for a moment.
 */
export function withJobSeeker(Page: ComponentType<ChatPageProps>): ComponentType {
  return function JobSeekerChatPage() {
    const { user } = useSession();
    return user ? <Page party={{ side: 'user', userId: user.id }} /> : <RouteLoading />;
  };
}

function OrganizationGate({
  userId,
  Page,
}: {
  userId: string;
  Page: ComponentType<ChatPageProps>;
}) {
  const { t } = useTranslation('chat');
  return (
    <MembershipGate
      memberships={useUserOrganizations(userId)}
      heading={t('company_topics_heading')}
      noMembership={{
        heading: t('no_membership_heading'),
        body: t('no_membership_body'),
        logout: t('to_logout'),
      }}
    >
      {(membership) => (
        <Page
          party={{ side: 'organization', userId, organizationId: membership.organization.id }}
        />
      )}
    </MembershipGate>
  );
}

/**
 * A company member's chat page, for their organization (the first active membership, as on the
 * company desk). The guard lets only company users in (`access: 'company'`).
 */
export function withOrganizationMember(Page: ComponentType<ChatPageProps>): ComponentType {
  return function OrganizationChatPage() {
    const { user } = useSession();
    return user ? <OrganizationGate userId={user.id} Page={Page} /> : <RouteLoading />;
  };
}
