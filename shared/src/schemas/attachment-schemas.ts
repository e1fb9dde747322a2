import * as v from 'valibot';
import { ATTACHMENT_TYPES } from '../domain/upload-rules';
import { idSchema } from './request-fields';

// Registering an uploaded file (docs/company.md#attachments-catalog-service-apicatalog): the company pages send this body
// after the upload and the api checks it with this schema.

/** `POST /orgs/{orgId}/attachments`: the uploaded object, what it belongs to and its type. */
export const attachmentInputSchema = v.object({
  objectId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(300)),
  ownerId: idSchema,
  type: v.picklist(ATTACHMENT_TYPES, `type must be one of ${ATTACHMENT_TYPES.join(', ')}`),
  isPublic: v.optional(v.boolean(), true),
});
