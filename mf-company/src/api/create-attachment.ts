import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { refetchOrganization } from './refetch-organization';
import type { OrganizationImageType } from './get-attachment-upload-url';

export interface CreateAttachmentInput {
  organizationId: string;
  objectId: string;
  type: OrganizationImageType;
}

/**
 * `POST /api/catalog/orgs/{orgId}/attachments`: registers an uploaded file as the organization's
 * public logo or icon, replacing the previous one (its new `logoImageUri` / `iconImageUri`).
 */
export function createAttachment({
  organizationId,
  objectId,
  type,
}: CreateAttachmentInput): Promise<Attachment> {
  return session.api.request<Attachment>(
    'catalog',
    `/orgs/${encodeURIComponent(organizationId)}/attachments`,
    {
      method: 'POST',
      body: { objectId, ownerId: organizationId, type, isPublic: true },
    },
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
