import { randomUUID } from 'node:crypto';
import type { JobPostingInput } from '@jobmatch/shared/schemas';
import { STATUS_MAILS } from '../src/services/orders/orders-module';
import { insertOrganizations } from '../src/services/organizations/organizations-module';
import { makeOrganization } from './catalog-fixtures';
import {
  companyUser,
  createCompany,
  outcome,
  suspendMember,
  type Caller,
} from './company-fixtures';
import type { TestApp } from './helper';

// Postings and applicants of the company side (docs/jobs.md): a valid posting body, title
// images, applications, and the callers every company route is tried with.

export const CATALOG = '/api/catalog';
export const ORDER = '/api/order';
export const DAY = 86_400_000;

/** A complete, valid posting body (`jobPostingInputSchema`). */
export const jobPosting = (overrides: Partial<JobPostingInput> = {}): JobPostingInput => ({
  name: 'バックエンドエンジニア（Go／決済基盤）',
  categoryId: 'backend_engineer',
  description: '決済基盤の設計と開発をお任せします。',
  positionRequirements: 'Go による Web API 開発の経験',
  workCompensation: '月給 500,000円〜',
  compensationType: 'month',
  compensationAmount: 500_000,
  employmentType: 'full_time',
  annualSalaryMin: 6_000_000,
  annualSalaryMax: 8_000_000,
  workStyle: 'hybrid',
  contractMonths: null,
  workStartTime: '09:00',
  workEndTime: '18:00',
  addressLine1: '東京都',
  addressLine2: '千代田区',
  locationNotes: '神田駅 徒歩5分',
  supportsRemoteWork: true,
  skills: ['go', 'postgresql'],
  images: [],
  publication: { since: null, until: null },
  ...overrides,
});

/** Creates a posting through the api (`status` ACTIVE by default) and answers its JSON. */
export async function createPosting(
  t: TestApp,
  caller: Caller,
  orgId: string,
  overrides: Partial<JobPostingInput> & { status?: 'DRAFT' | 'ACTIVE' } = {},
) {
  const response = await t.call('POST', `${CATALOG}/orgs/${orgId}/products`, {
    token: caller.accessToken,
    body: { ...jobPosting(overrides), status: overrides.status ?? 'ACTIVE' },
  });
  if (response.status !== 201)
    throw new Error(`posting not created: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A registered attachment of the organization (as `POST /orgs/{orgId}/attachments` leaves it); its url. */
export async function registerImage(
  t: TestApp,
  orgId: string,
  { type = 'title_image', isPublic = true }: { type?: string; isPublic?: boolean } = {},
): Promise<string> {
  const objectId = `orgs/${orgId}/${randomUUID()}.png`;
  await t.db.query(
    `INSERT INTO attachments (id, organization_id, object_id, owner_id, type, is_public, content_type, content_length, created_at)
     VALUES ($1, $2, $3, $2, $4, $5, 'image/png', 100, $6)`,
    [randomUUID(), orgId, objectId, type, isPublic, t.clock()],
  );
  return `/api/catalog/files/${objectId}`;
}

/** A member of the organization who has since been suspended (still signed in). */
export async function suspendedMember(t: TestApp, orgId: string): Promise<Caller> {
  const caller = await companyUser(t, orgId, 'member');
  await suspendMember(t, orgId, caller.id);
  return caller;
}

/** A company still waiting for approval, with its signed-in owner. */
export async function pendingCompany(t: TestApp) {
  const org = makeOrganization();
  await insertOrganizations(t.db, [org]);
  await t.db.query(`UPDATE organizations SET status = 'pending' WHERE id = $1`, [org.id]);
  return { id: org.id, owner: await companyUser(t, org.id, 'owner') };
}

/** A job seeker who may apply: verified, sign-up wizard finished. */
export const jobSeeker = (t: TestApp) => t.createUser({ profileComplete: true });

/** Applies to a posting as the job seeker does; answers the order JSON. */
export async function applyTo(t: TestApp, seeker: Caller, orgId: string, productId: string) {
  const response = await t.call('POST', `${ORDER}/orgs/${orgId}/orders`, {
    token: seeker.accessToken,
    body: { items: [{ productId, quantity: 1 }] },
  });
  if (response.status !== 201)
    throw new Error(`not applied: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/**
 * Runs the status mail job as if its grace period and the hour between two mails had passed
 * (docs/conversations.md#status-mails): each call an hour and a minute later than the one before,
 * with the test clock (which signs the tokens) left where it is.
 */
export function statusMailSettler(t: TestApp) {
  let hours = 0;
  return async () => {
    hours += 1;
    const job = t.app.periodicJobs.jobs.get(STATUS_MAILS);
    if (!job) throw new Error('no status mail job');
    return job.run(new Date(t.clock().getTime() + hours * 61 * 60_000));
  };
}

/**
 * Everyone a company route refuses, with the answer each gets (docs/jobs.md#api): no token, a job
 * seeker, a platform administrator, another company's owner, a suspended member.
 */
export async function createRefusedCallers(t: TestApp, orgId: string) {
  const other = await createCompany(t);
  return {
    callers: {
      guest: undefined,
      jobSeeker: await t.createUser(),
      platformAdmin: await t.createUser({ typeId: '100' }),
      otherCompanyOwner: other.owner,
      suspendedMember: await suspendedMember(t, orgId),
    } as Record<string, Caller | undefined>,
    expected: {
      guest: [401, 'check_token_error'],
      jobSeeker: [403, 'no_permission'],
      platformAdmin: [403, 'no_permission'],
      otherCompanyOwner: [404, 'not_found'],
      suspendedMember: [403, 'no_permission'],
    } as Record<string, [number, string]>,
    other,
  };
}

/** A refusal as the tests compare it: status, error code and the field it names. */
export const outcomeAt = (response: {
  status: number;
  body: { error?: { code?: string; target?: string } };
}) => [...outcome(response), response.body?.error?.target];

type RefusedCallers = Awaited<ReturnType<typeof createRefusedCallers>>;

/**
 * Calls every route as every caller of `refused`: what each got and what each should have got,
 * as rows `[who, method, url, status, code]` for one `toEqual`.
 */
export async function callAsRefused(
  t: TestApp,
  refused: RefusedCallers,
  routes: ReadonlyArray<[method: string, url: string, body?: Record<string, unknown>]>,
) {
  const got: unknown[][] = [];
  const expected: unknown[][] = [];
  for (const [method, url, body] of routes)
    for (const [who, caller] of Object.entries(refused.callers)) {
      const response = await t.call(method as 'GET', url, { token: caller?.accessToken, body });
      got.push([who, method, url, ...outcome(response)]);
      expected.push([who, method, url, ...(refused.expected[who] as [number, string])]);
    }
  return { got, expected };
}
