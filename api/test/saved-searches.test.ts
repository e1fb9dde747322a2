import { randomInt } from 'node:crypto';
import { savedSearchValidationMessages } from '@jobmatch/shared/schemas';
import type { NewProduct } from '../src/services/catalog/catalog-module';
import { insertFixtures, makeOrganization, makeProduct } from './catalog-fixtures';
import { createCompany, type Caller } from './company-fixtures';
import { createTestApp, type TestApp } from './helper';
import { applyTo, CATALOG, createPosting, jobSeeker, ORDER } from './job-fixtures';

// Saved searches, their digest mail and its one-click unsubscribe, and the jobs that run once
// per period (docs/matching.md). The apps of this file share one database, so every check looks
// at its own user's mail and its own search word.

const DIGEST = 'saved-search-digest';
const HOUR = 60;
const DAY = 24 * HOUR;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const searches = (userId: string) => `${CATALOG}/users/${userId}/saved-searches`;
const settings = (userId: string) => `${CATALOG}/users/${userId}/notification-settings`;

/** A word only this test's postings hold (katakana: matched by its text, not as a Latin word). */
const uniqueWord = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(0x30a2 + randomInt(80))).join('');

async function saveSearch(
  seeker: Caller,
  body: Record<string, unknown>,
): Promise<{ id: string; frequency: string }> {
  const response = await t.call('POST', searches(seeker.id), { token: seeker.accessToken, body });
  expect(response.status).toBe(201);
  return response.body;
}

/** Postings listed at the app's current time (each a second apart, newest first), of `companies` companies. */
async function listPostings(word: string, perCompany: number[], at = t.clock()) {
  const organizations = perCompany.map(() => makeOrganization());
  let second = 0;
  const products: NewProduct[] = organizations.flatMap((org, i) =>
    Array.from({ length: perCompany[i]! }, () =>
      makeProduct(org.id, {
        name: `${word}の求人 ${++second}`,
        description: `${word}を使う仕事です。`,
        publishedAt: new Date(at.getTime() - second * 1000),
      }),
    ),
  );
  await insertFixtures(t.db, organizations, products);
  return { organizations, products };
}

const runDigest = async (app = t) => {
  const response = await app.call('POST', `/api/dev/jobs/${DIGEST}:run`, { fingerprint: null });
  expect(response.status).toBe(200);
  return response.body as { name: string; searches: number; mailed: number };
};

const mailsTo = async (email: string) =>
  (await t.call('GET', '/api/dev/outbox', { query: { to: email } })).body.value as Array<{
    subject: string;
    text: string;
    links: string[];
    headers: Record<string, string>;
    attachments: unknown[];
  }>;

const frequencyOf = async (id: string) =>
  (
    await t.db.query<{ frequency: string }>('SELECT frequency FROM saved_searches WHERE id = $1', [
      id,
    ])
  ).rows[0]?.frequency;

