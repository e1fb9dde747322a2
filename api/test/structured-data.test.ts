import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import { insertFixtures, makeOrganization, makeProduct } from './catalog-fixtures';
import { createTestApp, type TestApp } from './helper';
import { SLOW_BY_DESIGN_MS } from './support/time-limits';

// docs/shell.md#first-html: the JSON-LD of every public page type, as the first HTML carries it
// for the demo's seeded postings and companies, passes @adobe/structured-data-validator (Google's
// rich-results requirements and recommendations) without an error, and without a warning but the
// optional fields Google keeps for what the posting is not (remote work, an end date).

const INDEX_HTML =
  '<!doctype html><html lang=ja><head><meta charset=utf-8><title>JobMatch</title>' +
  '<script defer src=/main.js></script></head><body><div id=root></div></body></html>';
const PAGE = { accept: 'text/html,application/xhtml+xml', host: 'jobmatch.test' };

const LONG_AGO = new Date('2020-01-01T00:00:00Z');
const FAR_AHEAD = new Date('2099-01-01T00:00:00Z');

/** What the demo seed may not have: an uploaded logo with a website, remote and side-job postings. */
const uploaded = makeOrganization({
  name: '株式会社リモートファースト',
  logoImageUri: '/api/catalog/attachments/logo-remote-first.png',
  website: 'https://remote-first.example',
});
const listed = { publicationSince: LONG_AGO, publicationUntil: FAR_AHEAD, publishedAt: LONG_AGO };
const remoteAnywhere = makeProduct(uploaded.id, {
  ...listed,
  name: 'フルリモートのSRE',
  addressLine1: null,
  addressLine2: null,
  supportsRemoteWork: true,
  workStyle: 'full_remote',
  employmentType: 'full_time',
  annualSalaryMin: 7_000_000,
  annualSalaryMax: 9_000_000,
});
const sideJob = makeProduct(uploaded.id, {
  ...listed,
  name: '【副業】フロントエンドエンジニア',
  employmentType: 'side_job',
  compensationType: 'hour',
  compensationAmount: 4000,
  compensationAmountMax: 6000,
  workStyle: 'hybrid',
  supportsRemoteWork: true,
});

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jobmatch-structured-data-'));
  await mkdir(path.join(dir, 'dist'));
  await writeFile(path.join(dir, 'dist', 'index.html'), INDEX_HTML);
  await writeFile(path.join(dir, 'remotes.json'), JSON.stringify({ remotes: [] }));
  t = await createTestApp({
    seedDemo: true,
    env: {
      SHELL_DIST: path.join(dir, 'dist'),
      REMOTES_FILE: path.join(dir, 'remotes.json'),
      APP_NAME: 'JobMatch',
    },
  });
  await insertFixtures(t.db, [uploaded], [remoteAnywhere, sideJob]);
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** The JSON-LD of a page's first HTML, as a crawler reads it (no script run). */
async function jsonLdOf(url: string): Promise<Array<Record<string, unknown>>> {
  const response = await t.call('GET', url, { headers: PAGE, fingerprint: null });
  expect(response.status).toBe(200);
  return [
    ...String(response.body).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

/** The validator's findings for a page: `SEVERITY type.path: message`, in a readable form. */
async function findingsOf(url: string): Promise<string[]> {
  const items = await jsonLdOf(url);
  // grouped by type, as @marbec/web-auto-extractor hands a page's JSON-LD to the validator
  const jsonld: Record<string, object[]> = {};
  for (const item of items) (jsonld[String(item['@type'])] ??= []).push(structuredClone(item));
  const issues: ValidationIssue[] = await new Validator().validate({ jsonld });
  return issues.map(
    (issue) =>
      `${issue.severity} ${[issue.rootType, ...(issue.path ?? []).slice(1).map((step) => step.property)].join('.')}: ${issue.issueMessage}`,
  );
}

/** Every id a catalogue list walks through. */
async function viewablePostings(): Promise<Array<{ id: string; organizationId: string }>> {
  const postings: Array<{ id: string; organizationId: string }> = [];
  let token: string | null = null;
  do {
    const response = await t.call('GET', '/api/catalog/products', {
      query: { $top: '100', ...(token ? { $nextToken: token } : {}) },
    });
    expect(response.status).toBe(200);
    postings.push(...response.body.value);
    token = response.body.nextToken;
  } while (token);
  return postings;
}

/**
 * The validator recommends `jobLocationType` and `applicantLocationRequirements` on every
 * JobPosting, but Google's guidelines give them to remote jobs only: `TELECOMMUTE` is "remote 100%
 * of the time", `applicantLocationRequirements` where a remote employee may live. An office or
 * hybrid posting states its place (`jobLocation`) instead, and these two warnings are the truth.
 */
const ON_SITE_WARNINGS = [
  'WARNING JobPosting: Missing field "applicantLocationRequirements" (optional)',
  'WARNING JobPosting: Missing field "jobLocationType" (optional)',
];
/** Google: a posting that never expires, or whose end is not known, has no `validThrough`. */
const OPEN_ENDED_WARNING = 'WARNING JobPosting: Missing field "validThrough" (optional)';

/** The only warnings a JobPosting may get: the ones its own facts explain. */
const explainedWarnings = (job: Record<string, unknown>) =>
  [
    ...(job.jobLocationType === 'TELECOMMUTE' ? [] : ON_SITE_WARNINGS),
    ...(job.validThrough === undefined ? [OPEN_ENDED_WARNING] : []),
  ].sort();

describe('the JSON-LD of every public page type passes the rich-results validator', () => {
  test('the site: /, /home, the list, sign-in pages', async () => {
    const findings: Record<string, string[]> = {};
    for (const url of [
      '/',
      '/home',
      '/positions',
      '/positions?search=Go&filters=location.tokyo',
      '/auth/login',
      '/auth/sign-up',
    ])
      findings[url] = await findingsOf(url);
    expect(findings).toEqual(Object.fromEntries(Object.keys(findings).map((url) => [url, []])));
    // the landing names the site; sign-in pages are no rich result
    expect((await jsonLdOf('/home')).map((item) => item['@type'])).toEqual(['WebSite']);
    expect(await jsonLdOf('/auth/login')).toEqual([]);
  });

  test(
    'every seeded posting: a JobPosting and its breadcrumb',
    async () => {
      const postings = await viewablePostings();
      expect(postings.length).toBeGreaterThan(10);
      expect(postings.map((posting) => posting.id)).toEqual(
        expect.arrayContaining([remoteAnywhere.id, sideJob.id]),
      );
      const findings: Record<string, string[]> = {};
      const expected: Record<string, string[]> = {};
      for (const { id } of postings) {
        const url = `/positions/${id}`;
        const [job] = await jsonLdOf(url);
        expect(job).toMatchObject({ '@type': 'JobPosting', directApply: true });
        findings[url] = (await findingsOf(url)).sort();
        expected[url] = explainedWarnings(job!);
      }
      expect(findings).toEqual(expected);
      // the explained ones aside, the seed has postings of every kind
      const kinds = Object.values(expected);
      expect(kinds).toContainEqual([]);
      expect(kinds).toContainEqual(ON_SITE_WARNINGS);
      // the fixture's fully remote posting without an office: nothing to warn of at all
      expect(findings[`/positions/${remoteAnywhere.id}`]).toEqual([]);
    },
    SLOW_BY_DESIGN_MS,
  );

  test('every company of a seeded posting: its Organization and the breadcrumbs', async () => {
    const companies = [...new Set((await viewablePostings()).map((p) => p.organizationId))];
    expect(companies).toContain(uploaded.id);
    const findings: Record<string, string[]> = {};
    for (const id of companies) {
      for (const url of [`/organization/${id}`, `/organization/${id}/positions`])
        findings[url] = await findingsOf(url);
      expect((await jsonLdOf(`/organization/${id}`)).map((item) => item['@type'])).toEqual([
        'Organization',
        'BreadcrumbList',
      ]);
    }
    expect(findings).toEqual(Object.fromEntries(Object.keys(findings).map((url) => [url, []])));
  });
});
