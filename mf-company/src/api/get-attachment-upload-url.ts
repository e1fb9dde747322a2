import type { AttachmentType, UploadTarget } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

/** The organization's own images (the profile page's); a posting's title image is a `title_image`. */
export type OrganizationImageType = 'logo' | 'icon';

export interface AttachmentUploadUrlInput {
  organizationId: string;
  type: AttachmentType;
  file: Pick<File, 'size' | 'type'>;
  signal?: AbortSignal;
}

/**
 * `GET /api/catalog/orgs/{orgId}/attachment-upload-url`: where to PUT one file; the URL is bound
 * to its size, type and the organization, and lives 10 minutes (docs/company.md, attachments).
 */
export function getAttachmentUploadUrl({
  organizationId,
  type,
  file,
  signal,
}: AttachmentUploadUrlInput): Promise<UploadTarget> {
  return session.api.request<UploadTarget>(
    'catalog',
    `/orgs/${encodeURIComponent(organizationId)}/attachment-upload-url`,
    { query: { contentLength: file.size, contentType: file.type, type }, signal },
  );
}