describe('saved searches', () => {
  test('are saved, listed newest first, changed and deleted by their seeker', async () => {
    const seeker = await t.createUser();
    const first = await saveSearch(seeker, {
      name: '  東京のGo  ',
      search: 'Go',
      filters: ['location.tokyo', 'salary.6000000'],
      frequency: 'daily',
    });
    expect(first).toMatchObject({
      name: '東京のGo',
      search: 'Go',
      filters: ['location.tokyo', 'salary.6000000'],
      frequency: 'daily',
      lastDigestAt: null,
    });
    t.clock.advanceMinutes(1);
    const second = await saveSearch(seeker, { name: 'リモート', frequency: 'weekly' });
    expect(second).toMatchObject({ search: '', filters: [] });

    const list = await t.call('GET', searches(seeker.id), { token: seeker.accessToken });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 2, total: 2, nextToken: null, previousToken: null });
    expect(list.body.value.map((s: { id: string }) => s.id)).toEqual([second.id, first.id]);

    const patched = await t.call('PATCH', `${searches(seeker.id)}/${first.id}`, {
      token: seeker.accessToken,
      body: { name: '東京', frequency: 'off' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: first.id, name: '東京', frequency: 'off' });

    const removed = await t.call('DELETE', `${searches(seeker.id)}/${first.id}`, {
      token: seeker.accessToken,
    });
    expect(removed.status).toBe(204);
    const again = await t.call('DELETE', `${searches(seeker.id)}/${first.id}`, {
      token: seeker.accessToken,
    });
    expect(again.status).toBe(404);
  });

  test('are validated and limited to 10', async () => {
    const seeker = await t.createUser();
    const post = (body: unknown) =>
      t.call('POST', searches(seeker.id), { token: seeker.accessToken, body });
    const blank = await post({ name: '   ', frequency: 'daily' });
    expect(blank.status).toBe(400);
    // the save dialog's schema and its message
    expect(blank.body.error).toMatchObject({
      code: 'schema_mismatch_error',
      target: 'name',
      details: [{ target: 'name', message: savedSearchValidationMessages.nameRequired }],
    });
    expect((await post({ name: 'あ'.repeat(51), frequency: 'daily' })).status).toBe(400);
    expect((await post({ name: 'x', frequency: 'hourly' })).status).toBe(400);
    const badKey = await post({ name: 'x', filters: ['planet.mars'], frequency: 'daily' });
    expect(badKey.status).toBe(400);
    expect(badKey.body.error).toMatchObject({ code: 'wrong_parameter', target: 'filters' });
    const tooMany = await post({
      name: 'x',
      filters: Array.from({ length: 41 }, () => 'location.tokyo'),
      frequency: 'daily',
    });
    expect(tooMany.status).toBe(400);
    for (let i = 0; i < 10; i++) await saveSearch(seeker, { name: `条件${i}`, frequency: 'off' });
    const eleventh = await post({ name: '11', frequency: 'daily' });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error.code).toBe('limit_exceeded');
  });

  test("are the seeker's own: others 404, company users and admins 403, guests 401", async () => {
    const seeker = await t.createUser();
    const other = await t.createUser();
    const admin = await t.createUser({ typeId: '100' });
    const company = await createCompany(t);
    const saved = await saveSearch(seeker, { name: 'x', frequency: 'daily' });
    expect((await t.call('GET', searches(seeker.id), { token: other.accessToken })).status).toBe(
      404,
    );
    const patch = await t.call('PATCH', `${searches(seeker.id)}/${saved.id}`, {
      token: other.accessToken,
      body: { name: 'y' },
    });
    expect(patch.status).toBe(404);
    const ownOther = await t.call('PATCH', `${searches(other.id)}/${saved.id}`, {
      token: other.accessToken,
      body: { name: 'y' },
    });
    expect(ownOther.status).toBe(404);
    for (const caller of [admin, company.owner]) {
      const response = await t.call('GET', searches(caller.id), { token: caller.accessToken });
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('no_permission');
    }
    expect((await t.call('GET', searches(seeker.id))).status).toBe(401);
  });
});

describe('notification settings', () => {
  test('are on by default and stored', async () => {
    const seeker = await t.createUser();
    const read = () => t.call('GET', settings(seeker.id), { token: seeker.accessToken });
    expect((await read()).body).toEqual({ savedSearchAlerts: true, applicationStatus: true });
    const put = await t.call('PUT', settings(seeker.id), {
      token: seeker.accessToken,
      body: { savedSearchAlerts: false, applicationStatus: true },
    });
    expect(put.status).toBe(200);
    expect((await read()).body).toEqual({ savedSearchAlerts: false, applicationStatus: true });
    const partial = await t.call('PUT', settings(seeker.id), {
      token: seeker.accessToken,
      body: { savedSearchAlerts: true },
    });
    expect(partial.status).toBe(400);
  });

  test('applicationStatus off stops the application status mail', async () => {
    const company = await createCompany(t);
    const posting = await createPosting(t, company.owner, company.id);
    const seeker = await jobSeeker(t);
    const order = await applyTo(t, seeker, company.id, posting.id);
    await t.call('PUT', settings(seeker.id), {
      token: seeker.accessToken,
      body: { savedSearchAlerts: true, applicationStatus: false },
    });
    const changed = await t.call('PATCH', `${ORDER}/orgs/${company.id}/orders/${order.id}`, {
      token: company.owner.accessToken,
      body: { status: 'PROCESSING' },
    });
    expect(changed.status).toBe(200);
    const kinds = (
      await t.db.query<{ kind: string }>('SELECT kind FROM mail_outbox WHERE to_address = $1', [
        seeker.email.toLowerCase(),
      ])
    ).rows.map((row) => row.kind);
    expect(kinds).not.toContain('application_status_changed');
  });
});

