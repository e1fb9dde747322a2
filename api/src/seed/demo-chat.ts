import type { ChatSide } from '@jobmatch/shared/contracts';
import { findViewableProduct, type ProductReference } from '../services/catalog/catalog-module';
import {
  findTopicByOrderId,
  markRead,
  postMessage,
  type TopicRow,
} from '../services/chat/chat-module';
import { customerOf, submitOrder } from '../services/orders/orders-module';
import { findUserByEmail, toDemandUserInfo } from '../services/users/users-module';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_COMPANY_ACCOUNTS, demoCatalogCompany, findDemoCompanyId } from './demo-company';
import type { SeedContext } from './seed-demo-data';

const HOUR = 3_600_000;

/**
 * The demo job seeker's conversations with the demo company (docs/chat.md): two applications,
 * one with messages both ways and something unread on each side, one the company has not read
 * yet. Written through the order and chat modules, as applying and writing do.
 */
export async function seedDemoChat({ db, clock }: SeedContext) {
  const now = clock().getTime();
  const [demoSeeker] = DEMO_ACCOUNTS;
  const [ownerAccount, memberAccount] = DEMO_COMPANY_ACCOUNTS;
  const companyId = await findDemoCompanyId(db);
  const seeker = await findUserByEmail(db, demoSeeker.email);
  const owner = await findUserByEmail(db, ownerAccount.email);
  const member = await findUserByEmail(db, memberAccount.email);
  if (!companyId || !seeker || !owner || !member) return;

  // two of the company's postings on show
  const postings: ProductReference[] = [];
  for (const productId of demoCatalogCompany().productIds) {
    const viewable = await findViewableProduct(db, productId, new Date(now));
    if (viewable) postings.push(viewable);
    if (postings.length === 2) break;
  }

  const apply = async (product: ProductReference, at: number) => {
    const order = await submitOrder(db, {
      userId: seeker.id,
      product,
      customer: customerOf(seeker),
      demandUserInfo: toDemandUserInfo(seeker),
      now: new Date(at),
    });
    return order && (await findTopicByOrderId(db, order.id));
  };
  const write = (
    topic: TopicRow,
    sender: { id: string; name: string },
    side: ChatSide,
    content: string,
    at: number,
  ) =>
    db.transaction(async (tx) => {
      const { message } = await postMessage(tx, {
        topic,
        sender: { ...sender, side },
        content,
        clientMessageId: null,
        now: new Date(at),
      });
      return message.sequence;
    });
  const read = (topic: TopicRow, side: ChatSide, sequence: number, at: number) =>
    db.transaction((tx) => markRead(tx, { topic, side, sequence, now: new Date(at) }));

  const [first, second] = postings;
  const conversation = first && (await apply(first, now - 72 * HOUR));
  if (conversation) {
    // the company has read the application, the seeker the company's first reply
    await read(conversation, 'organization', 1, now - 50 * HOUR);
    const reply = await write(
      conversation,
      owner,
      'organization',
      'ご応募いただきありがとうございます。採用担当です。\n書類を拝見し、ぜひ一度お話しできればと考えております。',
      now - 48 * HOUR,
    );
    await read(conversation, 'user', reply, now - 47 * HOUR);
    await write(
      conversation,
      seeker,
      'user',
      'ご連絡ありがとうございます。ぜひよろしくお願いいたします。',
      now - 46 * HOUR,
    );
    await write(
      conversation,
      member,
      'organization',
      'ありがとうございます。来週の平日で、ご都合のよい日時を2〜3候補いただけますでしょうか。オンラインで30分ほどを予定しています。',
      now - 20 * HOUR,
    );
  }
  if (second) await apply(second, now - 5 * HOUR);
}
