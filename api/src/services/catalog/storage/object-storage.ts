import type { Readable } from 'node:stream';
import type { DiskStorageConfig, S3StorageConfig } from '../../../config/env-config';
import type { Clock } from '../../../lib/clock';

// Where uploaded attachments live (docs/company.md#attachments-catalog-service-apicatalog): files under DATA_DIR/uploads, or
// an S3-compatible bucket. The routes see only this interface; the client PUTs the bytes straight
// to the URL a store signs, so no upload passes through a route's JSON body.

/** What a store knows of an object. */
export interface StoredObject {
  contentType: string;
  contentLength: number;
}

/** One upload the api allows: exactly these bytes' length and type, to this key, until `expiresAt`. */
export interface UploadGrant {
  objectId: string;
  organizationId: string;
  contentType: string;
  contentLength: number;
  expiresAt: Date;
}

export interface ObjectStorage {
  readonly kind: 'disk' | 's3';
  /** The URL (absolute, or a path on the api's origin) and the headers of the one PUT that stores the object. */
  createUploadTarget(grant: UploadGrant): Promise<{ url: string; headers: Record<string, string> }>;
  head(objectId: string): Promise<StoredObject | undefined>;
  /** The object's bytes as a stream, or undefined when there is no such object. */
  read(objectId: string): Promise<(StoredObject & { body: Readable }) | undefined>;
  /** Removes the object; a missing one is no error. */
  delete(objectId: string): Promise<void>;
  close(): Promise<void>;
}

export type StorageConfig = DiskStorageConfig | S3StorageConfig;

/**
 * The store the configuration names. The S3 client is loaded only when it is used, so an api on
 * disk storage never pays for the AWS SDK at start-up.
 */
export async function createObjectStorage(
  config: StorageConfig,
  options: { secret: string; clock: Clock },
): Promise<ObjectStorage> {
  if (config.kind === 's3') {
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage(config, options.clock);
  }
  const { createDiskStorage } = await import('./disk-storage');
  return createDiskStorage(config.directory, options);
}

/**
 * The origin the browser PUTs uploads to, when it is not the api's own: the shell page's
 * Content-Security-Policy must let `connect-src` reach it.
 */
export function uploadOriginOf(config: StorageConfig): string | undefined {
  if (config.kind !== 's3') return undefined;
  const endpoint = new URL(config.endpoint);
  return config.forcePathStyle
    ? endpoint.origin
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
}
