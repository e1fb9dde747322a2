import { randomUUID } from 'node:crypto';
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertFixtures, makeOrganization, makeProduct } from './catalog-fixtures';
import { createTestApp, type TestApp } from './helper';

// docs/shell.md#first-html: what the first HTML of a page tells a crawler or a link preview
// that runs no JavaScript, and what the shell starts from.

/** The shell's built index.html as html-webpack-plugin writes it (minified). */
const INDEX_HTML =
  '<!doctype html><html lang=ja><head><meta charset=utf-8>' +
  '<meta name=viewport content="width=device-width,initial-scale=1,viewport-fit=cover">' +
  '<link rel=icon href=/favicon.svg type=image/svg+xml><title>JobMatch</title>' +
  '<script defer src=/main.js></script></head><body><div id=root></div></body></html>';

const ORIGIN = 'http://jobmatch.test';
const PAGE = { accept: 'text/html,application/xhtml+xml', host: 'jobmatch.test' };

/** Far enough from every clock a test app may run on (its own, or the system's). */
const LONG_AGO = new Date('2020-01-01T00:00:00Z');
const ENDED = new Date('2021-01-01T00:00:00Z');
const FAR_AHEAD = new Date('2099-01-01T00:00:00Z');

const org = makeOrganization({
  name: '株式会社ファーストペイント',
  logoImageUri: '/api/catalog/images/org-logo-first-paint.svg',
});
const live = makeProduct(org.id, {
  name: '決済基盤のバックエンドエンジニア',
  description: '決済の基盤を作ります。\n\n</script><script>alert("x")</script>も文字のまま。',
  positionRequirements: 'Goの実務経験',
  addressLine1: '東京都',
  addressLine2: '渋谷区',
  images: [{ url: '/api/catalog/attachments/title.png' }],
  publicationSince: LONG_AGO,
  publicationUntil: FAR_AHEAD,
  publishedAt: LONG_AGO,
  supportsRemoteWork: true,
  workStyle: 'full_remote',
  compensationType: 'month',
  compensationAmount: 450_000,
  employmentType: 'full_time',
  annualSalaryMin: 6_000_000,
  annualSalaryMax: 8_000_000,
  contractMonths: null,
});
const ended = makeProduct(org.id, {
  name: '掲載を終えた求人',
  publicationSince: LONG_AGO,
  publicationUntil: ENDED,
});
const scheduled = makeProduct(org.id, { name: '公開前の求人', publicationSince: FAR_AHEAD });
const draft = makeProduct(org.id, { name: '下書きの求人', status: 'DRAFT' });
/** A company with an uploaded logo and a website, and one still under review. */
const uploaded = makeOrganization({
  name: '株式会社アップロード',
  logoImageUri: '/api/catalog/attachments/logo-uploaded.png',
  website: 'https://uploaded.example',
  postalCode: '1500002',
});
const underReview = makeOrganization({ name: '株式会社審査中' });

