import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AttachmentType, MemberRole, UploadTarget } from '@jobmatch/shared/contracts';
import {
  ATTACHMENT_TYPES,
  isAttachmentType,
  UPLOAD_RULES,
  type UploadRule,
} from '@jobmatch/shared/domain';
import { attachmentInputSchema } from '@jobmatch/shared/request-schemas';
import { isUniqueViolation } from '../../db/database-errors';
import { ApiError, notFound, tooManyRequests, wrongParameter } from '../../lib/api-error';
import { addMinutes, type Clock } from '../../lib/clock';
import { idSchema, orgParamsSchema, parseInput } from '../../lib/request-validation';
import { newId } from '../../lib/secure-tokens';
import { apiDoc } from '../../openapi/route-docs';
import {
  clearOrganizationImage,
  lockOrganization,
  MANAGING_ROLES,
  requireCompanyMember,
  setOrganizationImage,
  type OrganizationImage,
} from '../organizations/organizations-module';
import { toAttachmentJson } from './attachment-json';
import {
  deleteAttachment,
  deleteAttachmentsOfType,
  findAttachmentByObjectId,
  insertAttachment,
} from './attachments-repository';
import { findProductById } from './products-repository';
import type { UploadReceiver, VerifiedUpload } from './storage/disk-storage';
import { canHoldObjects, fileUrl, newObjectId, parseObjectId } from './storage/object-ids';
import type { ObjectStorage } from './storage/object-storage';
import {
  insertUploadGrant,
  refuseUploadGrant,
  takeUploadGrant,
  usedUploadBytes,
} from './upload-grants-repository';

/** How long an upload URL works (docs/company.md#attachments-catalog-service-apicatalog). */
export const UPLOAD_URL_MINUTES = 10;

/** Object ids never repeat, so a file never changes under its URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A file opened on its own is an image, never a document that may run or load anything. */
const FILE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

const attachmentParams = v.object({ orgId: idSchema, attachmentId: idSchema });

/**
 * `?type=&contentType=&contentLength=` of an upload URL request, for the documents:
 * `readUploadRequest` checks them against the type's rule and answers `wrong_parameter`.
 */
const uploadQuerySchema = v.object({
  type: v.picklist(ATTACHMENT_TYPES),
  contentType: v.pipe(v.string(), v.maxLength(200)),
  contentLength: v.pipe(v.string(), v.regex(/^\d{1,15}$/)),
});

const UPLOAD_URL_DOC = apiDoc({
  summary: 'An upload URL for one attachment file',
  description:
    "Any active member asks for title images; a logo or icon takes an owner or admin. Limited per member and organization an hour and by the organization's byte quota (docs/company.md#upload-limits).",
  access: 'company-member',
  params: orgParamsSchema,
  query: uploadQuerySchema,
  answers: { 200: 'UploadTarget' },
  errors: {
    404: ['not_found'],
    409: ['organization_not_normal', 'upload_quota_exceeded'],
    429: ['api_error'],
  },
});
const REGISTER_DOC = apiDoc({
  summary: 'Register an uploaded file as an attachment',
  description:
    'A logo or icon replaces the previous one and takes an owner or admin; any active member registers title images.',
  access: 'company-member',
  params: orgParamsSchema,
  body: attachmentInputSchema,
  answers: { 201: 'Attachment' },
  errors: { 404: ['not_found'], 409: ['organization_not_normal', 'already_exists'] },
});
const DELETE_DOC = apiDoc({
  summary: 'Delete an attachment and its file',
  access: 'company-admin',
  params: attachmentParams,
  answers: { 204: null },
  errors: { 404: ['not_found'] },
});
const FILE_DOC = apiDoc({
  summary: 'A public attachment file',
  description: 'The path after `/files/` is the object id.',
  access: 'public',
  withoutFingerprint: true,
  answers: { 200: null },
  answerMediaType: 'image/*',
  errors: { 404: ['not_found'] },
});
const UPLOAD_DOC = apiDoc({
  summary: 'Upload a file to an upload URL (disk storage)',
  description:
    'The signed URL of `GET /orgs/{orgId}/attachment-upload-url`; the body is the file itself, with the announced Content-Type and Content-Length.',
  access: 'public',
  withoutFingerprint: true,
  bodyMediaType: '*/*',
  answers: { 204: null },
  errors: {
    400: ['wrong_parameter'],
    403: ['token_fails_security_check'],
    409: ['already_exists'],
  },
});

