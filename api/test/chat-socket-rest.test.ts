import type { ChatMessage, ChatReadEvent } from '@jobmatch/shared/contracts';
import { collect } from './chat-socket-client';
import { CHAT, openTopic, postChatMessage, setUpChatSocketApp } from './chat-socket-fixtures';
import { createCompany, type Company } from './company-fixtures';
import { waitUntil } from './support/time-limits';

// The REST side and the socket together (docs/chat.md#socket): what `POST /messages` stores and
// `POST /messages:mark-read` moves reaches the sockets of both sides of the topic, and nobody else's.

const t = setUpChatSocketApp();
let company: Company;

beforeAll(async () => {
  company = await createCompany(t);
});

test('a message posted over REST reaches the other side’s sockets with isOwnMessage per side, and no outsider', async () => {
  const { topicId, seeker } = await openTopic(t, company);
  const outsider = await openTopic(t, company); // another applicant of the same company
  const otherCompany = await createCompany(t);

  const seekerSocket = await t.listen(seeker.accessToken, { userId: seeker.id });
  const memberSocket = await t.listen(company.member.accessToken, { organizationId: company.id });
  const outsiderSocket = await t.listen(outsider.seeker.accessToken, {
    userId: outsider.seeker.id,
  });
  const otherCompanySocket = await t.listen(otherCompany.owner.accessToken, {
    organizationId: otherCompany.id,
  });
  const received = {
    seeker: collect<ChatMessage>(seekerSocket, 'message'),
    member: collect<ChatMessage>(memberSocket, 'message'),
    outsider: collect<ChatMessage>(outsiderSocket, 'message'),
    otherCompany: collect<ChatMessage>(otherCompanySocket, 'message'),
  };

  const question = await postChatMessage(t, {
    topicId,
    sender: seeker,
    senderType: 'normalUser',
    content: '面接の日程を教えてください。',
  });
  const answerInput = {
    topicId,
    sender: company.owner,
    senderType: 'organization',
    content: '来週の火曜日はいかがでしょうか。',
    clientMessageId: 'owner-1',
  } as const;
  const answer = await postChatMessage(t, answerInput);
  await waitUntil(
    () => received.seeker.length === 2 && received.member.length === 2,
    'both messages on both sides',
  );
  const strip = ({ isOwnMessage: _own, readStatus: _read, ...rest }: ChatMessage) => rest;
  expect(received.seeker.map(strip)).toEqual([strip(question), strip(answer)]);
  expect(received.member.map(strip)).toEqual([strip(question), strip(answer)]);
  expect(received.seeker.map((m) => m.isOwnMessage)).toEqual([true, false]);
  // the organization's side: every member's socket counts the company's messages as its own
  expect(received.member.map((m) => m.isOwnMessage)).toEqual([false, true]);
  expect(received.member.map((m) => m.sequence)).toEqual([2, 3]);

  // a resend with the same client id is the stored message: nothing new is announced
  await postChatMessage(t, answerInput);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(received.seeker).toHaveLength(2);
  expect(received.outsider).toEqual([]);
  expect(received.otherCompany).toEqual([]);
});

test('marking read emits `read` to both sides', async () => {
  const { topicId, seeker } = await openTopic(t, company);
  const seekerSocket = await t.listen(seeker.accessToken, { userId: seeker.id });
  const memberSocket = await t.listen(company.admin.accessToken, { organizationId: company.id });
  const reads = {
    seeker: collect<ChatReadEvent>(seekerSocket, 'read'),
    member: collect<ChatReadEvent>(memberSocket, 'read'),
  };
  const message = await postChatMessage(t, {
    topicId,
    sender: seeker,
    senderType: 'normalUser',
    content: 'よろしくお願いします。',
  });
  const marked = await t.call('POST', `${CHAT}/messages:mark-read`, {
    token: company.admin.accessToken,
    body: { messageId: message.id, userId: company.admin.id },
  });
  expect(marked.status).toBe(200);
  await waitUntil(() => reads.seeker.length === 1 && reads.member.length === 1, 'the read event');
  const expected: ChatReadEvent = { topicId, side: 'organization', sequence: message.sequence };
  expect(reads).toEqual({ seeker: [expected], member: [expected] });
});
