import { randomUUID } from 'node:crypto';
import { UPLOAD_FILE_TYPES } from '@jobmatch/shared/domain';

// An attachment's key in the store: `orgs/{orgId}/{uuid}.{ext}`. The organization in the key is
// what registration checks the caller against; the extension is what the file is served as. Keys
// are never reused, so a file's URL may be cached for ever.

const ORGANIZATION_ID = /^[A-Za-z0-9_-]{1,100}$/;
const OBJECT_ID =
  /^orgs\/([A-Za-z0-9_-]{1,100})\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z]{3,4})$/;

const TYPE_OF_EXTENSION = new Map(
  Object.entries(UPLOAD_FILE_TYPES).map(([type, { extension }]) => [extension, type]),
);

/** A new key for a file of `contentType` (one of UPLOAD_FILE_TYPES) of the organization. */
export function newObjectId(organizationId: string, contentType: string): string {
  const extension = UPLOAD_FILE_TYPES[contentType]?.extension;
  if (!extension || !ORGANIZATION_ID.test(organizationId))
    throw new Error(`no object id for ${contentType} of organization ${organizationId}`);
  return `orgs/${organizationId}/${randomUUID()}.${extension}`;
}

/** The organization and the content type a key names; undefined for anything that is no key of ours. */
export function parseObjectId(
  objectId: string,
): { organizationId: string; contentType: string } | undefined {
  const match = OBJECT_ID.exec(objectId);
  const contentType = match && TYPE_OF_EXTENSION.get(match[2] ?? '');
  return match && contentType ? { organizationId: match[1] ?? '', contentType } : undefined;
}

/** Whether keys can be made for the organization (ids are opaque; ours are UUIDs). */
export const canHoldObjects = (organizationId: string) => ORGANIZATION_ID.test(organizationId);

/** Where the api serves a public attachment (`GET /api/catalog/files/{objectId}`). */
export const fileUrl = (objectId: string) => `/api/catalog/files/${objectId}`;
