// The attachments on S3 storage (docs/company.md#attachments-catalog-service-apicatalog): the browser PUTs to a presigned URL
// of an S3-compatible server (s3rver, with a SigV4 check in front: test/s3-test-server.ts), the api
// checks the object with HeadObject when it is registered and streams it back from GetObject.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { UploadTarget } from '@jobmatch/shared/contracts';
import { UPLOAD_RULES } from '@jobmatch/shared/domain';
import { UPLOAD_HOUSEKEEPING } from '../src/services/catalog/catalog-module';
import { insertFixtures, makeOrganization } from './catalog-fixtures';
import { companyUser } from './company-fixtures';
import { createTestApp, type TestApp } from './helper';
import {
  startTestS3Server,
  TEST_S3_CREDENTIALS,
  TEST_S3_REGION,
  type TestS3Server,
} from './s3-test-server';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp | undefined;
let s3: TestS3Server;
let shellDist: string;
let owner: string;
const org = makeOrganization({ name: 'S3株式会社' });

const app = () => {
  if (!t) throw new Error('no app');
  return t;
};

beforeAll(async () => {
  // the signature check keeps the app's time, so a URL can expire without waiting ten minutes
  s3 = await startTestS3Server(() => t?.clock() ?? new Date());
  shellDist = await mkdtemp(path.join(tmpdir(), 'jobmatch-shell-'));
  await writeFile(path.join(shellDist, 'index.html'), '<!doctype html><title>JobMatch</title>');
  t = await createTestApp({
    env: {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
      S3_REGION: TEST_S3_REGION,
      S3_FORCE_PATH_STYLE: 'true',
      SHELL_DIST: shellDist,
    },
  });
  // s3rver checks a presigned URL's expiry against the real time too: the app's clock starts there
  t.clock.advanceMinutes((Date.now() - t.clock().getTime()) / 60_000);
  await insertFixtures(t.db, [org], []);
  owner = (await companyUser(t, org.id, 'owner')).accessToken;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(shellDist, { recursive: true, force: true });
});

async function targetFor(type: 'logo' | 'icon', bytes: Buffer): Promise<UploadTarget> {
  const response = await app().call('GET', `/api/catalog/orgs/${org.id}/attachment-upload-url`, {
    token: owner,
    query: { type, contentType: 'image/png', contentLength: String(bytes.length) },
  });
  expect(response.status).toBe(200);
  return response.body;
}

/** The browser's PUT, over HTTP to the S3 server. */
const put = (url: string, body: Buffer, headers: Record<string, string>) =>
  fetch(url, { method: 'PUT', headers, body });

const register = (objectId: string, type: 'logo' | 'icon' = 'logo') =>
  app().call('POST', `/api/catalog/orgs/${org.id}/attachments`, {
    token: owner,
    body: { objectId, ownerId: org.id, type, isPublic: true },
  });

const objectExists = (objectId: string) =>
  s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: objectId })).then(
    () => true,
    () => false,
  );

test('the upload URL is a presigned S3 PUT that covers the key, the type and the length', async () => {
  const target = await targetFor('logo', PNG);
  expect(target.url.startsWith(`${s3.endpoint}/${s3.bucket}/${target.objectId}?`)).toBe(true);
  expect(target.headers).toEqual({ 'Content-Type': 'image/png' });
  const query = new URL(target.url).searchParams;
  expect(query.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
    expect.arrayContaining(['content-length', 'content-type', 'host']),
  );
  expect(query.get('X-Amz-Expires')).toBe('600');
  // no checksum of an empty body, which would refuse the real one
  expect([...query.keys()].filter((key) => key.includes('checksum'))).toEqual([]);
});

