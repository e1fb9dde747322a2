// Test data of the chat screens (docs/chat.md#api shapes). Jest only.
import type {
  ChatTopic,
  User,
  UserOrganization,
  UserOrganizationList,
} from '@jobmatch/shared/contracts';
import { createChatMessage, createTestUser } from '@jobmatch/shared/testing';

export const ORG_ID = 'org-1';
export const SEEKER_ID = 'user-1';
export const MEMBER_ID = 'member-1';

/** The api's paths of the chat screens, as mockApi keys them. */
export const chatApi = {
  userTopics: `/api/chat/users/${SEEKER_ID}/topics`,
  orgTopics: `/api/chat/organizations/${ORG_ID}/topics`,
  topic: '/api/chat/topics/:topicId',
  messages: '/api/chat/topics/:topicId/messages',
  send: '/api/chat/messages',
  markRead: '/api/chat/messages:mark-read',
  messageTemplates: '/api/chat/topics/:topicId/message-templates',
  userOrganizations: '/api/organization/users/:userId/organizations',
};

export function createSeeker(): User {
  return createTestUser({ id: SEEKER_ID });
}

export function createMember(): User {
  return createTestUser({ id: MEMBER_ID, typeId: '010', name: '佐藤 花子' });
}

export function membershipsOf(): UserOrganizationList {
  return {
    value: [
      {
        role: 'member',
        memberStatus: 'active',
        organization: {
          id: ORG_ID,
          name: '株式会社ジョブマッチ',
        } as UserOrganization['organization'],
      },
    ],
  };
}

export function createTopic(overrides: Partial<ChatTopic> = {}): ChatTopic {
  const id = overrides.id ?? 'topic-1';
  return {
    id,
    name: '株式会社ジョブマッチ/ バックエンドエンジニア ',
    organizationId: ORG_ID,
    userId: SEEKER_ID,
    orderId: 'order-1',
    productId: 'product-1',
    owners: [
      { id: ORG_ID, name: '株式会社ジョブマッチ', iconImageUri: null, type: 'organization' },
      { id: SEEKER_ID, name: '山田 太郎', iconImageUri: null, type: 'user' },
    ],
    lastMessage: createChatMessage({ topicId: id }),
    lastMessageAt: '2026-11-20T01:00:00.000Z',
    createdAt: '2026-11-19T01:00:00.000Z',
    unreadCount: 0,
    orderKind: 'application',
    closed: null,
    ...overrides,
  };
}
