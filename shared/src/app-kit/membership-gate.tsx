import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { UserOrganization } from '../contracts';
import { currentMembershipOf } from '../domain/organization-membership';
import { errorCodeOf, errorMessage } from '../errors/error-messages';
import { pathTo } from '../config/paths';
import { buttonStyle } from '../ui/button';
import { LoadError } from './load-error';
import { PageLayout } from './page-layout';
import { RouteLoading } from './route-loading';
import { leadStyle } from './text-styles';

export interface MembershipGateProps {
  /** The company user's organizations, as the remote's `useUserOrganizations` answers them. */
  memberships: UseQueryResult<UserOrganization[]>;
  /** The page's heading while it cannot show itself (a failed load). */
  heading: string;
  /** What a company user without an active membership reads, in the remote's own words. */
  noMembership: { heading: string; body: string; logout: string };
  /** The page, for the user's current membership. */
  children: (membership: UserOrganization) => ReactNode;
}

/**
 * A company page's wait for the user's current membership (the first active one): loading, a
 * failed load with a retry, or — without one — a way to log out.
 */
export function MembershipGate({
  memberships,
  heading,
  noMembership,
  children,
}: MembershipGateProps) {
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
      <PageLayout width="narrow" heading={noMembership.heading}>
        <p css={leadStyle}>{noMembership.body}</p>
        <Link
          css={buttonStyle({ variant: 'secondary', fullWidth: true })}
          to={pathTo('auth.logout')}
        >
          {noMembership.logout}
        </Link>
      </PageLayout>
    );
  }
  return children(membership);
}