const isOrganizationImage = (type: AttachmentType): type is OrganizationImage =>
  type === 'logo' || type === 'icon';

/** A logo or icon is the company profile, which owners and admins manage; any member adds title images. */
const rolesFor = (type: AttachmentType): readonly MemberRole[] | undefined =>
  isOrganizationImage(type) ? MANAGING_ROLES : undefined;

const nameOf = (type: AttachmentType) => type.replace('_', ' ');

/** `?type=&contentType=&contentLength=` of an upload URL request, within the type's rule. */
function readUploadRequest(query: unknown) {
  const { type, contentType, contentLength } = (query ?? {}) as Record<string, unknown>;
  if (!isAttachmentType(type))
    throw wrongParameter('type', `type must be one of ${ATTACHMENT_TYPES.join(', ')}`);
  const rule: UploadRule = UPLOAD_RULES[type];
  const mime = typeof contentType === 'string' ? contentType.trim().toLowerCase() : '';
  if (!rule.types.includes(mime))
    throw wrongParameter(
      'contentType',
      `contentType of a ${nameOf(type)} must be one of ${rule.types.join(', ')}`,
    );
  if (typeof contentLength !== 'string' || !/^\d{1,15}$/.test(contentLength))
    throw wrongParameter('contentLength', 'contentLength must be a whole number of bytes');
  const length = Number(contentLength);
  if (length < rule.minBytes)
    throw wrongParameter('contentLength', `contentLength must be at least ${rule.minBytes} byte`);
  if (length > rule.maxBytes)
    throw wrongParameter(
      'contentLength',
      `A ${nameOf(type)} is at most ${rule.maxBytes} bytes (contentLength ${length})`,
    );
  return { type, contentType: mime, contentLength: length };
}

/** Whether a stored object may be registered as `type` (a later rule may be stricter than its URL's). */
function checkStoredObject(
  type: AttachmentType,
  stored: { contentType: string; contentLength: number },
) {
  const rule = UPLOAD_RULES[type];
  if (!rule.types.includes(stored.contentType.toLowerCase()))
    throw wrongParameter(
      'objectId',
      `A ${nameOf(type)} must be one of ${rule.types.join(', ')}, the upload is ${stored.contentType}`,
    );
  if (stored.contentLength > rule.maxBytes)
    throw wrongParameter(
      'objectId',
      `A ${nameOf(type)} is at most ${rule.maxBytes} bytes, the upload has ${stored.contentLength}`,
    );
  if (stored.contentLength < rule.minBytes) throw wrongParameter('objectId', 'The upload is empty');
}

const notNormal = () =>
  new ApiError(409, 'organization_not_normal', 'The organization is not approved for use');

const MIB = 1024 * 1024;
const mib = (bytes: number) => `${Math.ceil((bytes / MIB) * 10) / 10} MiB`;

/** Past the organization's byte quota (docs/company.md#upload-limits). */
const quotaExceeded = (used: number, length: number, quota: number) =>
  new ApiError(
    409,
    'upload_quota_exceeded',
    `The organization keeps ${mib(used)} of its ${mib(quota)}; ${mib(length)} more do not fit`,
    { target: 'contentLength' },
  );

/**
 * The catalogue's attachments (docs/company.md#attachments-catalog-service-apicatalog): upload URLs, registration, deletion,
 * the public files, and — on disk storage — the api's own end of the upload URLs.
 */
