// The catalogue's attachments on disk storage (docs/company.md#attachments-catalog-service-apicatalog): upload URLs, the
// api's own PUT end, registration, deletion and the public files, for every kind of caller.
import type { UploadTarget } from '@jobmatch/shared/contracts';
import { UPLOAD_RULES } from '@jobmatch/shared/domain';
import { insertFixtures, makeOrganization, makeProduct } from './catalog-fixtures';
import { companyUser } from './company-fixtures';
import { createTestApp, type TestApp } from './helper';
import { listenOnFreePort } from './raw-http';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

let t: TestApp;
let port: number;
const org = makeOrganization({ name: '添付株式会社' });
const other = makeOrganization({ name: '別会社株式会社' });
const pending = makeOrganization({ name: '審査中株式会社' });
const product = makeProduct(org.id);
const othersProduct = makeProduct(other.id);

type Caller =
  | 'guest'
  | 'jobSeeker'
  | 'member'
  | 'admin'
  | 'owner'
  | 'otherMember'
  | 'platformAdmin';
const tokens = {} as Record<Exclude<Caller, 'guest'>, string> & { pendingOwner: string };
const tokenOf = (caller: Caller) => (caller === 'guest' ? undefined : tokens[caller]);

beforeAll(async () => {
  t = await createTestApp();
  await insertFixtures(t.db, [org, other, pending], [product, othersProduct]);
  await t.db.query(`UPDATE organizations SET status = 'pending' WHERE id = $1`, [pending.id]);
  tokens.owner = (await companyUser(t, org.id, 'owner')).accessToken;
  tokens.admin = (await companyUser(t, org.id, 'admin')).accessToken;
  tokens.member = (await companyUser(t, org.id, 'member')).accessToken;
  tokens.otherMember = (await companyUser(t, other.id, 'owner')).accessToken;
  tokens.pendingOwner = (await companyUser(t, pending.id, 'owner')).accessToken;
  tokens.jobSeeker = (await t.createUser()).accessToken;
  tokens.platformAdmin = (await t.createUser({ typeId: '100' })).accessToken;
  port = await listenOnFreePort(t.app);
});
afterAll(() => t.close());

const uploadUrl = (orgId: string) => `/api/catalog/orgs/${orgId}/attachment-upload-url`;

function askUpload(caller: Caller | 'pendingOwner', query: Record<string, string>, orgId = org.id) {
  const token = caller === 'pendingOwner' ? tokens.pendingOwner : tokenOf(caller);
  return t.call('GET', uploadUrl(orgId), { token, query });
}

