import type { Attachment } from '@jobmatch/shared/contracts';
import { isoTime } from '../../lib/iso-time';
import type { AttachmentRow } from './attachments-repository';
import { fileUrl } from './storage/object-ids';

/** An attachment as `POST /orgs/{orgId}/attachments` answers it. */
export const toAttachmentJson = (row: AttachmentRow): Attachment => ({
  id: row.id,
  organizationId: row.organization_id,
  objectId: row.object_id,
  ownerId: row.owner_id,
  type: row.type,
  isPublic: row.is_public,
  contentType: row.content_type,
  contentLength: Number(row.content_length),
  url: fileUrl(row.object_id),
  createdAt: isoTime(row.created_at),
});
