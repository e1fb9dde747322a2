import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LoadError,
  PageLayout,
  RouteLoading,
  buttonStyle,
  currentMembershipOf,
  errorCodeOf,
  errorMessage,
  leadStyle,
  pathTo,
} from '@jobmatch/shared';
import { useSession } from 'shell/session';
import { useUserOrganizations } from '../api/get-user-organizations';
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
  const memberships = useUserOrganizations(userId);
  if (memberships.isPending) return <RouteLoading />;
  if (memberships.isError) {
    return (
      <PageLayout heading={t('company_topics_heading')}>
        <LoadError
          message={errorMessage(errorCodeOf(memberships.error)) ?? undefined}
          onRetry={() => void memberships.refetch()}
        />
      </PageLayout>
    );
  }
  const membership = currentMembershipOf(memberships.data);
  if (!membership) {
    return (
      <PageLayout width="narrow" heading={t('no_membership_heading')}>
        <p css={leadStyle}>{t('no_membership_body')}</p>
        <Link
          css={buttonStyle({ variant: 'secondary', fullWidth: true })}
          to={pathTo('auth.logout')}
        >
          {t('to_logout')}
        </Link>
      </PageLayout>
    );
  }
  return (
    <Page party={{ side: 'organization', userId, organizationId: membership.organization.id }} />
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
