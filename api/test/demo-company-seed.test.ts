import { DEMO_APPLICATIONS, DEMO_COMPANY_ACCOUNTS } from '../src/seed/demo-company';
import { ORG } from './company-fixtures';
import { createTestApp, type TestApp } from './helper';

// The company side's demo data (docs/api.md#demo-seed): an owner and a member of a registered
// demo company, and applications waiting for the administrator.

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
