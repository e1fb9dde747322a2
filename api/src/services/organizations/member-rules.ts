import type { MemberUpdateInput } from '@jobmatch/shared/schemas';
import { ApiError, noPermission, notFound } from '../../lib/api-error';
import type { Membership } from './memberships-repository';
import { MANAGING_ROLES } from './organization-access';

// The rules of docs/company.md#api for changing and removing members, apart from the routes so
// that they read as the table does. `caller` is an active member (requireMember); `activeOwnerIds`
// were read with their rows locked, inside the transaction that makes the change.

/** What a refusal says was tried: the messages name it (suspending is not deleting). */
type OwnerAction = 'suspend' | 'resume' | 'delete' | 'make an owner';

const lastOwner = (action: 'suspend' | 'delete') =>
  new ApiError(
    400,
    'organization_last_owner',
    `The last active owner cannot be ${action === 'suspend' ? 'suspended' : 'deleted'}: an organization keeps at least one active owner`,
  );
const ownerRoleFixed = () =>
  new ApiError(400, 'user_cannot_change_from_owner', "An owner's role cannot be changed");
const needsOwner = (action: OwnerAction) =>
  new ApiError(
    403,
    'incorrect_organization_role',
    action === 'make an owner'
      ? 'Only an owner may make someone an owner'
      : `Only an owner may ${action} an owner`,
  );

/** Whether the target is the one active owner left, whom the change would take away. */
const isLastActiveOwner = (target: Membership, activeOwnerIds: readonly string[]) =>
  target.role === 'owner' &&
  target.status === 'active' &&
  activeOwnerIds.every((id) => id === target.userId);

interface MemberChange {
  caller: Membership;
  /** Undefined when the user is not a member of the organization. */
  target: Membership | undefined;
  activeOwnerIds: readonly string[];
}

/**
 * `PATCH /organizations/{orgId}/members/{userId}`: owners and admins manage the others (an owner
 * only by an owner), anyone may suspend themself, nobody resumes themself; an owner's role never
 * changes and the last active owner stays.
 */
export function assertMemberUpdateAllowed({
  caller,
  target,
  activeOwnerIds,
  change,
}: MemberChange & { change: MemberUpdateInput }): Membership {
  const self = caller.userId === target?.userId;
  const manages = MANAGING_ROLES.includes(caller.role);
  // a member learns nothing of the others, not even whether they exist
  if (!manages && !(self && 'status' in change && change.status === 'suspended'))
    throw noPermission();
  if (!target) throw notFound('Member');
  if ('role' in change) {
    if (target.role === 'owner' && change.role !== 'owner') throw ownerRoleFixed();
    if (change.role === 'owner' && caller.role !== 'owner') throw needsOwner('make an owner');
    return target;
  }
  // resuming needs someone else: a suspended member cannot get this far, an active one has no need
  if (self && change.status === 'active') throw noPermission();
  const action = change.status === 'suspended' ? 'suspend' : 'resume';
  if (!self && target.role === 'owner' && caller.role !== 'owner') throw needsOwner(action);
  if (action === 'suspend' && isLastActiveOwner(target, activeOwnerIds)) throw lastOwner(action);
  return target;
}

/** `DELETE /organizations/{orgId}/members/{userId}` by an owner or admin (requireMember's roles). */
export function assertMemberRemovalAllowed({
  caller,
  target,
  activeOwnerIds,
}: MemberChange): Membership {
  if (!target) throw notFound('Member');
  if (target.role === 'owner' && caller.role !== 'owner') throw needsOwner('delete');
  if (isLastActiveOwner(target, activeOwnerIds)) throw lastOwner('delete');
  return target;
}
