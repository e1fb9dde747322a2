import type { Attachment, AttachmentType } from '@jobmatch/shared/contracts';
import type { Queryable } from '../../db/database';

export interface AttachmentRow {
  id: string;
  organization_id: string;
  object_id: string;
  owner_id: string;
  type: AttachmentType;
  is_public: boolean;
  content_type: string;
  content_length: number;
  created_by: string | null;
  created_at: Date;
}

const COLUMNS = `id, organization_id, object_id, owner_id, type, is_public, content_type, content_length,
  created_by, created_at`;

/** What registering stores: the attachment's wire shape but for its URL and time, and who registered it. */
export interface NewAttachment extends Omit<Attachment, 'url' | 'createdAt'> {
  createdBy: string;
  now: Date;
}

/** Undefined when the object is registered already (its key is unique). */
export async function insertAttachment(
  db: Queryable,
  input: NewAttachment,
): Promise<AttachmentRow | undefined> {
  const { rows } = await db.query<AttachmentRow>(
    `INSERT INTO attachments (id, organization_id, object_id, owner_id, type, is_public, content_type,
       content_length, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (object_id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      input.id,
      input.organizationId,
      input.objectId,
      input.ownerId,
      input.type,
      input.isPublic,
      input.contentType,
      input.contentLength,
      input.createdBy,
      input.now,
    ],
  );
  return rows[0];
}

export async function findAttachmentByObjectId(
  db: Queryable,
  objectId: string,
): Promise<AttachmentRow | undefined> {
  const { rows } = await db.query<AttachmentRow>(
    `SELECT ${COLUMNS} FROM attachments WHERE object_id = $1`,
    [objectId],
  );
  return rows[0];
}

/** Removes one attachment of the organization; undefined when it has no such attachment. */
export async function deleteAttachment(
  db: Queryable,
  organizationId: string,
  id: string,
): Promise<AttachmentRow | undefined> {
  const { rows } = await db.query<AttachmentRow>(
    `DELETE FROM attachments WHERE organization_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [organizationId, id],
  );
  return rows[0];
}

/** Removes the organization's attachments of a type (its logo or icon before a new one). */
export async function deleteAttachmentsOfType(
  db: Queryable,
  organizationId: string,
  type: AttachmentType,
): Promise<AttachmentRow[]> {
  const { rows } = await db.query<AttachmentRow>(
    `DELETE FROM attachments WHERE organization_id = $1 AND type = $2 RETURNING ${COLUMNS}`,
    [organizationId, type],
  );
  return rows;
}