export async function attachmentsRoutes(
  app: FastifyInstance,
  {
    clock,
    storage,
    uploadQuotaBytes,
  }: {
    clock: Clock;
    storage: ObjectStorage & Partial<UploadReceiver>;
    /** Bytes an organization may keep in attachments and pending uploads. */
    uploadQuotaBytes: number;
  },
) {
  /** Best effort: a file left behind costs space, never correctness (nothing serves an unregistered one). */
  async function deleteObjects(objectIds: readonly string[]) {
    for (const objectId of objectIds)
      await storage
        .delete(objectId)
        .catch((error: unknown) => app.log.warn({ err: error, objectId }, 'object not deleted'));
  }

  app.get(
    '/orgs/:orgId/attachment-upload-url',
    { preHandler: app.authenticate, schema: UPLOAD_URL_DOC },
    async (request) => {
      const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
      const upload = readUploadRequest(request.query);
      const { auth, membership } = await requireCompanyMember(
        app.db,
        request,
        orgId,
        rolesFor(upload.type),
      );
      if (membership.organizationStatus !== 'normal') throw notNormal();
      if (!canHoldObjects(orgId))
        throw wrongParameter('orgId', 'The organization cannot hold files');
      const wait = await app.hitUploadUrlLimit(orgId, auth.user.id);
      if (wait > 0) throw tooManyRequests(wait, 'upload URLs per member and organization an hour');
      const objectId = newObjectId(orgId, upload.contentType);
      const now = clock();
      // the quota counts what is kept and what may be uploaded: the grant is the URL's bytes
      await app.db.transaction(async (tx) => {
        if ((await lockOrganization(tx, orgId)) !== 'normal') throw notNormal();
        const used = await usedUploadBytes(tx, orgId);
        if (used + upload.contentLength > uploadQuotaBytes)
          throw quotaExceeded(used, upload.contentLength, uploadQuotaBytes);
        await insertUploadGrant(tx, {
          objectId,
          organizationId: orgId,
          userId: auth.user.id,
          contentLength: upload.contentLength,
          now,
        });
      });
      const expiresAt = addMinutes(now, UPLOAD_URL_MINUTES);
      const target = await storage.createUploadTarget({
        objectId,
        organizationId: orgId,
        contentType: upload.contentType,
        contentLength: upload.contentLength,
        expiresAt,
      });
      return {
        url: target.url,
        objectId,
        method: 'PUT',
        headers: target.headers,
        expiresAt: expiresAt.toISOString(),
      } satisfies UploadTarget;
    },
  );

  app.post(
    '/orgs/:orgId/attachments',
    { preHandler: app.authenticate, schema: REGISTER_DOC },
    async (request, reply) => {
      const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
      const body = parseInput(attachmentInputSchema, request.body);
      const { auth, membership } = await requireCompanyMember(
        app.db,
        request,
        orgId,
        rolesFor(body.type),
      );
      if (membership.organizationStatus !== 'normal') throw notNormal();
      // another company's key is as unknown as a key that never existed
      if (parseObjectId(body.objectId)?.organizationId !== orgId) throw notFound('Object');
      if (isOrganizationImage(body.type)) {
        if (body.ownerId !== orgId)
          throw wrongParameter('ownerId', `A ${body.type} belongs to the organization itself`);
        if (!body.isPublic) throw wrongParameter('isPublic', `A ${body.type} is always public`);
      } else if (body.ownerId !== orgId) {
        const product = await findProductById(app.db, body.ownerId);
        if (product?.organization_id !== orgId) throw notFound('Owner');
      }
      const exists = () => new ApiError(409, 'already_exists', 'The object is registered already');
      if (await findAttachmentByObjectId(app.db, body.objectId)) throw exists();
      const stored = await storage.head(body.objectId);
      if (!stored) throw notFound('Object');
      const now = clock();
      try {
        checkStoredObject(body.type, stored);
      } catch (error) {
        // the housekeeping job deletes it, unless it is registered as a type it fits first
        await refuseUploadGrant(app.db, orgId, body.objectId, now);
        throw error;
      }

      const { row, replaced } = await app.db
        .transaction(async (tx) => {
          if ((await lockOrganization(tx, orgId)) !== 'normal') throw notNormal();
          // not signed here, too old, or being deleted: as unknown as an object never uploaded
          if (!(await takeUploadGrant(tx, orgId, body.objectId, now))) throw notFound('Object');
          const replaced = isOrganizationImage(body.type)
            ? await deleteAttachmentsOfType(tx, orgId, body.type)
            : [];
          const row = await insertAttachment(tx, {
            id: newId(),
            organizationId: orgId,
            objectId: body.objectId,
            ownerId: body.ownerId,
            type: body.type,
            isPublic: body.isPublic,
            contentType: stored.contentType.toLowerCase(),
            contentLength: stored.contentLength,
            createdBy: auth.user.id,
            now,
          });
          if (!row) throw exists();
          if (isOrganizationImage(body.type))
            await setOrganizationImage(tx, orgId, body.type, fileUrl(body.objectId), now);
          return { row, replaced };
        })
        .catch((error: unknown) => {
          // the unique keys are the last word when two registrations race past the checks above
          throw isUniqueViolation(error) ? exists() : error;
        });
      await deleteObjects(replaced.map((old) => old.object_id));
      return reply.code(201).send(toAttachmentJson(row));
    },
  );

  app.delete(
    '/orgs/:orgId/attachments/:attachmentId',
    { preHandler: app.authenticate, schema: DELETE_DOC },
    async (request, reply) => {
      const { orgId, attachmentId } = parseInput(attachmentParams, request.params, 'params');
      await requireCompanyMember(app.db, request, orgId, MANAGING_ROLES);
      const now = clock();
      const removed = await app.db.transaction(async (tx) => {
        await lockOrganization(tx, orgId);
        const removed = await deleteAttachment(tx, orgId, attachmentId);
        if (!removed) throw notFound('Attachment');
        if (isOrganizationImage(removed.type))
          await clearOrganizationImage(tx, orgId, removed.type, fileUrl(removed.object_id), now);
        return removed;
      });
      await deleteObjects([removed.object_id]);
      return reply.code(204).send();
    },
  );

  // <img> cannot send the fingerprint header
  app.get(
    '/files/*',
    { config: { skipFingerprint: true }, schema: FILE_DOC },
    async (request, reply) => {
      const objectId = (request.params as { '*'?: string })['*'] ?? '';
      if (!parseObjectId(objectId)) throw notFound('File');
      const row = await findAttachmentByObjectId(app.db, objectId);
      if (!row?.is_public) throw notFound('File');
      const file = await storage.read(objectId);
      if (!file) throw notFound('File');
      return reply
        .header('content-type', row.content_type)
        .header('content-length', String(file.contentLength))
        .header('cache-control', IMMUTABLE)
        .header('content-security-policy', FILE_POLICY)
        .send(file.body);
    },
  );

  const receiver = storage.verifyUpload && (storage as ObjectStorage & UploadReceiver);
  if (receiver) {
    // The body is the file itself. The URL and the announced type and length are checked as soon
    // as the request is routed, before any body parsing (a wrong Content-Type is the same 403 as
    // a wrong signature); then this scope hands the body to the route unread, whatever its type,
    // instead of the api's JSON parser.
    const verified = new WeakMap<FastifyRequest, VerifiedUpload>();
    await app.register(async (uploads) => {
      uploads.removeAllContentTypeParsers();
      uploads.addContentTypeParser('*', (_request, _payload, done) => done(null));
      uploads.addHook('onRequest', async (request) => {
        verified.set(
          request,
          receiver.verifyUpload({
            objectId: (request.params as { '*'?: string })['*'] ?? '',
            query: (request.query ?? {}) as Record<string, unknown>,
            headers: request.headers,
          }),
        );
      });
      uploads.put(
        '/uploads/*',
        { config: { skipFingerprint: true }, schema: UPLOAD_DOC },
        async (request, reply) => {
          const upload = verified.get(request);
          if (!upload) throw new Error('upload not verified');
          await receiver.storeUpload(upload, request.raw);
          return reply.code(204).send();
        },
      );
    });
  }
}
