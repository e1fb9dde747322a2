import type { OrganizationMember } from '@jobmatch/shared/contracts';
import { isoTime } from '../../lib/iso-time';
import type { MemberRecord } from './memberships-repository';

/** One row of the members page: the membership with the person's name and address. */
export function toMemberJson(
  member: MemberRecord,
  user: { name: string; email: string },
): OrganizationMember {
  return {
    userId: member.userId,
    name: user.name,
    email: user.email,
    role: member.role,
    status: member.status,
    createdAt: isoTime(member.createdAt),
  };
}
