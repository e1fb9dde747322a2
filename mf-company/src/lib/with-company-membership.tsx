import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { MembershipGate, RouteLoading, useUserOrganizations } from '@jobmatch/shared';
import type { User, UserOrganization } from '@jobmatch/shared/contracts';
import { useSession } from 'shell/session';

/** What every company page works with: the signed-in company user and their membership. */
export interface CompanyPageProps {
  user: User;
  membership: UserOrganization;
}

function CompanyMembershipGate({
  user,
  heading,
  Page,
}: {
  user: User;
  heading: string;
  Page: ComponentType<CompanyPageProps>;
}) {
  const { t } = useTranslation('company');
  return (
    <MembershipGate
      memberships={useUserOrganizations(user.id)}
      heading={heading}
      noMembership={{
        heading: t('no_membership_heading'),
        body: t('no_membership_body'),
        logout: t('to_logout'),
      }}
    >
      {(membership) => <Page user={user} membership={membership} />}
    </MembershipGate>
  );
}

/**
 * A company page from one that needs the user's membership (docs/company.md#who). The shell's
 * guard lets only company users in (`access: 'company'`); the user and their organizations may
 * still be loading. `headingKey` names the page while it cannot show itself (a failed load).
 */
export function withCompanyMembership(
  Page: ComponentType<CompanyPageProps>,
  headingKey: string,
): ComponentType {
  return function CompanyMembershipPage() {
    const { t } = useTranslation('company');
    const { user } = useSession();
    return user ? (
      <CompanyMembershipGate user={user} heading={t(headingKey)} Page={Page} />
    ) : (
      <RouteLoading />
    );
  };
}
