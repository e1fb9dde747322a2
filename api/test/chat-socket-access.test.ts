import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { ChatReadEvent } from '@jobmatch/shared/contracts';
import { collect, subscribe } from './chat-socket-client';
import {
  announceChatEvent,
  setUpChatSocketApp,
  startSecondApi,
  testOnTwoApis,
} from './chat-socket-fixtures';
import { createCompany, ORG } from './company-fixtures';
import { FINGERPRINT, PASSWORD } from './helper';
import { waitUntil } from './support/time-limits';

// A socket outlives no change of its user's access (docs/chat.md#socket-in-the-api): a logout, a
// deactivation, an admin lock or a member's suspension, removal or new role disconnects the
// sockets concerned ("io server disconnect"), and the handshake and `subscribe` of the client's
// next connection decide again.

const AUTH = '/api/demand-auth';
const USERS = '/api/demand-user';

const t = setUpChatSocketApp();
const connect = (token: string, fingerprint?: string) => t.connect(token, { fingerprint });
/** Resolves with the reason the socket is disconnected for. */
const disconnection = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

/**
 * A read event announced after the change: NOTIFYs reach the fan-out in commit order, so once it
 * arrives the change has been handled, and the sockets still connected were meant to stay.
 */
async function expectStillListening(
  socketsKept: Socket[],
  userId: string,
  organizationId: string,
): Promise<void> {
  const reads = socketsKept.map((socket) => collect<ChatReadEvent>(socket, 'read'));
  const read: ChatReadEvent = { topicId: randomUUID(), side: 'user', sequence: 1 };
  await announceChatEvent(t.db, { type: 'read', userId, organizationId, read });
  await waitUntil(() => reads.every((received) => received.length === 1), 'the read event');
  for (const socket of socketsKept) expect(socket.connected).toBe(true);
}

const patchMember = (
  company: Awaited<ReturnType<typeof createCompany>>,
  userId: string,
  body: unknown,
) =>
  t.call('PATCH', `${ORG}/organizations/${company.id}/members/${userId}`, {
    token: company.owner.accessToken,
    body,
  });

