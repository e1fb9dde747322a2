import type { Invitation, MemberRole, OrganizationMember } from '@jobmatch/shared/contracts';
import { canManageOrganization } from '../../../lib/organization-roles';

/** One line of the members list: a member, or someone invited who has not joined yet. */
export type MemberRow =
  | {
      kind: 'member';
      key: string;
      member: OrganizationMember;
      isSelf: boolean;
      /** The organization's one active owner, whom nobody may suspend or delete. */
      isSoleOwner: boolean;
    }
  | { kind: 'invitation'; key: string; invitation: Invitation };

export type MemberAction =
  | 'resend'
  | 'cancel-invitation'
  | 'change-role'
  | 'suspend'
  | 'resume'
  | 'delete';

/** Members as the api orders them (owners first), then the open invitations (newest first). */
export function memberRowsOf(
  members: readonly OrganizationMember[],
  invitations: readonly Invitation[],
  selfId: string,
): MemberRow[] {
  const activeOwners = members.filter(
    (member) => member.role === 'owner' && member.status === 'active',
  );
  return [
    ...members.map((member) => ({
      kind: 'member' as const,
      key: `member-${member.userId}`,
      member,
      isSelf: member.userId === selfId,
      isSoleOwner: activeOwners.length === 1 && activeOwners[0] === member,
    })),
    ...invitations.map((invitation) => ({
      kind: 'invitation' as const,
      key: `invitation-${invitation.id}`,
      invitation,
    })),
  ];
}

/**
 * What the viewer may do to a row: the rules of docs/company.md#api (member-rules on the api),
 * so nobody is offered a button the api refuses. Owners and admins manage the others, but only an
 * owner touches an owner or an owner's invitation, and an owner's role never changes. On their
 * own row anyone may only suspend themself (resuming needs another admin), except the sole active
 * owner, whom the api keeps (`organization_last_owner`); changing one's own role or removing
 * oneself is left to another admin, so nobody locks themself out by a slip.
 */
export function actionsFor(row: MemberRow, viewerRole: MemberRole): MemberAction[] {
  const manages = canManageOrganization(viewerRole);
  if (row.kind === 'invitation') {
    const allowed = manages && (row.invitation.role !== 'owner' || viewerRole === 'owner');
    return allowed ? ['resend', 'cancel-invitation'] : [];
  }
  const { member, isSelf, isSoleOwner } = row;
  if (isSelf) return member.status === 'active' && !isSoleOwner ? ['suspend'] : [];
  if (!manages || (member.role === 'owner' && viewerRole !== 'owner')) return [];
  return [
    ...(member.role === 'owner' ? [] : (['change-role'] as const)),
    member.status === 'active' ? 'suspend' : 'resume',
    'delete',
  ];
}

/** The roles the viewer may give: only an owner makes owners. */
export function grantableRoles(viewerRole: MemberRole): MemberRole[] {
  return viewerRole === 'owner' ? ['owner', 'admin', 'member'] : ['admin', 'member'];
}
