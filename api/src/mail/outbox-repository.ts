import type { Queryable } from '../db/database';
import { newId } from '../lib/secure-tokens';
import type { MailAttachment, MailMessage } from './mail-templates';

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  headers: Record<string, string>;
  attachments: MailAttachment[];
  createdAt: string;
}

interface OutboxRow extends MailRow {
  links: string[];
  created_at: Date;
}

/** The columns of a mail as it is sent. */
interface MailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
}

const MAIL_COLUMNS = 'id, to_address, subject, text_body, html_body, headers, attachments';

/** Records a mail; with `deliver` it is due for the background sender at once. */
export async function insertOutboxMail(
  db: Queryable,
  mail: MailMessage,
  transport: string,
  now: Date,
  deliver: boolean,
): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO mail_outbox (id, kind, to_address, subject, text_body, html_body, links, transport, created_at, next_attempt_at, headers, attachments)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      id,
      mail.kind,
      mail.to.toLowerCase(),
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.links),
      transport,
      now,
      deliver ? now : null,
      JSON.stringify(mail.headers ?? {}),
      JSON.stringify(mail.attachments ?? []),
    ],
  );
  return id;
}

export interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
  /** Including the one just claimed. */
  attempts: number;
}

/**
 * Takes up to `limit` due mails for one delivery attempt: their `next_attempt_at` moves to
 * `leaseUntil`, so no other sender (another api instance) takes them meanwhile, and a sender
 * that dies mid-way leaves them due again after the lease. SKIP LOCKED lets concurrent
 * senders pass each other's rows instead of waiting.
 */
export async function claimDueOutboxMail(
  db: Queryable,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedMail[]> {
  const { rows } = await db.query<MailRow & { attempts: number }>(
    `UPDATE mail_outbox SET next_attempt_at = $2, attempts = attempts + 1
      WHERE id IN (SELECT id FROM mail_outbox
                    WHERE sent_at IS NULL AND next_attempt_at <= $1
                    ORDER BY next_attempt_at, seq
                    LIMIT $3
                    FOR UPDATE SKIP LOCKED)
      RETURNING ${MAIL_COLUMNS}, attempts`,
    [now, leaseUntil, limit],
  );
  return rows.map((row) => ({ ...mailOf(row), attempts: row.attempts }));
}

export async function markOutboxMailSent(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE mail_outbox SET sent_at = $2, next_attempt_at = NULL, error = NULL WHERE id = $1',
    [id, now],
  );
}

/** Records a failed attempt; `retryAt` undefined gives the mail up. */
export async function markOutboxMailFailed(
  db: Queryable,
  id: string,
  error: string,
  retryAt: Date | undefined,
): Promise<void> {
  await db.query('UPDATE mail_outbox SET next_attempt_at = $2, error = $3 WHERE id = $1', [
    id,
    retryAt ?? null,
    error,
  ]);
}

/** Newest first; `to` compares case-insensitively (addresses are stored lower-case). */
export async function listOutboxMail(
  db: Queryable,
  to: string | undefined,
  limit = 50,
): Promise<OutboxEntry[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT ${MAIL_COLUMNS}, links, created_at
       FROM mail_outbox
      WHERE ($1::text IS NULL OR to_address = $1)
      ORDER BY created_at DESC, seq DESC
      LIMIT $2`,
    [to?.trim().toLowerCase() ?? null, limit],
  );
  return rows.map((row) => ({
    ...mailOf(row),
    links: row.links,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** A mail as the sender and the dev outbox name its columns. */
function mailOf(row: MailRow) {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers: row.headers,
    attachments: row.attachments,
  };
}
