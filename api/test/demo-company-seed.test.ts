import {
  COMPANY_ORDER_STATUSES,
  PUBLICATION_STATES,
  publicationStateOf,
} from '@jobmatch/shared/domain';
import { DEMO_APPLICANTS } from '../src/seed/demo-applicants';
import { DEMO_APPLICATIONS, DEMO_COMPANY_ACCOUNTS } from '../src/seed/demo-company';
import { DEMO_COMPANY_JOB_IDS } from '../src/seed/demo-company-jobs';
import { ORG } from './company-fixtures';
import { createTestApp, type TestApp } from './helper';

// The company side's demo data (docs/api.md#demo-seed): an owner and a member of a registered
// demo company, applications waiting for the administrator, the company's postings in every
// state and its applicants (docs/jobs.md#demo-data).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

describe('demo company side', () => {
  test('the owner and the member sign in and work for the same registered demo company', async () => {
    const [ownerAccount, memberAccount] = DEMO_COMPANY_ACCOUNTS;
    expect(ownerAccount).toMatchObject({ email: 'owner@jobmatch.example', password: 'Owner1234!' });
    expect(memberAccount).toMatchObject({
      email: 'member@jobmatch.example',
      password: 'Member1234!',
    });
    const places = [];
    for (const account of DEMO_COMPANY_ACCOUNTS) {
      const session = await t.login(account.email, account.password);
      const me = await t.call('GET', `/api/demand-user/users/${session.userId}`, {
        token: session.accessToken,
      });
      expect(me.body).toMatchObject({ typeId: '010', emailVerified: true });
      const mine = await t.call('GET', `${ORG}/users/${session.userId}/organizations`, {
        token: session.accessToken,
      });
      expect(mine.body.value).toHaveLength(1);
      places.push(mine.body.value[0]);
    }
    const [owner, member] = places;
    expect(owner).toMatchObject({ role: 'owner', memberStatus: 'active' });
    expect(member).toMatchObject({ role: 'member', memberStatus: 'active' });
    expect(member.organization.id).toBe(owner.organization.id);
    expect(owner.organization).toMatchObject({
      status: 'normal',
      registeredAt: expect.any(String),
    });
    // one of the catalogue's companies, with postings on show
    const profile = await t.call('GET', `${ORG}/organizations/${owner.organization.id}`);
    expect(profile.body.viewableProductCount).toBeGreaterThan(0);
  });

  test('two applications wait for the administrator', async () => {
    const admin = await t.login('admin@jobmatch.example', 'admin1234');
    const pending = await t.call('GET', `${ORG}/organization-applications`, {
      token: admin.accessToken,
      query: { status: 'pending' },
    });
    expect(pending.body.total).toBe(2);
    expect(pending.body.value.map((a: { companyName: string }) => a.companyName).sort()).toEqual(
      DEMO_APPLICATIONS.map((a) => a.companyName).sort(),
    );
    const organizations = await t.call('GET', `${ORG}/organizations`, {
      token: admin.accessToken,
      query: { status: 'pending' },
    });
    expect(organizations.body.total).toBe(2);
    // every catalogue company is normal and registered
    const normal = await t.call('GET', `${ORG}/organizations`, {
      token: admin.accessToken,
      query: { status: 'normal', $top: '100' },
    });
    expect(normal.body.total).toBe(45);
    expect(normal.body.value.every((o: { registeredAt: string | null }) => o.registeredAt)).toBe(
      true,
    );
  });
});

