import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver, { type S3rverMiddleware } from 's3rver';

// An S3-compatible server for the S3 storage tests: s3rver on a free loopback port with a
// temporary folder. s3rver stores and serves objects faithfully but does not check AWS Signature
// Version 4 at all (its authentication middleware says "Signature version 4 calculation is
// unimplemented" and lets any V4 request through), so a tampered presigned URL would pass. A
// middleware in front of it checks every request's SigV4 signature, presigned (query) or in the
// Authorization header, and its expiry, the way S3 does, and answers S3's 403 errors.

export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const TEST_S3_REGION = 'us-east-1';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** A client of the server (for looking at objects behind the api's back). */
  client: S3Client;
  close(): Promise<void>;
}

const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** RFC 3986 escaping, as SigV4 canonicalises query parameters. */
const escape = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

interface SignedRequest {
  credential: string;
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  /** Query parameters that are part of the canonical request. */
  query: Array<[string, string]>;
  expiresSeconds?: number;
}

/** The signature parts of a request, from its query (presigned) or its Authorization header. */
function signedRequestOf(
  request: IncomingMessage,
  params: URLSearchParams,
): SignedRequest | string {
  const all = [...params.entries()];
  if (params.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256') {
    return {
      credential: params.get('X-Amz-Credential') ?? '',
      amzDate: params.get('X-Amz-Date') ?? '',
      signedHeaders: (params.get('X-Amz-SignedHeaders') ?? '').split(';'),
      signature: params.get('X-Amz-Signature') ?? '',
      payloadHash: params.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
      query: all.filter(([name]) => name !== 'X-Amz-Signature'),
      expiresSeconds: Number(params.get('X-Amz-Expires') ?? 'NaN'),
    };
  }
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
      request.headers.authorization ?? '',
    );
  if (!match) return 'AccessDenied';
  return {
    credential: match[1] ?? '',
    amzDate: String(request.headers['x-amz-date'] ?? ''),
    signedHeaders: (match[2] ?? '').split(';'),
    signature: match[3] ?? '',
    payloadHash: String(request.headers['x-amz-content-sha256'] ?? ''),
    query: all,
  };
}

/** Why S3 would refuse the request, or undefined when its signature holds. */
function refusal(request: IncomingMessage, now: Date): string | undefined {
  const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split('?');
  const signed = signedRequestOf(request, new URLSearchParams(rawQuery));
  if (typeof signed === 'string') return signed;
  const [accessKeyId, date, region, service, terminator] = signed.credential.split('/');
  if (accessKeyId !== TEST_S3_CREDENTIALS.accessKeyId) return 'InvalidAccessKeyId';
  const time = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(signed.amzDate);
  if (!time || !date || !region || service !== 's3' || terminator !== 'aws4_request')
    return 'AuthorizationQueryParametersError';
  const signedAt = Date.UTC(+time[1]!, +time[2]! - 1, +time[3]!, +time[4]!, +time[5]!, +time[6]!);
  if (signed.expiresSeconds !== undefined) {
    if (!Number.isInteger(signed.expiresSeconds)) return 'AuthorizationQueryParametersError';
    if (now.getTime() > signedAt + signed.expiresSeconds * 1000) return 'AccessDenied';
  }
  // every header the signature covers must be there; a header it does not cover may be anything
  const canonicalHeaders = signed.signedHeaders.map((name) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonicalQuery = signed.query
    .map(([name, value]) => [escape(name), escape(value)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    rawPath,
    canonicalQuery,
    canonicalHeaders.join(''),
    signed.signedHeaders.join(';'),
    signed.payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', signed.amzDate, scope, sha256(canonicalRequest)].join(
    '\n',
  );
  const key = ['aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(hmac(`AWS4${TEST_S3_CREDENTIALS.secretAccessKey}`, date), region), 's3'),
  );
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signed.signature);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? undefined
    : 'SignatureDoesNotMatch';
}

function verifySignatures(now: () => Date): S3rverMiddleware {
  return async (ctx, next) => {
    // a browser's CORS preflight carries no signature, as with S3
    if (ctx.req.method === 'OPTIONS') return next();
    const code = refusal(ctx.req, now());
    if (!code) return next();
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message></Error>`;
  };
}

/**
 * s3rver on a free loopback port with a temporary folder and one bucket, checking signatures with
 * `now` as its clock (the test app's clock, so an expired URL can be tested without waiting).
 */
export async function startTestS3Server(now: () => Date): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'jobmatch-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  server.middleware.unshift(verifySignatures(now));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = 'jobmatch-test';
  const client = new S3Client({
    endpoint,
    region: TEST_S3_REGION,
    forcePathStyle: true,
    credentials: TEST_S3_CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    client,
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
