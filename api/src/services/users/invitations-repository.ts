import type { Invitation, MemberRole } from '@jobmatch/shared/contracts';
import type { Queryable } from '../../db/database';
import { createOpaqueToken, hashToken, newId } from '../../lib/secure-tokens';

/** How long an invitation's link works (docs/company.md#invitations-user-service-apidemand-user). */
export const INVITATION_TTL_DAYS = 7;

/**
 * An invitation as stored: its wire shape (`invitation-json.ts`) with dates, who invited and
 * what became of it. The email is lower-case, as users.email.
 */
export interface InvitationRecord extends Omit<Invitation, 'createdAt' | 'expiresAt'> {
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  canceledAt: Date | null;
}

const COLUMNS = `id, organization_id AS "organizationId", email, role, invited_by AS "invitedBy",
  created_at AS "createdAt", expires_at AS "expiresAt", accepted_at AS "acceptedAt",
  canceled_at AS "canceledAt"`;

/** Neither accepted nor cancelled: the rows the unique index `invitations_open_key` keeps apart. */
const OPEN = 'accepted_at IS NULL AND canceled_at IS NULL';

const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60_000);

/**
 * Invites `email` into the organization with a fresh one-off token (only its hash is stored).
 * An open invitation to the same address is replaced in the same statement: it keeps its id and
 * creation time, takes the new role, inviter, token and expiry, and its old link dies. One
 * statement on the unique index, so two concurrent invitations cannot both stay open.
 */
export async function createInvitation(
  db: Queryable,
  input: {
    organizationId: string;
    email: string;
    role: MemberRole;
    invitedBy: string | null;
    now: Date;
  },
): Promise<{ invitation: InvitationRecord; token: string }> {
  const token = createOpaqueToken();
  const { rows } = await db.query<InvitationRecord>(
    `INSERT INTO invitations (id, organization_id, email, role, token_hash, invited_by, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (organization_id, email) WHERE ${OPEN}
     DO UPDATE SET role = EXCLUDED.role, token_hash = EXCLUDED.token_hash,
                   invited_by = EXCLUDED.invited_by, expires_at = EXCLUDED.expires_at
     RETURNING ${COLUMNS}`,
    [
      newId(),
      input.organizationId,
      input.email.toLowerCase(),
      input.role,
      hashToken(token),
      input.invitedBy,
      input.now,
      expiryFrom(input.now),
    ],
  );
  return { invitation: rows[0]!, token };
}

/** The invitation, whatever its state; callers check who may see it. */
export async function findInvitationById(
  db: Queryable,
  id: string,
): Promise<InvitationRecord | undefined> {
  const { rows } = await db.query<InvitationRecord>(
    `SELECT ${COLUMNS} FROM invitations WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * The invitation its link names, if the link still works: the right token, neither accepted nor
 * cancelled, not expired. Anything else is undefined, whichever of these failed.
 */
export async function findUsableInvitation(
  db: Queryable,
  id: string,
  token: string,
  now: Date,
): Promise<InvitationRecord | undefined> {
  const { rows } = await db.query<InvitationRecord>(
    `SELECT ${COLUMNS} FROM invitations
      WHERE id = $1 AND token_hash = $2 AND ${OPEN} AND expires_at > $3`,
    [id, hashToken(token), now],
  );
  return rows[0];
}

/** The organization's open, unexpired invitations, newest first. */
export async function listOpenInvitations(
  db: Queryable,
  organizationId: string,
  now: Date,
): Promise<InvitationRecord[]> {
  const { rows } = await db.query<InvitationRecord>(
    `SELECT ${COLUMNS} FROM invitations
      WHERE organization_id = $1 AND ${OPEN} AND expires_at > $2
      ORDER BY created_at DESC, id DESC`,
    [organizationId, now],
  );
  return rows;
}

/**
 * A new token and expiry for an open invitation (expired ones too: that is what a resend is
 * for); the old link dies. Undefined when it was accepted or cancelled meanwhile.
 */
export async function renewInvitation(
  db: Queryable,
  id: string,
  now: Date,
): Promise<{ invitation: InvitationRecord; token: string } | undefined> {
  const token = createOpaqueToken();
  const { rows } = await db.query<InvitationRecord>(
    `UPDATE invitations SET token_hash = $2, expires_at = $3
      WHERE id = $1 AND ${OPEN}
      RETURNING ${COLUMNS}`,
    [id, hashToken(token), expiryFrom(now)],
  );
  return rows[0] && { invitation: rows[0], token };
}

/** Cancels an open invitation; false when it was accepted or cancelled already. */
export async function cancelInvitation(db: Queryable, id: string, now: Date): Promise<boolean> {
  const result = await db.query(
    `UPDATE invitations SET canceled_at = $2 WHERE id = $1 AND ${OPEN} RETURNING id`,
    [id, now],
  );
  return result.rowCount > 0;
}

/**
 * Spends the link: one conditional UPDATE, so of two concurrent acceptances only one gets the
 * row (the other waits for the first one's transaction, then finds it spent) and the other gets
 * undefined, as for a bad, expired or cancelled link. Run it first in the acceptance's
 * transaction, so that a failure after it leaves the link usable.
 */
export async function spendInvitation(
  db: Queryable,
  input: { id: string; token: string; now: Date },
): Promise<InvitationRecord | undefined> {
  const { rows } = await db.query<InvitationRecord>(
    `UPDATE invitations SET accepted_at = $3
      WHERE id = $1 AND token_hash = $2 AND ${OPEN} AND expires_at > $3
      RETURNING ${COLUMNS}`,
    [input.id, hashToken(input.token), input.now],
  );
  return rows[0];
}

/** Who accepted the spent invitation (a new user exists only after the link was spent). */
export async function setInvitationAcceptor(
  db: Queryable,
  id: string,
  userId: string,
): Promise<void> {
  await db.query('UPDATE invitations SET accepted_user_id = $2 WHERE id = $1', [id, userId]);
}
