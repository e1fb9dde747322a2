import type { Queryable } from '../../db/database';

// Message templates (docs/conversations.md#message-templates): the platform's
// (`organization_id` null) and each company's own.

export interface MessageTemplateRow {
  id: string;
  organization_id: string | null;
  name: string;
  content: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, organization_id, name, content, created_at, updated_at';

/** One owner's templates, oldest first: a company's, or the platform's (`null`). */
export async function listMessageTemplates(
  db: Queryable,
  organizationId: string | null,
): Promise<MessageTemplateRow[]> {
  const { rows } = await db.query<MessageTemplateRow>(
    `SELECT ${COLUMNS} FROM message_templates
      WHERE organization_id IS NOT DISTINCT FROM $1 ORDER BY created_at, id`,
    [organizationId],
  );
  return rows;
}

/**
 * Stores a template unless its owner keeps `max` already (counted under the owner's first
 * template's lock, so two at once cannot pass the ceiling); undefined when full.
 */
export async function insertMessageTemplate(
  tx: Queryable,
  template: {
    id: string;
    organizationId: string | null;
    name: string;
    content: string;
    createdBy: string;
    now: Date;
    max: number;
  },
): Promise<MessageTemplateRow | undefined> {
  // one owner's inserts queue on an advisory lock of its key
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
    `message_templates:${template.organizationId ?? 'platform'}`,
  ]);
  const { rows } = await tx.query<MessageTemplateRow>(
    `INSERT INTO message_templates (id, organization_id, name, content, created_by, created_at, updated_at)
     SELECT $1, $2, $3, $4, $5, $6, $6
      WHERE (SELECT count(*) FROM message_templates WHERE organization_id IS NOT DISTINCT FROM $2) < $7
     RETURNING ${COLUMNS}`,
    [
      template.id,
      template.organizationId,
      template.name,
      template.content,
      template.createdBy,
      template.now,
      template.max,
    ],
  );
  return rows[0];
}

/** Changes one owner's template; undefined when it is not that owner's. */
export async function updateMessageTemplate(
  db: Queryable,
  change: { id: string; organizationId: string | null; name: string; content: string; now: Date },
): Promise<MessageTemplateRow | undefined> {
  const { rows } = await db.query<MessageTemplateRow>(
    `UPDATE message_templates SET name = $3, content = $4, updated_at = $5
      WHERE id = $1 AND organization_id IS NOT DISTINCT FROM $2
      RETURNING ${COLUMNS}`,
    [change.id, change.organizationId, change.name, change.content, change.now],
  );
  return rows[0];
}

/** Deletes one owner's template; false when it is not that owner's. */
export async function deleteMessageTemplate(
  db: Queryable,
  { id, organizationId }: { id: string; organizationId: string | null },
): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM message_templates WHERE id = $1 AND organization_id IS NOT DISTINCT FROM $2',
    [id, organizationId],
  );
  return rowCount > 0;
}
