import type { ChatMessage } from '../contracts';

/**
 * One thread out of everything seen of it (pages, the 30 s refresh, socket events, sends): each
 * message once by id, oldest first by sequence. Of two copies the read one wins, since a read
 * mark only moves forward; otherwise the one seen later.
 */
export function mergeMessages(sources: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of sources) {
    const known = byId.get(message.id);
    if (known?.readStatus === 'read' && message.readStatus !== 'read') continue;
    byId.set(message.id, message);
  }
  return [...byId.values()].sort((a, b) => a.sequence - b.sequence);
}

/**
 * The sequence after which a merged thread first skips one (undefined: none). A topic numbers its
 * messages 1, 2, 3… without holes, so a hole is a message this client missed.
 */
export function firstGapOf(thread: readonly ChatMessage[]): number | undefined {
  for (let i = 1; i < thread.length; i++)
    if (thread[i]!.sequence > thread[i - 1]!.sequence + 1) return thread[i - 1]!.sequence;
  return undefined;
}
