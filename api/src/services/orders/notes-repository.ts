import type { ApplicantEvaluation, ApplicantNote } from '@jobmatch/shared/contracts';
import type { Queryable } from '../../db/database';
import { isoTime } from '../../lib/iso-time';

// Internal notes and evaluations on an applicant (docs/company-desk.md#notes): the company's
// members read them; no seeker-facing answer ever selects from these tables.

interface NoteRow {
  id: string;
  body: string;
  created_at: Date;
  author_user_id: string;
  author_name: string | null;
}

const toNote = (row: NoteRow): ApplicantNote => ({
  id: row.id,
  body: row.body,
  createdAt: isoTime(row.created_at),
  author: { id: row.author_user_id, name: row.author_name ?? '' },
});

export async function listNotes(db: Queryable, orderId: string): Promise<ApplicantNote[]> {
  const { rows } = await db.query<NoteRow>(
    `SELECT n.id, n.body, n.created_at, n.author_user_id, u.name AS author_name
       FROM order_notes n LEFT JOIN users u ON u.id = n.author_user_id
      WHERE n.order_id = $1 ORDER BY n.created_at DESC, n.id DESC`,
    [orderId],
  );
  return rows.map(toNote);
}

export async function insertNote(
  db: Queryable,
  note: {
    id: string;
    orderId: string;
    organizationId: string;
    authorUserId: string;
    body: string;
    now: Date;
  },
): Promise<ApplicantNote> {
  const { rows } = await db.query<NoteRow>(
    `WITH inserted AS (
       INSERT INTO order_notes (id, order_id, organization_id, author_user_id, body, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *)
     SELECT i.id, i.body, i.created_at, i.author_user_id, u.name AS author_name
       FROM inserted i LEFT JOIN users u ON u.id = i.author_user_id`,
    [note.id, note.orderId, note.organizationId, note.authorUserId, note.body, note.now],
  );
  return toNote(rows[0]!);
}

/** Deletes the note if `authorUserId` wrote it (or anyone, when null); whether it was deleted. */
export async function deleteNote(
  db: Queryable,
  note: { id: string; orderId: string; authorUserId: string | null },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `DELETE FROM order_notes WHERE id = $1 AND order_id = $2
        AND ($3::text IS NULL OR author_user_id = $3)`,
    [note.id, note.orderId, note.authorUserId],
  );
  return (rowCount ?? 0) > 0;
}

export async function listEvaluations(
  db: Queryable,
  orderId: string,
): Promise<ApplicantEvaluation[]> {
  const { rows } = await db.query<{
    user_id: string;
    name: string | null;
    score: number;
    updated_at: Date;
  }>(
    `SELECT e.user_id, u.name, e.score, e.updated_at
       FROM order_evaluations e LEFT JOIN users u ON u.id = e.user_id
      WHERE e.order_id = $1 ORDER BY e.updated_at`,
    [orderId],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.name ?? '',
    score: Number(row.score),
    updatedAt: isoTime(row.updated_at),
  }));
}

export async function upsertEvaluation(
  db: Queryable,
  evaluation: { orderId: string; userId: string; score: number; now: Date },
) {
  await db.query(
    `INSERT INTO order_evaluations (order_id, user_id, score, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (order_id, user_id) DO UPDATE SET score = EXCLUDED.score, updated_at = EXCLUDED.updated_at`,
    [evaluation.orderId, evaluation.userId, evaluation.score, evaluation.now],
  );
}

export async function deleteEvaluation(db: Queryable, orderId: string, userId: string) {
  await db.query('DELETE FROM order_evaluations WHERE order_id = $1 AND user_id = $2', [
    orderId,
    userId,
  ]);
}
