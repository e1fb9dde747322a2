// Chat test data through the api's public HTTP surface (docs/chat.md#api): the demo company's
// postings to apply to, the topic an application opened, and messages written as either side.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Account } from './api';
import { findProducts, type Product } from './catalog';
import { apiLogin } from './company';

/** The demo company's member (README): answers from the company inbox. */
export const DEMO_MEMBER = { email: 'member@jobmatch.example', password: 'Member1234!' };

interface Caller {
  userId: string;
  headers: Record<string, string>;
}

/** Logs in through the api; the access token's subject is the user id. */
async function callerOf(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<Caller> {
  const headers = await apiLogin(request, credentials);
  const token = headers.authorization!.replace('Bearer ', '');
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
  };
  return { userId: claims.sub, headers };
}

/** The demo member's organization (the demo catalogue's first company) and a posting of it. */
export async function demoCompanyPosting(
  request: APIRequestContext,
  skip = 0,
): Promise<{ organizationId: string; posting: Product }> {
  const member = await callerOf(request, DEMO_MEMBER);
  const memberships = await request.get(
    `/api/organization/users/${encodeURIComponent(member.userId)}/organizations`,
    { headers: member.headers },
  );
  expect(memberships.status(), await memberships.text()).toBe(200);
  const { value } = (await memberships.json()) as { value: { organization: { id: string } }[] };
  const organizationId = value[0]?.organization.id;
  expect(organizationId, 'the demo member belongs to a company').toBeTruthy();
  const page = await findProducts(request, {
    $filter: `organizationId eq '${organizationId}'`,
    $top: skip + 1,
  });
  const posting = page.value[skip];
  expect(posting, 'the demo company has public postings').toBeTruthy();
  return { organizationId: organizationId!, posting: posting! };
}

interface TopicSummary {
  id: string;
  name: string;
  unreadCount: number;
}

/** The job seeker's topics, newest activity first. */
export async function topicsOf(
  request: APIRequestContext,
  account: Account,
): Promise<TopicSummary[]> {
  const seeker = await callerOf(request, account);
  const response = await request.get(
    `/api/chat/users/${encodeURIComponent(seeker.userId)}/topics`,
    { headers: seeker.headers },
  );
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { value: TopicSummary[] }).value;
}

/** Writes `contents` into the topic one after the other, as the job seeker. */
export async function writeAsSeeker(
  request: APIRequestContext,
  account: Account,
  topicId: string,
  contents: readonly string[],
): Promise<void> {
  const seeker = await callerOf(request, account);
  for (const content of contents) {
    const response = await request.post('/api/chat/messages', {
      headers: seeker.headers,
      data: { topicId, content, senderId: seeker.userId, senderType: 'normalUser' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** Writes `content` into the topic as the demo company's member (the side comes from the caller). */
export async function writeAsMember(
  request: APIRequestContext,
  topicId: string,
  content: string,
): Promise<void> {
  const member = await callerOf(request, DEMO_MEMBER);
  const response = await request.post('/api/chat/messages', {
    headers: member.headers,
    data: { topicId, content },
  });
  expect(response.status(), await response.text()).toBe(201);
}