/** A remote's origin: its manifest with an entity tag, and the conditional requests it saw. */
async function startRemote() {
  const conditional: string[] = [];
  const server = createServer((request, response) => {
    if (request.url !== '/mf-manifest.json') return response.writeHead(404).end();
    if (request.headers['if-none-match'] === '"m1"') {
      conditional.push(String(request.headers['if-none-match']));
      return response.writeHead(304, { etag: '"m1"' }).end();
    }
    response.writeHead(200, { 'content-type': 'application/json', etag: '"m1"' }).end(
      JSON.stringify({
        metaData: {
          remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
          publicPath: 'auto',
        },
        exposes: [
          {
            name: 'routes',
            path: './routes',
            assets: { js: { sync: ['__federation_expose_routes.0123456789.js'], async: [] } },
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    conditional,
  };
}

/** A port nobody listens on: a remote that is down. */
async function deadOrigin() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

let t: TestApp;
let dir: string;
let remote: Awaited<ReturnType<typeof startRemote>>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jobmatch-first-html-'));
  await mkdir(path.join(dir, 'dist'));
  await writeFile(path.join(dir, 'dist', 'index.html'), INDEX_HTML);
  remote = await startRemote();
  const down = await deadOrigin();
  await writeFile(
    path.join(dir, 'remotes.json'),
    JSON.stringify({
      remotes: [
        { name: 'mf_auth', entry: `${down}/mf-manifest.json`, routes: ['/auth'] },
        {
          name: 'mf_positions',
          entry: `${remote.origin}/mf-manifest.json`,
          routes: ['/home', '/positions'],
        },
      ],
    }),
  );
  t = await createTestApp({
    env: {
      SHELL_DIST: path.join(dir, 'dist'),
      REMOTES_FILE: path.join(dir, 'remotes.json'),
      APP_NAME: 'JobMatch',
    },
  });
  await insertFixtures(t.db, [org, uploaded, underReview], [live, ended, scheduled, draft]);
  await t.db.query(`UPDATE organizations SET status = 'pending' WHERE id = $1`, [underReview.id]);
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => remote.server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The page as a crawler reads it: the HTML as it came, no script run. */
function read(html: string) {
  const meta = (key: string) => {
    const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
    return match ? decode(match[1]!) : undefined;
  };
  const scripts = (type: string) =>
    [
      ...html.matchAll(
        new RegExp(`<script type="${type.replace('+', '\\+')}"[^>]*>([\\s\\S]*?)</script>`, 'g'),
      ),
    ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    titles: html.match(/<title>/g)?.length ?? 0,
    meta,
    jsonLd: scripts('application/ld+json'),
    runtime: scripts('application/json'),
  };
}

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.call(method, url, { headers: PAGE, fingerprint: null });

describe('a posting', () => {
  test('its first HTML carries its title, description, Open Graph and a valid JobPosting', async () => {
    const response = await page(`/positions/${live.id}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toMatch(
      new RegExp(`script-src 'self' [^;]*${remote.origin}[ ;]`),
    );
    const html = String(response.body);
    expect(html).not.toContain('<script>alert');
    const head = read(html);
    expect(head.titles).toBe(1);
    expect(head.title).toBe('決済基盤のバックエンドエンジニア | JobMatch');
    expect(head.meta('description')).toMatch(
      /^株式会社ファーストペイント・東京都・年収 600万〜800万円・正社員・フルリモート。決済の基盤を作ります。/,
    );
    expect(head.meta('robots')).toBeUndefined();
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:url')).toBe(`${ORIGIN}/positions/${live.id}`);
    expect(head.meta('og:image')).toBe(`${ORIGIN}/api/catalog/attachments/title.png`);
    expect(head.meta('og:image:alt')).toBe(live.name);
    expect(head.meta('og:site_name')).toBe('JobMatch');
    expect(head.meta('og:locale')).toBe('ja_JP');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    for (const key of ['title', 'description', 'image', 'image:alt'])
      expect(head.meta(`twitter:${key}`)).toBe(head.meta(`og:${key}`));

    expect(head.jsonLd.map((item) => item['@type'])).toEqual(['JobPosting', 'BreadcrumbList']);
    const job = head.jsonLd[0]!;
    expect(job['@context']).toBe('https://schema.org');
    expect(job['@type']).toBe('JobPosting');
    expect(job.title).toBe(live.name);
    expect(typeof job.description).toBe('string');
    expect(job.description).toContain('&lt;/script&gt;');
    expect(job.url).toBe(`${ORIGIN}/positions/${live.id}`);
    expect(new Date(job.datePosted as string).toISOString()).toBe(LONG_AGO.toISOString());
    expect(new Date(job.validThrough as string).toISOString()).toBe(FAR_AHEAD.toISOString());
    expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'OTHER']).toContain(
      job.employmentType,
    );
    expect(job.employmentType).toBe('FULL_TIME');
    expect(job.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: org.name,
      logo: `${ORIGIN}/api/catalog/images/org-logo-first-paint.svg`,
    });
    expect(job.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressRegion: '東京都',
        addressLocality: '渋谷区',
        addressCountry: 'JP',
      },
    });
    expect(job.jobLocationType).toBe('TELECOMMUTE');
    expect(job.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'JP' });
    expect(job.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'JPY',
      value: {
        '@type': 'QuantitativeValue',
        minValue: 6_000_000,
        maxValue: 8_000_000,
        unitText: 'YEAR',
      },
    });
    expect(job.directApply).toBe(true);
    expect(head.jsonLd[1]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'ホーム', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: '求人を探す', item: `${ORIGIN}/positions` },
      { '@type': 'ListItem', position: 3, name: live.name, item: `${ORIGIN}/positions/${live.id}` },
    ]);
  });

  test('it preloads the remote that owns it, revalidating the manifest on every page', async () => {
    const before = remote.conditional.length;
    for (let i = 0; i < 2; i++) {
      const html = String((await page(`/positions/${live.id}`)).body);
      expect(html).toContain(`<link rel="preconnect" href="${remote.origin}">`);
      expect(html).toContain(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${remote.origin}/mf-manifest.json">`,
      );
      expect(html).toContain(
        `<link rel="preload" as="script" href="${remote.origin}/remoteEntry.js">`,
      );
      expect(html).toContain(
        `<link rel="preload" as="script" href="${remote.origin}/__federation_expose_routes.0123456789.js">`,
      );
    }
    expect(remote.conditional.length).toBeGreaterThan(before);
  });

  test('HEAD answers the same status without a body', async () => {
    const response = await page(`/positions/${live.id}`, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body ?? '').toBe('');
  });

  test.each([
    ['ended', () => ended.id],
    ['not yet listed', () => scheduled.id],
    ['a draft', () => draft.id],
    ['unknown', () => '00000000-0000-4000-8000-000000000000'],
    ['malformed', () => 'x'.repeat(101)],
  ])(
    '%s: 404 with the shell (it shows its not-found page), no JobPosting, noindex',
    async (_what, id) => {
      const response = await page(`/positions/${id()}`);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      const html = String(response.body);
      expect(html).not.toContain('application/ld+json');
      const head = read(html);
      expect(head.title).toBe('ページが見つかりません | JobMatch');
      expect(head.meta('robots')).toBe('noindex');
      expect(head.runtime).toHaveLength(1);
      expect(html).toContain('<script defer src=/main.js></script>');
    },
  );
});

describe('other pages', () => {
  test('/home has its title, description and Open Graph with the site image', async () => {
    const response = await page('/home');
    expect(response.status).toBe(200);
    const head = read(String(response.body));
    expect(head.title).toBe('トップ | JobMatch');
    expect(head.meta('description')).toContain('スキルと希望に合う求人');
    expect(head.meta('og:title')).toBe('トップ | JobMatch');
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:url')).toBe(`${ORIGIN}/home`);
    expect(head.meta('og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('og:image:alt')).toBe('JobMatch エンジニアの「次の一歩」が見つかる');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(`${ORIGIN}/og-image.png`);
    expect(head.meta('twitter:image:alt')).toBe(head.meta('og:image:alt'));
    expect(head.meta('robots')).toBeUndefined();
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'WebSite',
        name: 'JobMatch',
        url: `${ORIGIN}/`,
        potentialAction: expect.objectContaining({
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${ORIGIN}/positions?search={search_term_string}`,
          },
        }),
      }),
    ]);
  });

  test('/positions names the search in its description', async () => {
    const head = read(String((await page('/positions?search=Go&filters=location.tokyo')).body));
    expect(head.title).toBe('求人を探す | JobMatch');
    expect(head.meta('description')).toMatch(/^「Go」・東京都のエンジニア求人の一覧です。/);
    expect(head.meta('og:url')).toBe(`${ORIGIN}/positions?filters=location.tokyo&search=Go`);
  });

  test("a company's page: its title, the company in the description, its logo, its Organization", async () => {
    const response = await page(`/organization/${uploaded.id}`);
    expect(response.status).toBe(200);
    const head = read(String(response.body));
    expect(head.title).toBe('企業情報 | JobMatch');
    expect(head.meta('description')).toBe(
      '株式会社アップロードの企業情報です。テスト用の会社です。',
    );
    expect(head.meta('robots')).toBeUndefined();
    expect(head.meta('og:url')).toBe(`${ORIGIN}/organization/${uploaded.id}`);
    expect(head.meta('og:image')).toBe(`${ORIGIN}/api/catalog/attachments/logo-uploaded.png`);
    expect(head.meta('og:image:alt')).toBe('株式会社アップロードのロゴ');
    expect(head.meta('twitter:card')).toBe('summary');
    expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
    expect(head.jsonLd.map((item) => item['@type'])).toEqual(['Organization', 'BreadcrumbList']);
    expect(head.jsonLd[0]).toMatchObject({
      name: '株式会社アップロード',
      url: 'https://uploaded.example/',
      logo: `${ORIGIN}/api/catalog/attachments/logo-uploaded.png`,
      address: { postalCode: '150-0002', addressRegion: '東京都', addressCountry: 'JP' },
    });

    const positions = read(String((await page(`/organization/${uploaded.id}/positions`)).body));
    expect(positions.title).toBe('募集中の求人 | JobMatch');
    expect(positions.meta('description')).toMatch(
      /^株式会社アップロードが募集している求人の一覧です。/,
    );
    expect(positions.jsonLd.map((item) => item['@type'])).toEqual(['BreadcrumbList']);
  });

  test('a company with a generated logo: the site image for previews, the logo in its Organization', async () => {
    const head = read(String((await page(`/organization/${org.id}`)).body));
    expect(head.meta('og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.jsonLd[0]).toHaveProperty(
      'logo',
      `${ORIGIN}/api/catalog/images/org-logo-first-paint.svg`,
    );
  });

  test.each([
    ['unknown', () => '00000000-0000-4000-8000-000000000000'],
    ['under review', () => underReview.id],
  ])('a company %s: 404 with the shell, no JSON-LD, noindex', async (_what, id) => {
    for (const path of [`/organization/${id()}`, `/organization/${id()}/positions`]) {
      const response = await page(path);
      expect(response.status).toBe(404);
      const html = String(response.body);
      expect(html).not.toContain('application/ld+json');
      expect(read(html).meta('robots')).toBe('noindex');
    }
  });

  test('a private page gets the app name, the site description and noindex', async () => {
    const response = await page('/settings/change-password');
    expect(response.status).toBe(200);
    const head = read(String(response.body));
    expect(head.title).toBe('JobMatch');
    expect(head.meta('robots')).toBe('noindex');
  });

  test('a remote that is down costs the page its hints, nothing else', async () => {
    const response = await page('/auth/login');
    expect(response.status).toBe(200);
    expect(String(response.body)).not.toContain('rel="preload"');
  });

  test('/ still lands on the shell, whatever the client accepts', async () => {
    for (const accept of ['text/html', '*/*']) {
      const response = await t.call('GET', '/', { headers: { accept }, fingerprint: null });
      expect(response.status).toBe(200);
      expect(read(String(response.body)).title).toBe('JobMatch');
    }
    const file = await page('/index.html');
    expect(read(String(file.body)).runtime).toHaveLength(1);
  });
});

describe('a link opened by a preview bot or curl: every page answers HTML, whatever it accepts', () => {
  const headers = (accept: string | undefined) => ({
    host: 'jobmatch.test',
    ...(accept === undefined ? {} : { accept }),
  });

  test.each([
    ['*/*', '*/*'],
    ['no Accept header', undefined],
    ['text/html', 'text/html'],
    ['application/json', 'application/json'],
  ])('%s: a posting, the list and the landing are pages', async (_what, accept) => {
    for (const url of [`/positions/${live.id}`, '/positions', '/home']) {
      const response = await t.call('GET', url, { headers: headers(accept), fingerprint: null });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(read(String(response.body)).title).toContain('JobMatch');
    }
    const posting = await t.call('GET', `/positions/${live.id}`, {
      headers: headers(accept),
      fingerprint: null,
    });
    expect(read(String(posting.body)).meta('og:title')).toContain(live.name);
  });

  test('a page that does not exist is the HTML 404 page, not a JSON error', async () => {
    const response = await t.call('GET', `/positions/${randomUUID()}`, {
      headers: headers('*/*'),
      fingerprint: null,
    });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('JSON only under /api/: an unknown api route is the JSON error, a missing file a plain 404', async () => {
    const api = await t.call('GET', '/api/catalog/nothing-here', {
      headers: headers('*/*'),
      fingerprint: null,
    });
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    expect(api.body).toMatchObject({ error: { code: 'route_not_found' } });

    const file = await t.call('GET', '/missing-chunk.0123abcd.js', {
      headers: headers(undefined),
      fingerprint: null,
    });
    expect(file.status).toBe(404);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');

    // a machine's path (RFC 8615) is no page for a person either
    const wellKnown = await t.call('GET', '/.well-known/openid-configuration', {
      headers: headers('*/*'),
      fingerprint: null,
    });
    expect(wellKnown.status).toBe(404);
    expect(wellKnown.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

describe('the runtime files inline', () => {
  test('one data block equal to /app-config.json and /remotes.json', async () => {
    const head = read(String((await page('/home')).body));
    expect(head.runtime).toHaveLength(1);
    const appConfig = (await t.call('GET', '/app-config.json')).body;
    const remotesConfig = (await t.call('GET', '/remotes.json')).body;
    expect(head.runtime[0]).toEqual({ appConfig, remotesConfig });
    expect(String((await page('/home')).body)).toContain(
      '<script type="application/json" id="jobmatch-runtime">',
    );
  });

  test('the remote list is read afresh for every page', async () => {
    const file = path.join(dir, 'remotes.json');
    const changed = {
      remotes: [{ name: 'mf_new', entry: `${remote.origin}/x.json`, routes: ['/x'] }],
    };
    await writeFile(file, JSON.stringify(changed));
    try {
      expect(read(String((await page('/x')).body)).runtime[0]!.remotesConfig).toEqual(changed);
    } finally {
      await writeFile(
        file,
        JSON.stringify({
          remotes: [
            {
              name: 'mf_positions',
              entry: `${remote.origin}/mf-manifest.json`,
              routes: ['/home', '/positions'],
            },
          ],
        }),
      );
    }
  });

  test('a new shell build (index.html with a new modification time) is used at once', async () => {
    const file = path.join(dir, 'dist', 'index.html');
    await writeFile(file, INDEX_HTML.replace('/main.js', '/main.v2.js'));
    await utimes(file, new Date(), new Date(Date.now() + 60_000));
    expect(String((await page('/home')).body)).toContain('<script defer src=/main.v2.js>');
  });
});
