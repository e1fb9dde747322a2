// Uploads that cannot fill the disk (docs/company.md#upload-limits): upload URLs per member and
// per organization an hour, a byte quota per organization over what it keeps, and the hourly
// upload housekeeping that deletes refused and never-registered uploads, once across processes.
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadTarget } from '@jobmatch/shared/contracts';
import { UPLOAD_RULES } from '@jobmatch/shared/domain';
import { UPLOAD_HOUSEKEEPING } from '../src/services/catalog/catalog-module';
import { insertFixtures, makeOrganization } from './catalog-fixtures';
import { companyUser } from './company-fixtures';
import { createTestApp, type TestApp } from './helper';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const KIB = 1024;
const MIB = 1024 * KIB;
/** UPLOAD_QUOTA_MIB_PER_ORGANIZATION of these apps. */
const QUOTA = 5 * MIB;

let dataDir: string;
let t: TestApp;
let second: TestApp;
/** An api whose hourly URL limits are low (the others' are the tests' 10000). */
let limited: TestApp;

beforeAll(async () => {
  // the files live under DATA_DIR/uploads, where the test looks for them
  dataDir = await mkdtemp(path.join(tmpdir(), 'jobmatch-upload-limits-'));
  const env = { DATA_DIR: dataDir, UPLOAD_QUOTA_MIB_PER_ORGANIZATION: '5' };
  t = await createTestApp({ env });
  // a second api process on the same database and the same files
  second = await createTestApp({ env });
  limited = await createTestApp({
    env: {
      ...env,
      RATE_LIMIT_UPLOAD_URLS_PER_MEMBER_PER_HOUR: '3',
      RATE_LIMIT_UPLOAD_URLS_PER_ORGANIZATION_PER_HOUR: '5',
    },
  });
});
afterAll(async () => {
  await limited?.close();
  await second?.close();
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function newCompany() {
  const org = makeOrganization();
  await insertFixtures(t.db, [org], []);
  return { org, owner: (await companyUser(t, org.id, 'owner')).accessToken };
}

const askUpload = (orgId: string, token: string, length: number, api = t) =>
  api.call('GET', `/api/catalog/orgs/${orgId}/attachment-upload-url`, {
    token,
    query: { type: 'title_image', contentType: 'image/png', contentLength: String(length) },
  });

async function upload(orgId: string, token: string, bytes: Buffer): Promise<UploadTarget> {
  const response = await askUpload(orgId, token, bytes.length);
  expect(response.status).toBe(200);
  const target: UploadTarget = response.body;
  const put = await t.app.inject({
    method: 'PUT',
    url: target.url,
    headers: target.headers,
    payload: bytes,
  });
  expect(put.statusCode).toBe(204);
  return target;
}

const register = (orgId: string, token: string, objectId: string, type = 'title_image') =>
  t.call('POST', `/api/catalog/orgs/${orgId}/attachments`, {
    token,
    body: { objectId, ownerId: orgId, type, isPublic: true },
  });

const fileOf = (objectId: string) => path.join(dataDir, 'uploads', ...objectId.split('/'));
const onDisk = (objectId: string) =>
  access(fileOf(objectId)).then(
    () => true,
    () => false,
  );

/** Both processes' clocks move together: they are two processes of one deployment. */
const advanceMinutes = (minutes: number) => {
  t.clock.advanceMinutes(minutes);
  second.clock.advanceMinutes(minutes);
};

/** A new hour, then both processes poll at once: the names of the jobs each ran. */
async function pollBoth() {
  advanceMinutes(61);
  return Promise.all([t.app.periodicJobs.runDue(), second.app.periodicJobs.runDue()]);
}

const ranHousekeeping = (names: readonly string[]) =>
  names.filter((name) => name === UPLOAD_HOUSEKEEPING).length;

describe('upload URLs an hour', () => {
  test('a member past their hourly URLs gets 429 in the rate-limit shape; another member may go on', async () => {
    const { org, owner } = await newCompany();
    const admin = (await companyUser(t, org.id, 'admin')).accessToken;
    for (let i = 0; i < 3; i += 1)
      expect((await askUpload(org.id, owner, 10, limited)).status).toBe(200);
    const refused = await askUpload(org.id, owner, 10, limited);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body.error).toMatchObject({
      code: 'api_error',
      details: [{ code: 'rate_limited', retryAfterSeconds: expect.any(Number) }],
    });
    expect(refused.body.error.details[0].retryAfterSeconds).toBeGreaterThan(60 * 59);
    expect((await askUpload(org.id, admin, 10, limited)).status).toBe(200);
  });

  test('the organization’s URLs an hour are shared by its members; the next hour they are free again', async () => {
    const { org, owner } = await newCompany();
    const admin = (await companyUser(t, org.id, 'admin')).accessToken;
    const member = (await companyUser(t, org.id, 'member')).accessToken;
    for (const token of [owner, owner, admin, admin, member])
      expect((await askUpload(org.id, token, 10, limited)).status).toBe(200);
    const refused = await askUpload(org.id, member, 10, limited);
    expect(refused.status).toBe(429);
    expect(refused.body.error.details[0].code).toBe('rate_limited');
    // another organization is not held back
    const other = await newCompany();
    expect((await askUpload(other.org.id, other.owner, 10, limited)).status).toBe(200);
    limited.clock.advanceMinutes(61);
    // (a new login: the access tokens of an hour ago have expired)
    const later = (await companyUser(limited, org.id, 'member')).accessToken;
    expect((await askUpload(org.id, later, 10, limited)).status).toBe(200);
  });
});

describe('the byte quota of an organization', () => {
  test('counts pending uploads and attachments; past it the Japanese error; deleting frees it', async () => {
    const { org, owner } = await newCompany();
    expect((await askUpload(org.id, owner, QUOTA)).status).toBe(200);
    const past = await askUpload(org.id, owner, 1);
    expect(past.status).toBe(409);
    expect(past.body.error).toMatchObject({
      code: 'upload_quota_exceeded',
      target: 'contentLength',
    });

    const other = await newCompany();
    const piece = Buffer.alloc(3 * MIB, 1);
    const first = await upload(other.org.id, other.owner, piece);
    // the URL's bytes count at once, uploaded or not
    const overQuota = await askUpload(other.org.id, other.owner, piece.length);
    expect(overQuota.status).toBe(409);
    expect(overQuota.body.error.code).toBe('upload_quota_exceeded');
    const registered = await register(other.org.id, other.owner, first.objectId);
    expect(registered.status).toBe(201);
    // registered, it still counts
    expect((await askUpload(other.org.id, other.owner, piece.length)).body.error.code).toBe(
      'upload_quota_exceeded',
    );
    expect((await askUpload(other.org.id, other.owner, QUOTA - piece.length)).status).toBe(200);

    const removed = await t.call(
      'DELETE',
      `/api/catalog/orgs/${other.org.id}/attachments/${registered.body.id}`,
      { token: other.owner },
    );
    expect(removed.status).toBe(204);
    expect((await askUpload(other.org.id, other.owner, piece.length)).status).toBe(200);
  });

  test('the user sees the reason in Japanese', async () => {
    const { errorMessage } = await import('@jobmatch/shared/errors');
    expect(errorMessage('upload_quota_exceeded')).toMatch(/保存容量の上限/);
  });
});

describe('the upload housekeeping', () => {
  test('deletes an upload never registered within 24 hours, once across two processes', async () => {
    const { org, owner } = await newCompany();
    const orphan = await upload(org.id, owner, PNG);
    const kept = await upload(org.id, owner, PNG);
    expect((await register(org.id, owner, kept.objectId)).status).toBe(201);

    // before 24 hours nothing goes
    const early = await pollBoth();
    expect(ranHousekeeping(early.flat())).toBe(1);
    expect(await onDisk(orphan.objectId)).toBe(true);

    advanceMinutes(23 * 60);
    const ran = await pollBoth();
    // one of the two processes claimed the hour
    expect(ranHousekeeping(ran.flat())).toBe(1);
    expect(await onDisk(orphan.objectId)).toBe(false);
    expect(await onDisk(kept.objectId)).toBe(true);
    const runs = await t.db.query<{ result: { deleted: number } }>(
      `SELECT result FROM job_runs WHERE name = $1 ORDER BY started_at DESC LIMIT 1`,
      [UPLOAD_HOUSEKEEPING],
    );
    expect(runs.rows[0]?.result.deleted).toBeGreaterThanOrEqual(1);
    // a later poll of the same hour runs nothing
    expect(ranHousekeeping(await second.app.periodicJobs.runDue())).toBe(0);
    // the deleted upload is gone from the quota and can no longer be registered
    const later = (await companyUser(t, org.id, 'owner')).accessToken;
    expect((await register(org.id, later, orphan.objectId)).status).toBe(404);
    const grants = await t.db.query('SELECT 1 FROM upload_grants WHERE object_id = $1', [
      orphan.objectId,
    ]);
    expect(grants.rowCount).toBe(0);
  });

  test('an upload older than 24 hours is not registered any more', async () => {
    const { org, owner } = await newCompany();
    const late = await upload(org.id, owner, PNG);
    advanceMinutes(24 * 60 + 1);
    const later = (await companyUser(t, org.id, 'owner')).accessToken;
    expect((await register(org.id, later, late.objectId)).status).toBe(404);
    expect(await onDisk(late.objectId)).toBe(true);
  });

  test('deletes an upload a registration refused at the next run, unless registered as a type it fits first', async () => {
    const { org, owner } = await newCompany();
    const big = Buffer.alloc(UPLOAD_RULES.logo.maxBytes + 1, 1);
    const refused = await upload(org.id, owner, big);
    const fitted = await upload(org.id, owner, big);
    for (const { objectId } of [refused, fitted]) {
      const response = await register(org.id, owner, objectId, 'logo');
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'wrong_parameter', target: 'objectId' });
    }
    // as a title image it fits, and is kept
    expect((await register(org.id, owner, fitted.objectId)).status).toBe(201);

    expect(ranHousekeeping((await pollBoth()).flat())).toBe(1);
    expect(await onDisk(refused.objectId)).toBe(false);
    expect(await onDisk(fitted.objectId)).toBe(true);
    const later = (await companyUser(t, org.id, 'owner')).accessToken;
    expect((await register(org.id, later, refused.objectId)).status).toBe(404);
  });
});
