import type { FastifyRequest } from 'fastify';
import { isJobSeekerType } from '@jobmatch/shared/domain';
import { noPermission, notFound } from '../../lib/api-error';
import { signedIn, type AuthContext } from '../../lib/request-auth';

/**
 * The personal catalogue lists (docs/matching.md#who-may-ask) are the job seeker's own: another
 * user's are as absent as a list that does not exist (404, so ids cannot be probed), and company
 * users and administrators, who keep none, are refused.
 */
export function ownSeekerList(request: FastifyRequest, userId: string): AuthContext {
  const auth = signedIn(request);
  if (auth.user.id !== userId) throw notFound('User');
  if (!isJobSeekerType(auth.user.typeId)) throw noPermission();
  return auth;
}