test('a real PUT, registration and GET /files', async () => {
  const target = await targetFor('logo', PNG);
  const uploaded = await put(target.url, PNG, target.headers);
  expect(uploaded.status).toBe(200);

  const registered = await register(target.objectId);
  expect(registered.status).toBe(201);
  expect(registered.body).toMatchObject({
    objectId: target.objectId,
    contentType: 'image/png',
    contentLength: PNG.length,
    url: `/api/catalog/files/${target.objectId}`,
  });
  const organization = await app().call('GET', `/api/organization/organizations/${org.id}`, {
    token: owner,
  });
  expect(organization.body.logoImageUri).toBe(registered.body.url);

  const served = await app().app.inject({ method: 'GET', url: registered.body.url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(served.rawPayload.equals(PNG)).toBe(true);

  // a second logo replaces the first, whose object goes from the bucket
  const next = await targetFor('logo', PNG);
  expect((await put(next.url, PNG, next.headers)).status).toBe(200);
  expect((await register(next.objectId)).status).toBe(201);
  expect(await objectExists(target.objectId)).toBe(false);
  expect((await app().app.inject({ method: 'GET', url: registered.body.url })).statusCode).toBe(
    404,
  );

  // deleting it clears the logo and removes the object
  const attachmentId = (
    await app().db.query<{ id: string }>('SELECT id FROM attachments WHERE object_id = $1', [
      next.objectId,
    ])
  ).rows[0]?.id;
  const deleted = await app().call(
    'DELETE',
    `/api/catalog/orgs/${org.id}/attachments/${attachmentId}`,
    { token: owner },
  );
  expect(deleted.status).toBe(204);
  expect(await objectExists(next.objectId)).toBe(false);
});

test.each<[string, (target: UploadTarget) => [string, Buffer, Record<string, string>]]>([
  [
    'another size',
    (target) => [target.url, Buffer.concat([PNG, Buffer.from([0])]), target.headers],
  ],
  ['a shorter file', (target) => [target.url, PNG.subarray(1), target.headers]],
  ['another type', (target) => [target.url, PNG, { 'Content-Type': 'image/jpeg' }]],
  ['text/html', (target) => [target.url, PNG, { 'Content-Type': 'text/html' }]],
  [
    'another key',
    (target) => [
      target.url.replace(/[0-9a-f-]{36}\.png/, '00000000-0000-4000-8000-000000000000.png'),
      PNG,
      target.headers,
    ],
  ],
  [
    'a longer expiry',
    (target) => [
      target.url.replace('X-Amz-Expires=600', 'X-Amz-Expires=86400'),
      PNG,
      target.headers,
    ],
  ],
])('the S3 server refuses %s; nothing is stored or registered', async (_name, tamper) => {
  const target = await targetFor('icon', PNG);
  const [url, body, headers] = tamper(target);
  const response = await put(url, body, headers);
  expect(response.status).toBe(403);
  expect(await response.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
  expect(await objectExists(target.objectId)).toBe(false);
  const registered = await register(target.objectId, 'icon');
  expect(registered.status).toBe(404);
});

test('an expired URL is refused by the S3 server', async () => {
  const target = await targetFor('icon', PNG);
  app().clock.advanceMinutes(11);
  try {
    const response = await put(target.url, PNG, target.headers);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>AccessDenied</Code>');
  } finally {
    app().clock.advanceMinutes(-11);
  }
  expect(await objectExists(target.objectId)).toBe(false);
});

test('the shell page lets the browser PUT to the S3 endpoint, and only connect to it', async () => {
  const page = await app().app.inject({
    method: 'GET',
    url: '/',
    headers: { accept: 'text/html' },
  });
  expect(page.statusCode).toBe(200);
  const directives = new Map(
    String(page.headers['content-security-policy'])
      .split('; ')
      .map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources];
      }),
  );
  expect(directives.get('connect-src')).toContain(s3.endpoint);
  expect(directives.get('script-src')).not.toContain(s3.endpoint);
  // the files themselves come from the api's own origin
  expect(directives.get('img-src')).toContain("'self'");
});

describe('the upload housekeeping on S3 (docs/company.md#upload-limits)', () => {
  // the S3 server checks the api's signatures against the app's clock, so the uploads are made
  // older in the database instead of moving the clock a day
  const olderByHours = (objectId: string, hours: number) =>
    app().db.query(
      `UPDATE upload_grants SET created_at = created_at - $2 * interval '1 hour' WHERE object_id = $1`,
      [objectId, hours],
    );

  test('an upload never registered within 24 hours is deleted from the bucket', async () => {
    const orphan = await targetFor('icon', PNG);
    expect((await put(orphan.url, PNG, orphan.headers)).status).toBe(200);
    const young = await targetFor('icon', PNG);
    expect((await put(young.url, PNG, young.headers)).status).toBe(200);
    await olderByHours(orphan.objectId, 25);
    const result = await app().app.periodicJobs.runNow(UPLOAD_HOUSEKEEPING);
    expect(result).toMatchObject({ failed: 0 });
    expect(await objectExists(orphan.objectId)).toBe(false);
    expect(await objectExists(young.objectId)).toBe(true);
    expect((await register(young.objectId, 'icon')).status).toBe(201);
  });

  test('an upload a registration refused is deleted from the bucket at the next run', async () => {
    const big = Buffer.alloc(UPLOAD_RULES.logo.maxBytes + 1, 1);
    const response = await app().call('GET', `/api/catalog/orgs/${org.id}/attachment-upload-url`, {
      token: owner,
      query: { type: 'title_image', contentType: 'image/png', contentLength: String(big.length) },
    });
    const target: UploadTarget = response.body;
    expect((await put(target.url, big, target.headers)).status).toBe(200);
    const refused = await register(target.objectId, 'logo');
    expect(refused.status).toBe(400);
    expect(await objectExists(target.objectId)).toBe(true);
    expect(await app().app.periodicJobs.runNow(UPLOAD_HOUSEKEEPING)).toMatchObject({
      deleted: 1,
      failed: 0,
    });
    expect(await objectExists(target.objectId)).toBe(false);
  });
});
