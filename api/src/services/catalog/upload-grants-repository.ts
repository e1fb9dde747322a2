import type { Queryable } from '../../db/database';

// The upload URLs the api signed whose objects are not registered yet (`upload_grants`,
// docs/company.md#upload-limits): they count towards the organization's quota until they are
// registered (the row goes, the attachment counts instead) or deleted by the upload housekeeping.

/** A stored object may be registered this long after its URL was signed; then it is deleted. */
export const UPLOAD_REGISTRATION_HOURS = 24;

const cutoffOf = (now: Date) => new Date(now.getTime() - UPLOAD_REGISTRATION_HOURS * 3_600_000);

export async function insertUploadGrant(
  db: Queryable,
  grant: {
    objectId: string;
    organizationId: string;
    userId: string;
    contentLength: number;
    now: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO upload_grants (object_id, organization_id, user_id, content_length, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [grant.objectId, grant.organizationId, grant.userId, grant.contentLength, grant.now],
  );
}

/** The bytes the organization keeps: its attachments and the uploads not registered (or deleted) yet. */
export async function usedUploadBytes(db: Queryable, organizationId: string): Promise<number> {
  const { rows } = await db.query<{ bytes: string | number }>(
    `SELECT (SELECT coalesce(sum(content_length), 0) FROM attachments WHERE organization_id = $1)
          + (SELECT coalesce(sum(content_length), 0) FROM upload_grants WHERE organization_id = $1)
            AS bytes`,
    [organizationId],
  );
  return Number(rows[0]?.bytes ?? 0);
}

/**
 * Registration takes the object's grant (the row goes): false when there is none to take — never
 * signed here, older than UPLOAD_REGISTRATION_HOURS, or being deleted.
 */
export async function takeUploadGrant(
  db: Queryable,
  organizationId: string,
  objectId: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `DELETE FROM upload_grants
      WHERE object_id = $1 AND organization_id = $2 AND deleting_at IS NULL AND created_at > $3
      RETURNING 1`,
    [objectId, organizationId, cutoffOf(now)],
  );
  return rowCount > 0;
}

/** A registration refused the stored object: the next housekeeping run deletes it. */
export async function refuseUploadGrant(
  db: Queryable,
  organizationId: string,
  objectId: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE upload_grants SET refused_at = coalesce(refused_at, $3)
      WHERE object_id = $1 AND organization_id = $2`,
    [objectId, organizationId, now],
  );
}

/**
 * Marks a batch of the uploads to delete — refused, or never registered within
 * UPLOAD_REGISTRATION_HOURS — as being deleted, so that no registration takes them any more, and
 * answers their keys. A batch whose deletion was cut short is answered again.
 */
export async function markOrphanedUploads(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<string[]> {
  const { rows } = await db.query<{ object_id: string }>(
    `UPDATE upload_grants SET deleting_at = coalesce(deleting_at, $1)
      WHERE object_id IN (
        SELECT object_id FROM upload_grants
         WHERE refused_at IS NOT NULL OR created_at <= $2 OR deleting_at IS NOT NULL
         ORDER BY created_at, object_id
         LIMIT $3)
      RETURNING object_id`,
    [now, cutoffOf(now), limit],
  );
  return rows.map((row) => row.object_id).sort();
}

/** Forgets the grants whose objects are deleted. */
export async function deleteUploadGrants(db: Queryable, objectIds: readonly string[]) {
  if (objectIds.length === 0) return;
  await db.query('DELETE FROM upload_grants WHERE object_id = ANY($1::text[])', [objectIds]);
}