describe('demo chat', () => {
  test('the demo job seeker has applied to the demo company and both sides have unread messages', async () => {
    const seeker = await t.login('demo@jobmatch.example', 'demo1234');
    const owner = await t.login('owner@jobmatch.example', 'Owner1234!');
    const member = await t.login('member@jobmatch.example', 'Member1234!');
    const mine = await t.call('GET', `/api/chat/users/${seeker.userId}/topics`, {
      token: seeker.accessToken,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(2);
    const organizationId = mine.body.value[0].organizationId;
    for (const topic of mine.body.value)
      expect(topic.name.startsWith('アヤメエンジニアリング株式会社/')).toBe(true);
    const [newest, conversation] = mine.body.value;
    expect(newest).toMatchObject({ unreadCount: 0, lastMessage: { sequence: 1 } });
    expect(conversation).toMatchObject({ unreadCount: 1, lastMessage: { sequence: 4 } });
    const thread = await t.call('GET', `/api/chat/topics/${conversation.id}/messages`, {
      token: seeker.accessToken,
    });
    expect(
      thread.body.value.map((m: { senderType: string; readStatus: string }) => [
        m.senderType,
        m.readStatus,
      ]),
    ).toEqual([
      ['organization', 'unread'],
      ['normalUser', 'unread'],
      ['organization', 'read'],
      ['normalUser', 'read'],
    ]);
    expect(
      (
        await t.call('GET', `/api/chat/users/${seeker.userId}/unread-count`, {
          token: seeker.accessToken,
        })
      ).body,
    ).toEqual({ unreadCount: 1 });
    for (const session of [owner, member]) {
      const unread = await t.call('GET', `/api/chat/organizations/${organizationId}/unread-count`, {
        token: session.accessToken,
      });
      expect(unread.body).toEqual({ unreadCount: 2 });
    }
    // the application is the seeker's order too
    const orders = await t.call('GET', '/api/order/orders', { token: seeker.accessToken });
    expect(orders.body.total).toBe(2);
  });
});

describe('demo postings and applicants', () => {
  /** The demo owner signed in, and their company's id. */
  async function demoOwner() {
    const owner = await t.login('owner@jobmatch.example', 'Owner1234!');
    const mine = await t.call('GET', `${ORG}/users/${owner.userId}/organizations`, {
      token: owner.accessToken,
    });
    return { owner, orgId: mine.body.value[0].organization.id as string };
  }

  test('the demo company has a draft, a scheduled, an ended and an archived posting besides its live ones', async () => {
    const { owner, orgId } = await demoOwner();
    const seeded = await Promise.all(
      Object.values(DEMO_COMPANY_JOB_IDS).map(
        async (id) =>
          (
            await t.call('GET', `/api/catalog/orgs/${orgId}/products/${id}`, {
              token: owner.accessToken,
            })
          ).body,
      ),
    );
    const now = t.clock();
    expect(seeded.map((p) => publicationStateOf(p.publication, now))).toEqual([
      'draft',
      'scheduled',
      'ended',
      'archived',
    ]);
    for (const product of seeded) expect(product.organizationId).toBe(orgId);
    const states: Record<string, number> = {};
    for (const state of PUBLICATION_STATES)
      states[state] = (
        await t.call('GET', `/api/catalog/orgs/${orgId}/products`, {
          token: owner.accessToken,
          query: { state },
        })
      ).body.total;
    expect(states).toMatchObject({ draft: expect.any(Number), scheduled: expect.any(Number) });
    for (const state of PUBLICATION_STATES) expect(states[state]).toBeGreaterThan(0);
  });

  test('six demo job seekers applied, in every status the company works with; one left the lists with the archived posting', async () => {
    const { owner, orgId } = await demoOwner();
    const applicants = await t.call('GET', `/api/order/orgs/${orgId}/orders`, {
      token: owner.accessToken,
      query: { $top: '100' },
    });
    const statuses = applicants.body.value.map((o: { status: string }) => o.status);
    for (const status of COMPANY_ORDER_STATUSES) expect(statuses).toContain(status);
    const seekerEmails = new Set(
      applicants.body.value.map((o: { customer: { email: string } }) => o.customer.email),
    );
    for (const applicant of DEMO_APPLICANTS) expect(seekerEmails).toContain(applicant.email);
    // the demo job seeker's two applications, and seven of the demo applicants' eight in the
    // lists, and one casual interview request still waiting for a reply
    expect(applicants.body.total).toBe(2 + 7 + 1);
    const casual = applicants.body.value.filter(
      (o: { customFields: { kind: string } }) => o.customFields.kind === 'casual_interview',
    );
    expect(casual).toEqual([
      expect.objectContaining({ status: 'PENDING', replyBy: expect.any(String) }),
    ]);

    const archived = await t.db.query<{ status: string; cancel_reason: string; removed: boolean }>(
      'SELECT status, cancel_reason, removed_at IS NOT NULL AS removed FROM orders WHERE product_id = $1',
      [DEMO_COMPANY_JOB_IDS.archived],
    );
    expect(archived.rows).toEqual([
      { status: 'CANCELED', cancel_reason: 'INVENTORY', removed: true },
    ]);

    // the demo applicants cannot sign in: their passwords are random
    const login = await t.call('POST', '/api/demand-auth/login', {
      body: {
        email: DEMO_APPLICANTS[0]?.email,
        password: 'demo1234',
        fingerprint: 'test-fingerprint',
      },
    });
    expect(login.status).toBe(401);
  });
});

describe('demo message templates (docs/conversations.md#message-templates)', () => {
  test("the composer of the demo company offers its own and the platform's, filled", async () => {
    const owner = await t.login('owner@jobmatch.example', 'Owner1234!');
    const mine = await t.call('GET', `${ORG}/users/${owner.userId}/organizations`, {
      token: owner.accessToken,
    });
    const orgId = mine.body.value[0].organization.id as string;
    const topics = await t.call('GET', `/api/chat/organizations/${orgId}/topics`, {
      token: owner.accessToken,
    });
    const topic = topics.body.value[0] as { id: string };
    const templates = await t.call('GET', `/api/chat/topics/${topic.id}/message-templates`, {
      token: owner.accessToken,
    });
    const value = templates.body.value as Array<{ name: string; content: string; shared: boolean }>;
    expect(value.filter((template) => !template.shared)).toHaveLength(2);
    expect(value.filter((template) => template.shared)).toHaveLength(2);
    for (const template of value) expect(template.content).not.toContain('{応募者名}');
  });
});

describe('demo interests and saved searches (docs/matching.md)', () => {
  test('the demo seeker has saved Go postings and two searches; the company sees its postings saved', async () => {
    const seeker = await t.login('demo@jobmatch.example', 'demo1234');
    const saved = await t.call('GET', `/api/catalog/users/${seeker.userId}/interests`, {
      token: seeker.accessToken,
    });
    expect(saved.body.value).toHaveLength(3);
    for (const interest of saved.body.value) {
      expect(interest.isViewable).toBe(true);
      expect(interest.product.attributes[0].value).toContain('go');
    }
    const searches = await t.call('GET', `/api/catalog/users/${seeker.userId}/saved-searches`, {
      token: seeker.accessToken,
    });
    expect(searches.body.value.map((search: { name: string }) => search.name).sort()).toEqual(
      ['Go・フルリモート', '東京都・年収 600万円以上'].sort(),
    );
    const [ownerAccount] = DEMO_COMPANY_ACCOUNTS;
    const owner = await t.login(ownerAccount!.email, ownerAccount!.password);
    const mine = await t.call('GET', `${ORG}/users/${owner.userId}/organizations`, {
      token: owner.accessToken,
    });
    const orgId = mine.body.value[0].organization.id;
    const postings = await t.call('GET', `/api/catalog/orgs/${orgId}/products`, {
      token: owner.accessToken,
      query: { $top: '100' },
    });
    const counts = postings.body.value.map((p: { interestCount: number }) => p.interestCount);
    expect(Math.max(...counts)).toBe(DEMO_APPLICANTS.length);
  });
});