describe('the digest', () => {
  test('mails only new postings, at most 10 and 2 per company, never twice, none when empty', async () => {
    const seeker = await t.createUser();
    const word = uniqueWord();
    await listPostings(word, [1]); // listed before the search was saved
    t.clock.advanceMinutes(1);
    const saved = await saveSearch(seeker, {
      name: '新着テスト',
      search: word,
      frequency: 'daily',
    });
    t.clock.advanceMinutes(HOUR);
    const { products } = await listPostings(word, [3, 3, 3, 3, 3, 3]);
    const result = await runDigest();
    expect(result).toMatchObject({ name: DIGEST });
    expect(result.mailed).toBeGreaterThanOrEqual(1);

    const [mail, ...others] = await mailsTo(seeker.email);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('【JobMatch】『新着テスト』の新着求人 10件');
    const postingLinks = mail!.links.filter((link) => link.includes('/positions/'));
    expect(postingLinks).toHaveLength(10);
    const mailedIds = postingLinks.map((link) => link.split('/positions/')[1]);
    const companyOf = new Map(products.map((p) => [p.id, p.organizationId]));
    const perCompany = new Map<string, number>();
    for (const id of mailedIds) {
      const org = companyOf.get(id!)!;
      perCompany.set(org, (perCompany.get(org) ?? 0) + 1);
    }
    expect(Math.max(...perCompany.values())).toBe(2);
    expect(mail!.text).toContain('このほかにも新着求人が8件あります。');
    expect(mail!.links).toContain(
      `http://jobmatch.test/positions?search=${encodeURIComponent(word)}`,
    );
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/jobmatch\.test\/api\/catalog\/saved-searches\/unsubscribe\?token=.+>$/,
    );
    expect(mail!.links).toContain(mail!.headers['List-Unsubscribe']!.slice(1, -1));
    expect(mail!.attachments).toEqual([]);

    // nothing new: no mail; one new posting: a mail of it alone
    t.clock.advanceMinutes(DAY);
    await runDigest();
    expect(await mailsTo(seeker.email)).toHaveLength(1);
    t.clock.advanceMinutes(1);
    const { products: later } = await listPostings(word, [1]);
    t.clock.advanceMinutes(1);
    await runDigest();
    const [latest] = await mailsTo(seeker.email);
    expect(latest!.subject).toBe('【JobMatch】『新着テスト』の新着求人 1件');
    expect(latest!.links[0]).toBe(`http://jobmatch.test/positions/${later[0]!.id}`);
    const { rows } = await t.db.query<{ last_digest_at: Date }>(
      'SELECT last_digest_at FROM saved_searches WHERE id = $1',
      [saved.id],
    );
    expect(new Date(rows[0]!.last_digest_at)).toEqual(t.clock());
  });

  test('a weekly search is not mailed before its week is up', async () => {
    const seeker = await t.createUser();
    const word = uniqueWord();
    await saveSearch(seeker, { name: '週刊', search: word, frequency: 'weekly' });
    t.clock.advanceMinutes(HOUR);
    await listPostings(word, [1]);
    t.clock.advanceMinutes(DAY);
    await runDigest();
    expect(await mailsTo(seeker.email)).toHaveLength(0);
    t.clock.advanceMinutes(6 * DAY - 2 * HOUR); // 7 days less an hour after saving
    await runDigest();
    expect(await mailsTo(seeker.email)).toHaveLength(1);
  });

  test('is not sent when the seeker switched alerts off, nor for a search switched off', async () => {
    const seeker = await t.createUser();
    const word = uniqueWord();
    await saveSearch(seeker, { name: 'オフ', search: word, frequency: 'daily' });
    const off = await t.createUser();
    await saveSearch(off, { name: 'オフ', search: word, frequency: 'off' });
    await t.call('PUT', settings(seeker.id), {
      token: seeker.accessToken,
      body: { savedSearchAlerts: false, applicationStatus: true },
    });
    t.clock.advanceMinutes(HOUR);
    await listPostings(word, [1]);
    t.clock.advanceMinutes(1);
    await runDigest();
    expect(await mailsTo(seeker.email)).toHaveLength(0);
    expect(await mailsTo(off.email)).toHaveLength(0);
  });

  test('one-click POST switches the search off; GET changes nothing', async () => {
    const seeker = await t.createUser();
    const word = uniqueWord();
    const saved = await saveSearch(seeker, {
      name: '停止テスト',
      search: word,
      frequency: 'daily',
    });
    t.clock.advanceMinutes(HOUR);
    await listPostings(word, [1]);
    t.clock.advanceMinutes(1);
    await runDigest();
    const [mail] = await mailsTo(seeker.email);
    const url = new URL(mail!.headers['List-Unsubscribe']!.slice(1, -1));
    const path = `${url.pathname}${url.search}`;

    const page = await t.call('GET', path, { fingerprint: null });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(page.body).not.toContain('<script');
    expect(await frequencyOf(saved.id)).toBe('daily');

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const forged = await t.call('POST', `${url.pathname}?token=${saved.id}.forged`, {
      fingerprint: null,
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.status).toBe(404);
    const wrongBody = await t.call('POST', path, {
      fingerprint: null,
      headers: form,
      payload: 'x=1',
    });
    expect(wrongBody.status).toBe(400);
    // a program gets the api's error shape; a person's browser, asking for HTML, a page
    expect(wrongBody.body.error.code).toBe('wrong_parameter');
    expect(forged.body.error.code).toBe('not_found');
    const forgedInBrowser = await t.call('GET', `${url.pathname}?token=${saved.id}.forged`, {
      fingerprint: null,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(forgedInBrowser.status).toBe(404);
    expect(forgedInBrowser.headers['content-type']).toMatch(/^text\/html/);
    expect(forgedInBrowser.body).toContain('リンクが無効です');
    expect(await frequencyOf(saved.id)).toBe('daily');

    const done = await t.call('POST', path, {
      fingerprint: null,
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(done.body).toContain('配信を停止しました');
    expect(await frequencyOf(saved.id)).toBe('off');
  });
});

describe('jobs that run once per period', () => {
  /** Two apps on the one database, their clocks at `days` after the tests' start, 09:00 Tokyo. */
  async function twoInstances(days: number) {
    const second = await createTestApp();
    t.clock.advanceMinutes(0);
    const target = new Date('2026-04-01T00:00:00Z').getTime() + days * DAY * 60_000;
    for (const app of [t, second])
      app.clock.advanceMinutes((target - app.clock().getTime()) / 60_000);
    return second;
  }

  /** What a poll ran of the digest: other services have daily jobs of their own. */
  const digestIn = (names: readonly string[]) => names.filter((name) => name === DIGEST);

  test('two instances running the same period mail once', async () => {
    const second = await twoInstances(60);
    try {
      const seeker = await t.createUser();
      const word = uniqueWord();
      t.clock.advanceMinutes(-2 * HOUR);
      await saveSearch(seeker, { name: '二重', search: word, frequency: 'daily' });
      t.clock.advanceMinutes(HOUR);
      await listPostings(word, [1]);
      t.clock.advanceMinutes(HOUR);
      const ran = await Promise.all([
        t.app.periodicJobs.runDue(),
        second.app.periodicJobs.runDue(),
      ]);
      expect(digestIn(ran.flat())).toEqual([DIGEST]);
      expect(await mailsTo(seeker.email)).toHaveLength(1);
      // later polls of the same day find the period done
      second.clock.advanceMinutes(HOUR);
      expect(digestIn(await second.app.periodicJobs.runDue())).toEqual([]);
    } finally {
      await second.close();
    }
  });

  test('is not due before 08:00 Tokyo time', async () => {
    t.clock.advanceMinutes(0);
    const second = await twoInstances(70);
    try {
      second.clock.advanceMinutes(-2 * HOUR); // 07:00 in Tokyo
      expect(digestIn(await second.app.periodicJobs.runDue())).toEqual([]);
    } finally {
      await second.close();
    }
  });

  test('a run whose instance died is taken over once its lease passed', async () => {
    const second = await twoInstances(80);
    try {
      const period = new Date(second.clock().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
      const started = new Date(second.clock().getTime() - 60 * 60_000);
      await t.db.query(
        'INSERT INTO job_runs (name, period, started_at, lease_until) VALUES ($1, $2, $3, $4)',
        [DIGEST, period, started, new Date(second.clock().getTime() + 10 * 60_000)],
      );
      // the lease still runs: the other instance may be working
      expect(digestIn(await second.app.periodicJobs.runDue())).toEqual([]);
      second.clock.advanceMinutes(11);
      expect(digestIn(await second.app.periodicJobs.runDue())).toEqual([DIGEST]);
      const { rows } = await t.db.query<{ finished_at: Date | null; result: unknown }>(
        'SELECT finished_at, result FROM job_runs WHERE name = $1 AND period = $2',
        [DIGEST, period],
      );
      expect(rows[0]!.finished_at).not.toBeNull();
      expect(rows[0]!.result).toMatchObject({ mailed: expect.any(Number) });
    } finally {
      await second.close();
    }
  });
});

test('the dev job route is loopback only and knows its jobs', async () => {
  const remote = await t.call('POST', `/api/dev/jobs/${DIGEST}:run`, {
    remoteAddress: '203.0.113.5',
  });
  expect(remote.status).toBe(404);
  expect((await t.call('POST', '/api/dev/jobs/unknown:run')).status).toBe(404);
  expect((await t.call('POST', `/api/dev/jobs/${DIGEST}`)).status).toBe(404);
});
