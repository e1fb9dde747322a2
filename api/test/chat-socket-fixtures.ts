import type { ChatMessage, ChatSenderType } from '@jobmatch/shared/contracts';
import { insertProducts } from '../src/services/catalog/catalog-module';
import { makeProduct } from './catalog-fixtures';
import type { Company } from './company-fixtures';
import type { TestApp } from './helper';

// A topic between a new job seeker and `company`, opened as in the product: by applying
// (docs/chat.md#topics).

export const CHAT = '/api/chat';

export type Party = Awaited<ReturnType<TestApp['createUser']>>;

export async function openTopic(t: TestApp, company: Company) {
  const product = makeProduct(company.id);
  await insertProducts(t.db, [product]);
  const seeker = await t.createUser({ profileComplete: true });
  const order = await t.call('POST', `/api/order/orgs/${company.id}/orders`, {
    token: seeker.accessToken,
    body: {
      customer: {
        name: '応募 太郎',
        nameKana: 'オウボ タロウ',
        email: seeker.email,
        phone: '09012345678',
      },
      items: [{ productId: product.id, quantity: 1 }],
    },
  });
  if (order.status !== 201) throw new Error(`apply: ${order.status} ${JSON.stringify(order.body)}`);
  const topic = await t.call('POST', `${CHAT}/topics`, {
    token: seeker.accessToken,
    body: { orderId: order.body.id },
  });
  if (topic.status !== 200 && topic.status !== 201)
    throw new Error(`topic: ${topic.status} ${JSON.stringify(topic.body)}`);
  return { topicId: topic.body.id as string, seeker };
}

/** `POST /messages` through `app.inject`, as `sender` for their side. */
export async function postChatMessage(
  t: TestApp,
  input: {
    topicId: string;
    sender: Party;
    senderType: ChatSenderType;
    content: string;
    clientMessageId?: string;
  },
): Promise<ChatMessage> {
  const response = await t.call('POST', `${CHAT}/messages`, {
    token: input.sender.accessToken,
    body: {
      topicId: input.topicId,
      content: input.content,
      senderId: input.sender.id,
      senderType: input.senderType,
      ...(input.clientMessageId ? { clientMessageId: input.clientMessageId } : {}),
    },
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`post: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as ChatMessage;
}
