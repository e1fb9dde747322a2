import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { logger } from '@jobmatch/shared';
import type { ChatMessage } from '@jobmatch/shared/contracts';
import { chat } from 'shell/chat';
import { chatQueryKeys } from '../../../api/chat-query-keys';
import { markRead } from '../../../api/mark-read';
import type { ChatParty } from '../../../lib/chat-party';

/**
 * docs/chat.md#read-marks: when the newest message is the other side's and unread for the
 * reader, it is marked read (once per message), the shell's unread total re-read and the
 * topic lists refreshed.
 */
export function useMarkNewestRead(
  newest: ChatMessage | undefined,
  party: ChatParty,
  onMarked: (message: ChatMessage) => void,
) {
  const queryClient = useQueryClient();
  const asked = useRef<string | null>(null);
  const latest = useRef({ party, onMarked });
  latest.current = { party, onMarked };
  const unreadNewest = newest && !newest.isOwnMessage && newest.readStatus === 'unread';

  useEffect(() => {
    if (!newest || !unreadNewest || asked.current === newest.id) return;
    asked.current = newest.id;
    const { party: reader, onMarked: marked } = latest.current;
    markRead({ messageId: newest.id, userId: reader.userId }).then(
      () => {
        marked(newest);
        void chat.refreshUnreadCount();
        void queryClient.invalidateQueries({ queryKey: chatQueryKeys.topicLists(reader) });
      },
      // The next message or visit tries again; the thread itself is not affected.
      (error: unknown) => logger.warn('chat: marking a message read failed', error),
    );
  }, [newest, unreadNewest, queryClient]);
}
