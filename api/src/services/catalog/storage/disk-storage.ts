import { createHmac, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '../../../lib/api-error';
import type { Clock } from '../../../lib/clock';
import { safeEqual } from '../../../lib/secure-tokens';
import { SERVICE_BASE_PATHS } from '../../../lib/shared-contracts';
import { parseObjectId } from './object-ids';
import type { ObjectStorage, StoredObject, UploadGrant } from './object-storage';

/** Where the api takes the PUT of a signed upload URL (the catalogue's `PUT /uploads/*`). */
export const UPLOAD_ROUTE_PREFIX = `${SERVICE_BASE_PATHS.catalog}/uploads/`;

/** An upload request as it arrives, before its body is read. */
export interface IncomingUpload {
  objectId: string;
  query: Record<string, unknown>;
  headers: { 'content-type'?: string; 'content-length'?: string; 'transfer-encoding'?: string };
}

/** What a verified upload URL allows. */
export type VerifiedUpload = Omit<UploadGrant, 'expiresAt'>;

/** The api's own end of an upload URL; only disk storage has one (S3 takes its PUTs itself). */
export interface UploadReceiver {
  /**
   * Checks the URL's signature and expiry, and that the request announces exactly the signed
   * Content-Type and Content-Length; a tampered, expired or mismatched request is
   * `403 token_fails_security_check`. Nothing of the body is read.
   */
  verifyUpload(upload: IncomingUpload): VerifiedUpload;
  /**
   * Streams the body into the object, never more than the signed length; an object that exists
   * already is `409 already_exists`.
   */
  storeUpload(upload: VerifiedUpload, body: Readable): Promise<void>;
}

export type DiskStorage = ObjectStorage & UploadReceiver;

const refused = (message: string) => new ApiError(403, 'token_fails_security_check', message);

class BodyTooLong extends Error {}

/** The signed facts of an upload, one per line; the organization is the key's. */
const signedText = (grant: Omit<UploadGrant, 'expiresAt'>, expires: number) =>
  [
    'PUT',
    grant.objectId,
    grant.organizationId,
    grant.contentLength,
    grant.contentType,
    expires,
  ].join('\n');

/**
 * Files under `directory` (DATA_DIR/uploads), or a temporary folder removed on close when the data
 * directory is in memory. Upload URLs are signed with an HMAC of a key derived from the token
 * secret, so every api instance sharing TOKEN_SECRET accepts the others' URLs.
 */
export async function createDiskStorage(
  directory: string | undefined,
  { secret, clock }: { secret: string; clock: Clock },
): Promise<DiskStorage> {
  const root = directory ?? (await mkdtemp(path.join(tmpdir(), 'jobmatch-uploads-')));
  await mkdir(root, { recursive: true });
  const key = createHmac('sha256', secret).update('jobmatch upload url v1').digest();
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url');

  /** The file of a key; keys are checked by their pattern first, so none leaves the folder. */
  const fileOf = (objectId: string) => {
    if (!parseObjectId(objectId)) throw new Error(`not an object id: ${objectId}`);
    return path.join(root, ...objectId.split('/'));
  };

  async function head(objectId: string): Promise<StoredObject | undefined> {
    const parsed = parseObjectId(objectId);
    if (!parsed) return undefined;
    try {
      const info = await stat(fileOf(objectId));
      return info.isFile()
        ? { contentType: parsed.contentType, contentLength: info.size }
        : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** The grant a URL's query carries, if its signature holds for this key. */
  function verifiedGrant(objectId: string, query: Record<string, unknown>): VerifiedUpload {
    const parsed = parseObjectId(objectId);
    const { length, type, expires, signature } = query;
    if (
      !parsed ||
      typeof length !== 'string' ||
      !/^\d{1,12}$/.test(length) ||
      typeof type !== 'string' ||
      typeof expires !== 'string' ||
      !/^\d{1,12}$/.test(expires) ||
      typeof signature !== 'string'
    )
      throw refused('The upload URL is not valid');
    const grant = {
      objectId,
      organizationId: parsed.organizationId,
      contentLength: Number(length),
      contentType: type,
    };
    // the key's own type is signed too: a URL cannot store a PNG key as anything but a PNG
    if (
      !safeEqual(signature, sign(signedText(grant, Number(expires)))) ||
      type !== parsed.contentType
    )
      throw refused('The upload URL signature does not match');
    if (clock().getTime() > Number(expires) * 1000) throw refused('The upload URL has expired');
    return grant;
  }

  /** Writes exactly `length` bytes to a temporary file, then links it in place (never over another). */
  async function store(objectId: string, body: Readable, length: number): Promise<void> {
    const file = fileOf(objectId);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    let received = 0;
    // Node stops reading at Content-Length, but the cap does not rely on it
    const cap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received > length) done(new BodyTooLong());
        else done(null, chunk);
      },
    });
    try {
      await pipeline(body, cap, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      if (received !== length)
        throw new ApiError(400, 'wrong_parameter', 'The upload ended before its Content-Length');
      await link(partial, file);
    } catch (error) {
      if (error instanceof BodyTooLong)
        throw refused('The upload is longer than the signed Content-Length');
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw objectExists();
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE')
        throw new ApiError(400, 'wrong_parameter', 'The upload ended before its Content-Length');
      throw error;
    } finally {
      await rm(partial, { force: true });
    }
  }

  const objectExists = () =>
    new ApiError(409, 'already_exists', 'The object has been uploaded already');

  return {
    kind: 'disk',

    async createUploadTarget(grant) {
      const expires = Math.floor(grant.expiresAt.getTime() / 1000);
      const query = new URLSearchParams({
        length: String(grant.contentLength),
        type: grant.contentType,
        expires: String(expires),
        signature: sign(signedText(grant, expires)),
      });
      return {
        url: `${UPLOAD_ROUTE_PREFIX}${grant.objectId}?${query}`,
        headers: { 'Content-Type': grant.contentType },
      };
    },

    verifyUpload({ objectId, query, headers }) {
      const grant = verifiedGrant(objectId, query);
      const contentType = headers['content-type']?.trim().toLowerCase();
      if (contentType !== grant.contentType)
        throw refused('Content-Type does not match the upload URL');
      // a chunked body has no length to compare: it is refused like a wrong one
      if (
        headers['transfer-encoding'] !== undefined ||
        headers['content-length'] !== String(grant.contentLength)
      )
        throw refused('Content-Length does not match the upload URL');
      return grant;
    },

    async storeUpload(grant, body) {
      if (await head(grant.objectId)) throw objectExists();
      await store(grant.objectId, body, grant.contentLength);
    },

    head,

    async read(objectId) {
      const found = await head(objectId);
      return found && { ...found, body: createReadStream(fileOf(objectId)) };
    },

    async delete(objectId) {
      if (parseObjectId(objectId)) await rm(fileOf(objectId), { force: true });
    },

    async close() {
      if (!directory) await rm(root, { recursive: true, force: true });
    },
  };
}