async function targetFor(
  type: 'logo' | 'icon' | 'title_image',
  bytes: Buffer,
  { contentType = 'image/png', caller = 'owner' as Caller, orgId = org.id } = {},
): Promise<UploadTarget> {
  const response = await askUpload(
    caller,
    { type, contentType, contentLength: String(bytes.length) },
    orgId,
  );
  if (response.status !== 200)
    throw new Error(`no upload URL: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The PUT as a browser sends it (through inject: Node's HTTP parser is not involved). */
function put(url: string, body: Buffer, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'image/png', ...headers },
    payload: body,
  });
}

function register(caller: Caller, body: Record<string, unknown>, orgId = org.id) {
  return t.call('POST', `/api/catalog/orgs/${orgId}/attachments`, {
    token: tokenOf(caller),
    body: { ownerId: orgId, isPublic: true, ...body },
  });
}

/** Asks, uploads and registers one file; returns the registered attachment. */
async function attach(
  type: 'logo' | 'icon' | 'title_image',
  bytes = PNG,
  { caller = 'owner' as Caller, contentType = 'image/png', ownerId = org.id, isPublic = true } = {},
) {
  const target = await targetFor(type, bytes, { contentType, caller });
  const uploaded = await put(target.url, bytes, { 'content-type': contentType });
  expect(uploaded.statusCode).toBe(204);
  const response = await register(caller, { objectId: target.objectId, type, ownerId, isPublic });
  expect(response.status).toBe(201);
  return response.body;
}

const organizationImages = async (orgId = org.id) => {
  const { body } = await t.call('GET', `/api/organization/organizations/${orgId}`, {
    token: tokens.owner,
  });
  return { logoImageUri: body.logoImageUri, iconImageUri: body.iconImageUri };
};

const file = (objectId: string) =>
  t.app.inject({ method: 'GET', url: `/api/catalog/files/${objectId}` });

describe('GET /orgs/{orgId}/attachment-upload-url', () => {
  const logo = { type: 'logo', contentType: 'image/png', contentLength: '1000' };
  const titleImage = { ...logo, type: 'title_image' };

  test('an owner gets a URL bound to the organization, valid for 10 minutes', async () => {
    const response = await askUpload('owner', logo);
    expect(response.status).toBe(200);
    const target: UploadTarget = response.body;
    expect(target).toEqual({
      url: expect.stringMatching(/^\/api\/catalog\/uploads\/orgs\//),
      objectId: expect.stringMatching(
        new RegExp(
          `^orgs/${org.id}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.png$`,
        ),
      ),
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      expiresAt: new Date(t.clock().getTime() + 10 * 60_000).toISOString(),
    });
    expect(target.url.startsWith(`/api/catalog/uploads/${target.objectId}?`)).toBe(true);
    // every URL is a new object
    expect((await askUpload('owner', logo)).body.objectId).not.toBe(target.objectId);
    expect(
      (await askUpload('owner', { ...logo, contentType: 'image/jpeg' })).body.objectId,
    ).toMatch(/\.jpg$/);
  });

  test.each<[Caller | 'pendingOwner', number, string | undefined]>([
    ['guest', 401, 'check_token_error'],
    ['jobSeeker', 403, 'no_permission'],
    ['platformAdmin', 403, 'no_permission'],
    ['otherMember', 404, 'not_found'],
    ['member', 403, 'no_permission'],
    ['admin', 200, undefined],
    ['owner', 200, undefined],
  ])('a logo: %s → %i', async (caller, status, code) => {
    const response = await askUpload(caller, logo);
    expect(response.status).toBe(status);
    expect(response.body.error?.code).toBe(code);
  });

  test.each<[Caller, number]>([
    ['guest', 401],
    ['jobSeeker', 403],
    ['platformAdmin', 403],
    ['otherMember', 404],
    ['member', 200],
    ['admin', 200],
    ['owner', 200],
  ])('a title image: %s → %i', async (caller, status) => {
    expect((await askUpload(caller, titleImage)).status).toBe(status);
  });

  test('an organization that is not approved gets no URL', async () => {
    const response = await askUpload('pendingOwner', logo, pending.id);
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('organization_not_normal');
  });

  test('a suspended member gets none', async () => {
    const suspended = await companyUser(t, org.id, 'admin');
    await t.db.query(`UPDATE organization_members SET status = 'suspended' WHERE user_id = $1`, [
      suspended.id,
    ]);
    const response = await t.call('GET', uploadUrl(org.id), {
      token: suspended.accessToken,
      query: logo,
    });
    expect(response.status).toBe(403);
  });

  test.each<[string, Record<string, string>, string, RegExp]>([
    [
      'no type',
      { contentType: 'image/png', contentLength: '10' },
      'type',
      /type must be one of logo, icon, title_image/,
    ],
    ['an unknown type', { ...logo, type: 'banner' }, 'type', /type must be/],
    [
      'a GIF',
      { ...logo, contentType: 'image/gif' },
      'contentType',
      /image\/png, image\/jpeg, image\/webp/,
    ],
    ['an SVG', { ...logo, contentType: 'image/svg+xml' }, 'contentType', /contentType/],
    ['no type of content', { type: 'logo', contentLength: '10' }, 'contentType', /contentType/],
    ['no length', { type: 'logo', contentType: 'image/png' }, 'contentLength', /whole number/],
    [
      'a length that is no number',
      { ...logo, contentLength: '12kb' },
      'contentLength',
      /whole number/,
    ],
    ['an empty file', { ...logo, contentLength: '0' }, 'contentLength', /at least 1/],
    [
      'a logo over 2 MB',
      { ...logo, contentLength: String(2 * 1024 * 1024 + 1) },
      'contentLength',
      /at most 2097152 bytes/,
    ],
    [
      'an icon over 2 MB',
      { ...logo, type: 'icon', contentLength: String(2 * 1024 * 1024 + 1) },
      'contentLength',
      /icon is at most/,
    ],
    [
      'a title image over 5 MB',
      { ...titleImage, contentLength: String(5 * 1024 * 1024 + 1) },
      'contentLength',
      /title image is at most 5242880/,
    ],
  ])('%s is 400 wrong_parameter', async (_name, query, target, message) => {
    const response = await askUpload('owner', query);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'wrong_parameter', target });
    expect(response.body.error.message).toMatch(message);
  });

  test('the limits are the apps’ UPLOAD_RULES: exactly the maximum passes', async () => {
    for (const type of ['logo', 'icon', 'title_image'] as const) {
      const max = String(UPLOAD_RULES[type].maxBytes);
      expect((await askUpload('owner', { ...logo, type, contentLength: max })).status).toBe(200);
    }
    expect(
      (await askUpload('owner', { ...logo, contentType: ' IMAGE/WEBP ' })).body.headers,
    ).toEqual({ 'Content-Type': 'image/webp' });
  });

  test('the fingerprint is required', async () => {
    const response = await t.call('GET', uploadUrl(org.id), {
      token: tokens.owner,
      query: logo,
      fingerprint: null,
    });
    expect(response.status).toBe(400);
  });
});

describe('PUT to an upload URL (disk storage)', () => {
  test('a real HTTP PUT stores the file once; the same URL cannot store it again', async () => {
    const target = await targetFor('logo', PNG);
    const send = () =>
      fetch(`http://127.0.0.1:${port}${target.url}`, {
        method: target.method,
        headers: target.headers,
        body: PNG,
      });
    expect((await send()).status).toBe(204);
    const again = await send();
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('already_exists');
  });

  test('a chunked body (no Content-Length) is refused', async () => {
    const target = await targetFor('logo', PNG);
    const response = await fetch(`http://127.0.0.1:${port}${target.url}`, {
      method: 'PUT',
      headers: target.headers,
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(PNG));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(403);
  });

  const refusals: Array<[string, (target: UploadTarget) => Parameters<typeof put>]> = [
    ['another size', (target) => [target.url, Buffer.concat([PNG, Buffer.from([0])])]],
    ['a shorter file', (target) => [target.url, PNG.subarray(1)]],
    ['another type', (target) => [target.url, PNG, { 'content-type': 'image/jpeg' }]],
    ['no type', (target) => [target.url, PNG, { 'content-type': '' }]],
    ['text/html', (target) => [target.url, PNG, { 'content-type': 'text/html' }]],
    [
      'a length edited in the URL',
      (target) => [
        target.url.replace(`length=${PNG.length}`, `length=${PNG.length + 1}`),
        Buffer.concat([PNG, Buffer.from([0])]),
      ],
    ],
    [
      'a type edited in the URL',
      (target) => [
        target.url.replace('type=image%2Fpng', 'type=image%2Fjpeg'),
        PNG,
        { 'content-type': 'image/jpeg' },
      ],
    ],
    [
      'an expiry edited in the URL',
      (target) => [
        target.url.replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 3600}`),
        PNG,
      ],
    ],
    ['a bad signature', (target) => [target.url.replace(/signature=[^&]+/, 'signature=AAAA'), PNG]],
    ['no signature', (target) => [target.url.replace(/&?signature=[^&]+/, ''), PNG]],
    [
      'another organization’s object id',
      (target) => [target.url.replace(`orgs/${org.id}/`, `orgs/${other.id}/`), PNG],
    ],
    [
      'another object id of the same organization',
      (target) => [
        target.url.replace(/[0-9a-f-]{36}\.png/, '00000000-0000-4000-8000-000000000000.png'),
        PNG,
      ],
    ],
    ['the object as another extension', (target) => [target.url.replace('.png?', '.jpg?'), PNG]],
  ];

  test.each(refusals)('%s is 403 and stores nothing', async (_name, tamper) => {
    const target = await targetFor('logo', PNG);
    const response = await put(...tamper(target));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('token_fails_security_check');
    // the untampered URL still works: nothing was stored under its key
    expect((await put(target.url, PNG)).statusCode).toBe(204);
  });

  test('a body longer than its Content-Length never gets past the signed length', async () => {
    const target = await targetFor('logo', PNG);
    const response = await put(target.url, Buffer.concat([PNG, Buffer.alloc(4096)]), {
      'content-length': String(PNG.length),
    });
    // Node's parser stops at Content-Length; under inject the cap itself refuses the rest
    expect(response.statusCode === 204 || response.statusCode === 403).toBe(true);
    const head = await t.call('POST', `/api/catalog/orgs/${org.id}/attachments`, {
      token: tokens.owner,
      body: { objectId: target.objectId, type: 'logo', ownerId: org.id, isPublic: true },
    });
    if (response.statusCode === 204) expect(head.body.contentLength).toBe(PNG.length);
    else expect(head.status).toBe(404);
  });

  test('an expired URL is refused (the test clock moves 10 minutes and a second)', async () => {
    const target = await targetFor('logo', PNG);
    t.clock.advanceMinutes(10);
    t.clock.advanceMinutes(1 / 60);
    try {
      const response = await put(target.url, PNG);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toMatch(/expired/);
    } finally {
      t.clock.advanceMinutes(-10 - 1 / 60);
    }
    // a second earlier it would have worked
    const fresh = await targetFor('logo', PNG);
    t.clock.advanceMinutes(10);
    try {
      expect((await put(fresh.url, PNG)).statusCode).toBe(204);
    } finally {
      t.clock.advanceMinutes(-10);
    }
  });

  test('an unknown path or a path outside the uploads is 403, never a file', async () => {
    for (const url of [
      '/api/catalog/uploads/orgs/x/y.png',
      '/api/catalog/uploads/..%2F..%2Fetc%2Fpasswd',
      '/api/catalog/uploads/',
    ])
      expect((await put(url, PNG)).statusCode).toBe(403);
  });
});

describe('POST /orgs/{orgId}/attachments', () => {
  test('registering a logo answers the attachment and makes it the company’s logo', async () => {
    const target = await targetFor('logo', PNG);
    expect((await put(target.url, PNG)).statusCode).toBe(204);
    // nothing serves an upload before it is registered
    expect((await file(target.objectId)).statusCode).toBe(404);
    const response = await register('owner', { objectId: target.objectId, type: 'logo' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      organizationId: org.id,
      objectId: target.objectId,
      ownerId: org.id,
      type: 'logo',
      isPublic: true,
      contentType: 'image/png',
      contentLength: PNG.length,
      url: `/api/catalog/files/${target.objectId}`,
      createdAt: t.clock().toISOString(),
    });
    expect((await organizationImages()).logoImageUri).toBe(response.body.url);

    const served = await file(target.objectId);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-length']).toBe(String(PNG.length));
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // an <img> sends no fingerprint, and HEAD answers like GET
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/catalog/files/${target.objectId}`,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
  });

  test('a new logo replaces the old one: its row, its file and the organization’s logoImageUri', async () => {
    const first = await attach('logo');
    const second = await attach('logo', JPEG, { contentType: 'image/jpeg', caller: 'admin' });
    expect(second.contentType).toBe('image/jpeg');
    expect((await organizationImages()).logoImageUri).toBe(second.url);
    expect((await file(first.objectId)).statusCode).toBe(404);
    expect((await file(second.objectId)).headers['content-type']).toBe('image/jpeg');
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT id FROM attachments WHERE organization_id = $1 AND type = 'logo'`,
      [org.id],
    );
    expect(rows).toEqual([{ id: second.id }]);
  });

  test('an icon becomes the iconImageUri and leaves the logo alone', async () => {
    const before = await organizationImages();
    const icon = await attach('icon');
    expect(await organizationImages()).toEqual({
      logoImageUri: before.logoImageUri,
      iconImageUri: icon.url,
    });
  });

  test('a title image belongs to the organization or one of its postings', async () => {
    const own = await attach('title_image', PNG, { caller: 'member' });
    expect(own.ownerId).toBe(org.id);
    const posting = await attach('title_image', PNG, { caller: 'member', ownerId: product.id });
    expect(posting).toMatchObject({ ownerId: product.id, type: 'title_image' });
    // title images replace nothing
    expect((await file(own.objectId)).statusCode).toBe(200);

    for (const ownerId of [othersProduct.id, 'no-such-product']) {
      const target = await targetFor('title_image', PNG);
      await put(target.url, PNG);
      const response = await register('owner', {
        objectId: target.objectId,
        type: 'title_image',
        ownerId,
      });
      expect(response.status).toBe(404);
    }
  });

  test('a private title image is registered but not served', async () => {
    const hidden = await attach('title_image', PNG, { isPublic: false });
    expect(hidden.isPublic).toBe(false);
    expect((await file(hidden.objectId)).statusCode).toBe(404);
  });

  test.each<[Caller, 'logo' | 'title_image', number]>([
    ['guest', 'logo', 401],
    ['jobSeeker', 'logo', 403],
    ['platformAdmin', 'logo', 403],
    ['otherMember', 'logo', 404],
    ['member', 'logo', 403],
    ['member', 'title_image', 201],
    ['admin', 'logo', 201],
    ['owner', 'title_image', 201],
  ])('%s registering a %s → %i', async (caller, type, status) => {
    const target = await targetFor(type, PNG, { caller: 'owner' });
    await put(target.url, PNG);
    const response = await register(caller, { objectId: target.objectId, type });
    expect(response.status).toBe(status);
  });

  test('another organization’s object is unknown, even to its own members here', async () => {
    const theirs = await targetFor('logo', PNG, { caller: 'otherMember', orgId: other.id });
    expect((await put(theirs.url, PNG)).statusCode).toBe(204);
    const response = await register('owner', { objectId: theirs.objectId, type: 'logo' });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
    // and registered under its own organization by someone of ours: not a member there
    expect(
      (await register('owner', { objectId: theirs.objectId, type: 'logo' }, other.id)).status,
    ).toBe(404);
    // its own owner registers it
    expect(
      (await register('otherMember', { objectId: theirs.objectId, type: 'logo' }, other.id)).status,
    ).toBe(201);
    expect((await organizationImages(org.id)).logoImageUri).not.toContain(theirs.objectId);
  });

  test('an object that was never uploaded, or is not an object id, is 404', async () => {
    const target = await targetFor('logo', PNG);
    expect((await register('owner', { objectId: target.objectId, type: 'logo' })).status).toBe(404);
    for (const objectId of ['../../token-secret', `orgs/${org.id}/x.png`, 'x'])
      expect((await register('owner', { objectId, type: 'logo' })).status).toBe(404);
  });

  test('an object registers once', async () => {
    const attached = await attach('title_image');
    const again = await register('owner', { objectId: attached.objectId, type: 'title_image' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_exists');
  });

  test('the registered type’s limit applies, whatever the upload URL allowed', async () => {
    const big = Buffer.alloc(UPLOAD_RULES.logo.maxBytes + 1, 1);
    const target = await targetFor('title_image', big);
    expect((await put(target.url, big)).statusCode).toBe(204);
    const response = await register('owner', { objectId: target.objectId, type: 'logo' });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'wrong_parameter', target: 'objectId' });
    expect(response.body.error.message).toMatch(/at most 2097152 bytes/);
    // as a title image it is fine
    expect(
      (await register('owner', { objectId: target.objectId, type: 'title_image' })).status,
    ).toBe(201);
  });

  test('a logo belongs to the organization and is public', async () => {
    for (const [body, target] of [
      [{ ownerId: product.id }, 'ownerId'],
      [{ isPublic: false }, 'isPublic'],
    ] as const) {
      const upload = await targetFor('logo', PNG);
      await put(upload.url, PNG);
      const response = await register('owner', {
        objectId: upload.objectId,
        type: 'logo',
        ...body,
      });
      expect(response.status).toBe(400);
      expect(response.body.error.target).toBe(target);
    }
  });

  test('a body of the wrong shape is 400', async () => {
    for (const body of [
      { type: 'banner', objectId: 'x' },
      { type: 'logo' },
      { type: 'logo', objectId: 1 },
    ]) {
      const response = await register('owner', body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('schema_mismatch_error');
    }
  });
});

describe('DELETE /orgs/{orgId}/attachments/{attachmentId}', () => {
  const remove = (caller: Caller, id: string, orgId = org.id) =>
    t.call('DELETE', `/api/catalog/orgs/${orgId}/attachments/${id}`, { token: tokenOf(caller) });

  test.each<[Caller, number]>([
    ['guest', 401],
    ['jobSeeker', 403],
    ['platformAdmin', 403],
    ['otherMember', 404],
    ['member', 403],
  ])('%s → %i, and the attachment stays', async (caller, status) => {
    const attached = await attach('title_image');
    expect((await remove(caller, attached.id)).status).toBe(status);
    expect((await file(attached.objectId)).statusCode).toBe(200);
  });

  test('an admin deletes the logo: the file goes and the organization has no logo', async () => {
    const logo = await attach('logo');
    expect((await remove('admin', logo.id)).status).toBe(204);
    expect((await file(logo.objectId)).statusCode).toBe(404);
    expect((await organizationImages()).logoImageUri).toBeNull();
    expect((await remove('admin', logo.id)).status).toBe(404);
  });

  test('deleting an icon that is no longer the organization’s leaves its current one', async () => {
    const icon = await attach('icon');
    await t.db.query(`UPDATE organizations SET icon_image_uri = '/elsewhere.png' WHERE id = $1`, [
      org.id,
    ]);
    expect((await remove('owner', icon.id)).status).toBe(204);
    expect((await organizationImages()).iconImageUri).toBe('/elsewhere.png');
  });

  test('an owner deletes a title image; another organization’s id is unknown', async () => {
    const image = await attach('title_image');
    expect((await remove('otherMember', image.id, other.id)).status).toBe(404);
    expect((await remove('owner', image.id)).status).toBe(204);
    expect((await file(image.objectId)).statusCode).toBe(404);
  });
});

describe('GET /files/{objectId}', () => {
  test('unknown, malformed and hostile paths are 404', async () => {
    for (const path of [
      `orgs/${org.id}/00000000-0000-4000-8000-000000000000.png`,
      '..%2F..%2Fpackage.json',
      'orgs/../../package.json',
      'token-secret',
      '',
    ])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/catalog/files/${path}` })).statusCode,
      ).toBe(404);
  });

  test('a served file may not run anything when opened on its own', async () => {
    const logo = await attach('logo');
    const served = await file(logo.objectId);
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
  });
});
