import { CHAT_LIMITS, type ChatMessage, type Paginated } from '../contracts';

/** The query of one catch-up page: the messages after `after`, oldest first (docs/chat.md#api). */
export function messagesAfterQuery(
  after: number,
  nextToken: string | null,
): Record<string, string | number> {
  return {
    $filter: `sequence gt ${after}`,
    $orderBy: 'sequence asc',
    $top: CHAT_LIMITS.messagePageSize,
    ...(nextToken ? { $nextToken: nextToken } : {}),
  };
}

/** `GET /topics/{id}/messages` with `messagesAfterQuery(after, nextToken)`. */
export type FetchMessagesPage = (
  after: number,
  nextToken: string | null,
) => Promise<Paginated<ChatMessage>>;

/**
 * Every message after `after`, page by page until `nextToken` runs out: a thread that missed more
 * than a page (offline while many came) is filled to the end. `onPage` sees each page as it
 * arrives, so a long catch-up shows its first messages early.
 */
export async function fetchMessagesAfter(
  fetchPage: FetchMessagesPage,
  after: number,
  onPage: (messages: ChatMessage[]) => void = () => {},
): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let nextToken: string | null = null;
  do {
    const page: Paginated<ChatMessage> = await fetchPage(after, nextToken);
    all.push(...page.value);
    onPage(page.value);
    // a page without messages cannot lead further, whatever its token says
    nextToken = page.value.length > 0 ? page.nextToken : null;
  } while (nextToken);
  return all;
}
