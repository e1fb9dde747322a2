import type { Queryable } from '../db/database';
import { newId } from '../lib/secure-tokens';
import type { MailMessage } from './mail-templates';

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  created_at: Date;
}

export async function insertOutboxMail(
  db: Queryable,
  mail: MailMessage,
  transport: string,
  now: Date,
): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO mail_outbox (id, kind, to_address, subject, text_body, html_body, links, transport, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
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
    ],
  );
  return id;
}

export async function markOutboxMailSent(
  db: Queryable,
  id: string,
  now: Date,
  error?: string,
): Promise<void> {
  await db.query('UPDATE mail_outbox SET sent_at = $2, error = $3 WHERE id = $1', [
    id,
    error ? null : now,
    error ?? null,
  ]);
}

/** Newest first; `to` compares case-insensitively (addresses are stored lower-case). */
export async function listOutboxMail(
  db: Queryable,
  to: string | undefined,
  limit = 50,
): Promise<OutboxEntry[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, to_address, subject, text_body, html_body, links, created_at
       FROM mail_outbox
      WHERE ($1::text IS NULL OR to_address = $1)
      ORDER BY created_at DESC, seq DESC
      LIMIT $2`,
    [to?.trim().toLowerCase() ?? null, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: row.links,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
