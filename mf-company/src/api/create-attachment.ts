import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attachment, AttachmentInput, AttachmentType } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { refetchOrganization } from './refetch-organization';

export interface CreateAttachmentInput {
  organizationId: string;
  objectId: string;
  type: AttachmentType;
}

/**
 * `POST /api/catalog/orgs/{orgId}/attachments`: registers an uploaded file as a public attachment
 * of the organization. A logo or icon replaces the previous one (its new `logoImageUri` /
 * `iconImageUri`); a title image is one a posting may show (its `url`).
 */
export function createAttachment({
  organizationId,
  objectId,
  type,
}: CreateAttachmentInput): Promise<Attachment> {
  const body: AttachmentInput = { objectId, ownerId: organizationId, type, isPublic: true };
  return session.api.request<Attachment>(
    'catalog',
    `/orgs/${encodeURIComponent(organizationId)}/attachments`,
    { method: 'POST', body },
  );
}

/**
 * Registers, then waits for the organization to be read again, so the new image shows when the
 * upload field says it is done.
 */
export function useCreateAttachment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAttachment,
    onSuccess: (_attachment, { organizationId }) =>
      refetchOrganization(queryClient, { organizationId, userId }),
  });
}