describe('member changes', () => {
  test('a suspended member is disconnected and refused at the next subscribe; resumed, they subscribe again', async () => {
    const company = await createCompany(t);
    const memberSocket = await t.listen(company.member.accessToken, { organizationId: company.id });
    const adminSocket = await t.listen(company.admin.accessToken, { organizationId: company.id });

    const dropped = disconnection(memberSocket);
    expect((await patchMember(company, company.member.id, { status: 'suspended' })).status).toBe(
      200,
    );
    expect(await dropped).toBe('io server disconnect');
    await expectStillListening([adminSocket], randomUUID(), company.id);

    // the suspension ended the login itself: the handshake refuses it
    expect(await t.handshake({ token: company.member.accessToken })).toBe('token_invalidated');

    expect((await patchMember(company, company.member.id, { status: 'active' })).status).toBe(200);
    const { accessToken } = await t.login(company.member.email);
    const resumed = await t.listen(accessToken, { organizationId: company.id });
    await expectStillListening([resumed, adminSocket], randomUUID(), company.id);
  });

  test('a new role disconnects the member, who subscribes again as before', async () => {
    const company = await createCompany(t);
    const socket = await t.listen(company.member.accessToken, { organizationId: company.id });
    const dropped = disconnection(socket);
    expect((await patchMember(company, company.member.id, { role: 'admin' })).status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    await t.listen(company.member.accessToken, { organizationId: company.id });
  });

  test('a removed member is disconnected and refused; a refused change disconnects nobody', async () => {
    const company = await createCompany(t);
    const memberSocket = await t.listen(company.member.accessToken, { organizationId: company.id });
    const ownerSocket = await t.listen(company.owner.accessToken, { organizationId: company.id });

    // the last active owner cannot suspend themself: the transaction rolls back, with its NOTIFY
    const refused = await patchMember(company, company.owner.id, { status: 'suspended' });
    expect(refused.body.error?.code).toBe('organization_last_owner');

    const dropped = disconnection(memberSocket);
    const removal = await t.call(
      'DELETE',
      `${ORG}/organizations/${company.id}/members/${company.member.id}`,
      {
        token: company.owner.accessToken,
      },
    );
    expect(removal.status).toBe(204);
    expect(await dropped).toBe('io server disconnect');
    await expectStillListening([ownerSocket], randomUUID(), company.id);

    // the removal ended the member's login too
    expect(await t.handshake({ token: company.member.accessToken })).toBe('token_invalidated');
  });
});

describe('logins and accounts', () => {
  test('a logout ends the sockets of that login only', async () => {
    const seeker = await t.createUser();
    const otherDevice = await t.login(seeker.email, PASSWORD, 'device-2');
    const ended = await connect(seeker.accessToken);
    const endedToo = await connect(seeker.accessToken);
    const kept = await connect(otherDevice.accessToken, 'device-2');
    for (const socket of [ended, endedToo, kept])
      expect(await subscribe(socket, { userId: seeker.id })).toEqual({ ok: true });

    const dropped = [disconnection(ended), disconnection(endedToo)];
    const logout = await t.call('POST', `${AUTH}/users/${seeker.id}/logout`, {
      token: seeker.accessToken,
    });
    expect(logout.status).toBe(204);
    expect(await Promise.all(dropped)).toEqual(['io server disconnect', 'io server disconnect']);
    await expectStillListening([kept], seeker.id, randomUUID());
    expect(await t.handshake({ token: seeker.accessToken })).toBe('token_invalidated');
  });

  test('an administrator logging a user out, a deactivation and a lock end all their sockets', async () => {
    const admin = await t.createUser({ typeId: '100' });
    const changes = [
      (id: string) => t.call('POST', `${AUTH}/users/${id}/logout`, { token: admin.accessToken }),
      (id: string, token: string) =>
        t.call('POST', `${USERS}/users/deactivate`, {
          token,
          body: { userId: id, password: PASSWORD },
        }),
      (id: string) => t.call('POST', `${USERS}/users/${id}/lock`, { token: admin.accessToken }),
    ];
    for (const change of changes) {
      const seeker = await t.createUser();
      const otherDevice = await t.login(seeker.email, PASSWORD, 'device-2');
      const mine = [
        await connect(seeker.accessToken),
        await connect(otherDevice.accessToken, 'device-2'),
      ];
      for (const socket of mine) await subscribe(socket, { userId: seeker.id });
      const dropped = mine.map(disconnection);
      const answer = await change(seeker.id, seeker.accessToken);
      expect(answer.status).toBeLessThan(300);
      expect(await Promise.all(dropped)).toEqual(['io server disconnect', 'io server disconnect']);
      expect(await t.handshake({ token: seeker.accessToken })).toBe('token_invalidated');
    }
  });

  test('a password change ends the other logins’ sockets and keeps its own', async () => {
    const seeker = await t.createUser();
    const otherDevice = await t.login(seeker.email, PASSWORD, 'device-2');
    const own = await connect(seeker.accessToken);
    const other = await connect(otherDevice.accessToken, 'device-2');
    for (const socket of [own, other]) await subscribe(socket, { userId: seeker.id });
    const dropped = disconnection(other);
    const change = await t.call('PATCH', `${USERS}/users/${seeker.id}/change_password`, {
      token: seeker.accessToken,
      body: { password: PASSWORD, newPassword: 'brandnew99' },
    });
    expect(change.status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    await expectStillListening([own], seeker.id, randomUUID());
  });

  test('a deleted account’s sockets end', async () => {
    const seeker = await t.createUser();
    const socket = await t.listen(seeker.accessToken, { userId: seeker.id });
    const dropped = disconnection(socket);
    const deletion = await t.call('DELETE', `${USERS}/users/${seeker.id}`, {
      token: seeker.accessToken,
    });
    expect(deletion.status).toBe(204);
    expect(await dropped).toBe('io server disconnect');
  });
});

// On PostgreSQL every api process LISTENs: a change made through one disconnects the sockets of
// the others.
testOnTwoApis('a suspension through B disconnects the member on A', async () => {
  const b = await startSecondApi(t);
  try {
    const company = await createCompany(t);
    const onA = await connect(company.member.accessToken);
    const onB = await t.connect(company.member.accessToken, { origin: b.origin });
    for (const socket of [onA, onB]) await subscribe(socket, { organizationId: company.id });
    const dropped = [disconnection(onA), disconnection(onB)];
    const suspension = await b.app.inject({
      method: 'PATCH',
      url: `${ORG}/organizations/${company.id}/members/${company.member.id}`,
      headers: {
        authorization: `Bearer ${company.owner.accessToken}`,
        'x-nb-fingerprint': FINGERPRINT,
      },
      payload: { status: 'suspended' },
    });
    expect(suspension.statusCode).toBe(200);
    expect(await Promise.all(dropped)).toEqual(['io server disconnect', 'io server disconnect']);
  } finally {
    await b.close();
  }
});

test('sockets not concerned stay connected: another user’s change does not reach them', async () => {
  const seeker = await t.createUser();
  const bystander = await t.createUser();
  const socket = await t.listen(bystander.accessToken, { userId: bystander.id });
  await t.call('POST', `${AUTH}/users/${seeker.id}/logout`, { token: seeker.accessToken });
  await expectStillListening([socket], bystander.id, randomUUID());
});
