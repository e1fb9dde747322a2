import type { FastifyRequest } from 'fastify';
import type { ChatSide } from '@jobmatch/shared/contracts';
import { isJobSeekerType } from '@jobmatch/shared/domain';
import type { Queryable } from '../../db/database';
import { ApiError, noPermission } from '../../lib/api-error';
import { signedIn, type AuthContext } from '../../lib/request-auth';
import { findMembership } from '../organizations/organizations-module';

// Who acts for which side of a topic (docs/chat.md#api): the job seeker for themselves, an active
// member of the organization for it. Administrators have no part in other people's conversations.

export const userNotSubscribed = () =>
  new ApiError(403, 'user_not_subscribed', 'You are not a party of this topic');

/**
 * The side the caller acts for in a topic of `parties`. A suspended member of its organization
 * is `403 no_permission` (as on the company routes), anyone else who is not a party
 * `403 user_not_subscribed`.
 */
export async function sideInTopic(
  db: Queryable,
  auth: AuthContext,
  parties: { userId: string; organizationId: string },
): Promise<ChatSide> {
  const { user } = auth;
  if (isJobSeekerType(user.typeId)) {
    if (user.id === parties.userId) return 'user';
    throw userNotSubscribed();
  }
  const membership = await findMembership(db, parties.organizationId, user.id);
  if (!membership) throw userNotSubscribed();
  if (membership.status !== 'active') throw noPermission();
  return 'organization';
}

/** The job seeker's own calls (`/users/{userId}/…`): only that job seeker. */
export function requireSelfJobSeeker(request: FastifyRequest, userId: string): AuthContext {
  const auth = signedIn(request);
  if (!isJobSeekerType(auth.user.typeId) || auth.user.id !== userId) throw noPermission();
  return auth;
}
