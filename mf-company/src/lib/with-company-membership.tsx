import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LoadError,
  PageLayout,
  RouteLoading,
  buttonStyle,
  errorCodeOf,
  errorMessage,
  leadStyle,
  pathTo,
} from '@jobmatch/shared';
import type { User, UserOrganization } from '@jobmatch/shared/contracts';
import { useSession } from 'shell/session';
import { useUserOrganizations } from '../api/get-user-organizations';
import { currentMembershipOf } from './organization-roles';

/** What every company page works with: the signed-in company user and their membership. */
export interface CompanyPageProps {
  user: User;
  membership: UserOrganization;
}

function MembershipGate({
  user,
  heading,
  Page,
}: {
  user: User;
  heading: string;
  Page: ComponentType<CompanyPageProps>;
}) {
  const { t } = useTranslation('company');
  const memberships = useUserOrganizations(user.id);
  if (memberships.isPending) return <RouteLoading />;
  if (memberships.isError) {
    return (
      <PageLayout heading={heading}>
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
  return <Page user={user} membership={membership} />;
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
      <MembershipGate user={user} heading={t(headingKey)} Page={Page} />
    ) : (
      <RouteLoading />
    );
  };
}
