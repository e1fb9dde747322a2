import type { MemberRole } from '@jobmatch/shared/contracts';
import type { Queryable } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { createInvitation, type InvitationRecord } from './invitations-repository';

/** Mails the invitation's link, in the caller's transaction when `db` is one. */
export async function mailInvitation(
  db: Queryable,
  mailer: Mailer,
  invitation: InvitationRecord,
  token: string,
  organizationName: string,
): Promise<void> {
  await mailer.send(
    mailer.templates.invitation(invitation.email, { ...invitation, organizationName }, token),
    db,
  );
}

/**
 * Invites `email` into the organization and mails the link: `POST /invitations` and the approval
 * of an application (its owner invitation). An open invitation to the same address is replaced
 * and its old link dies. Call it inside a transaction, so the mail exists only if the
 * invitation does.
 */
export async function inviteByMail(
  db: Queryable,
  mailer: Mailer,
  input: {
    organizationId: string;
    organizationName: string;
    email: string;
    role: MemberRole;
    invitedBy: string | null;
    now: Date;
  },
): Promise<InvitationRecord> {
  const { invitation, token } = await createInvitation(db, input);
  await mailInvitation(db, mailer, invitation, token, input.organizationName);
  return invitation;
}
