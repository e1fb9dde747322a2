import type { Invitation, InvitationPreview } from '@jobmatch/shared/contracts';
import { isoTime } from '../../lib/iso-time';
import type { InvitationRecord } from './invitations-repository';

/** An open invitation as the members page lists it (docs/company.md#api). */
export function toInvitationJson(invitation: InvitationRecord): Invitation {
  return {
    id: invitation.id,
    organizationId: invitation.organizationId,
    email: invitation.email,
    role: invitation.role,
    createdAt: isoTime(invitation.createdAt),
    expiresAt: isoTime(invitation.expiresAt),
  };
}

/** What the holder of the link sees before accepting. */
export function toInvitationPreviewJson(
  invitation: InvitationRecord,
  organizationName: string,
  accountExists: boolean,
): InvitationPreview {
  return {
    id: invitation.id,
    organizationName,
    email: invitation.email,
    role: invitation.role,
    accountExists,
    expiresAt: isoTime(invitation.expiresAt),
  };
}
