import type { MemberRole } from '@jobmatch/shared/contracts';
import { insertOrganizations } from '../src/services/organizations/organizations-module';
import { makeOrganization } from './catalog-fixtures';
import type { TestApp } from './helper';

// The company side's callers (docs/company.md#api): a normal organization with a signed-in
// owner, admin and member, and the outsiders every route is tried with.

/** The organization service's routes. */
export const ORG = '/api/organization';

export type Caller = Awaited<ReturnType<TestApp['createUser']>>;

/** A company user of `organizationId` with `role`, signed in (a company user needs the membership first). */
export const companyUser = (t: TestApp, organizationId: string, role: MemberRole) =>
  t.createUser({ typeId: '010', memberOf: { organizationId, role } });

/** Suspends the user's membership straight in the database (they stay signed in). */
export const suspendMember = (t: TestApp, organizationId: string, userId: string) =>
  t.db.query(
    `UPDATE organization_members SET status = 'suspended' WHERE organization_id = $1 AND user_id = $2`,
    [organizationId, userId],
  );

/** A normal, registered organization with a signed-in owner, admin and member. */
export async function createCompany(t: TestApp) {
  const org = makeOrganization();
  await insertOrganizations(t.db, [org]);
  return {
    id: org.id,
    name: org.name,
    owner: await companyUser(t, org.id, 'owner'),
    admin: await companyUser(t, org.id, 'admin'),
    member: await companyUser(t, org.id, 'member'),
  };
}
export type Company = Awaited<ReturnType<typeof createCompany>>;

/** Everyone outside the company: a job seeker, another company's owner and member, a platform administrator. */
export async function createOutsiders(t: TestApp) {
  const other = await createCompany(t);
  return {
    jobSeeker: await t.createUser(),
    otherOrgOwner: other.owner,
    otherOrgMember: other.member,
    platformAdmin: await t.createUser({ typeId: '100' }),
  };
}

/** `[status, code]` of an answer, so a table of callers reads as one expectation each. */
export const outcome = (response: { status: number; body: { error?: { code?: string } } }) => [
  response.status,
  response.body?.error?.code,
];

const ACCEPT_INVITATION_PATH = '/company/auth/accept-invitation/';

/** The invitation and its one-off token from the last link mailed to `email` (`{ACCEPT_INVITATION_PATH}{id}/{token}?email=…`). */
export async function mailedInvitationLink(t: TestApp, email: string) {
  const url = new URL((await t.lastMail(email))?.links[0] ?? 'http://none');
  const [id, token] = url.pathname
    .slice(ACCEPT_INVITATION_PATH.length)
    .split('/')
    .map(decodeURIComponent);
  return { id: id ?? '', token: token ?? '' };
}
