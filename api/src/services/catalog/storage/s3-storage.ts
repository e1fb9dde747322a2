import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig } from '../../../config/env-config';
import type { Clock } from '../../../lib/clock';
import type { ObjectStorage } from './object-storage';

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket. The browser PUTs to a presigned URL whose signature covers the key, the
 * Content-Type and the Content-Length, so the store itself refuses any other file; the api checks
 * the object again (HeadObject) when it is registered and streams it back for `GET /files`.
 */
export function createS3Storage(config: S3StorageConfig, clock: Clock): ObjectStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // By default the SDK puts a CRC32 of the request body into the URL; a presigned URL is signed
    // before there is a body, so that checksum (of nothing) would make the store refuse every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    kind: 's3',

    async createUploadTarget(grant) {
      const now = clock();
      const command = new PutObjectCommand({
        Bucket: config.bucket,
        Key: grant.objectId,
        ContentType: grant.contentType,
        ContentLength: grant.contentLength,
      });
      const url = await getSignedUrl(client, command, {
        signingDate: now,
        expiresIn: Math.max(1, Math.round((grant.expiresAt.getTime() - now.getTime()) / 1000)),
        // the presigner leaves Content-Type out of the signature unless asked: then any type would do
        signableHeaders: new Set(['content-type']),
      });
      return { url, headers: { 'Content-Type': grant.contentType } };
    },

    async head(objectId) {
      try {
        const found = await client.send(
          new HeadObjectCommand({ Bucket: config.bucket, Key: objectId }),
        );
        return { contentType: found.ContentType ?? '', contentLength: found.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async read(objectId) {
      try {
        const found = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectId }),
        );
        return {
          contentType: found.ContentType ?? '',
          contentLength: found.ContentLength ?? 0,
          // in Node the SDK's body is the HTTP response stream
          body: found.Body as Readable,
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(objectId) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectId }));
    },

    async close() {
      client.destroy();
    },
  };
}
