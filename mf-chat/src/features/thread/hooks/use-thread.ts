import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorMessage } from '@jobmatch/shared';
import {
  createThreadCatchUp,
  firstGapOf,
  mergeMessages,
  type CatchUpStatus,
  type ThreadCatchUp,
} from '@jobmatch/shared/chat-sync';
import type { ChatMessage } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { chatQueryKeys } from '../../../api/chat-query-keys';
import { getMessagesPageAfter, useLatestMessages, useMessages } from '../../../api/get-messages';
import { sendMessage } from '../../../api/send-message';
import { senderTypeOf, type ChatParty } from '../../../lib/chat-party';
import { usePartyEvents } from '../../../lib/use-party-events';

/** How long a hole in the thread may last before the catch-up fills it. */
const GAP_GRACE_MS = 1000;

/** A message on its way, or one that could not be sent (kept with its id for the resend). */
export interface PendingMessage {
  clientMessageId: string;
  content: string;
  createdAt: string;
  status: 'sending' | 'failed';
}

/**
 * One thread's messages and sending (docs/chat.md#thread): the loaded pages, the newest page
 * refreshed every 30 s, messages from the socket, the catch-up once the socket's subscription is
 * acknowledged (and whenever the thread finds a hole in itself), and the party's own sends, shown
 * at once and replaced by the stored message.
 */
export function useThread(topicId: string, party: ChatParty) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const pages = useMessages(topicId);
  const latest = useLatestMessages(topicId, pages.data?.pages[0]);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [otherReadSequence, setOtherReadSequence] = useState(0);

  const messages = useMemo(
    () =>
      mergeMessages([
        ...(pages.data?.pages.flatMap((page) => page.value) ?? []),
        ...(latest.data?.value ?? []),
        ...live,
      ]),
    [pages.data, latest.data, live],
  );
  const loaded = pages.data !== undefined;
  // undefined until the first page is in: that page brings everything up to its reading
  const lastSequence = useRef<number | undefined>(undefined);
  lastSequence.current = loaded ? (messages.at(-1)?.sequence ?? 0) : undefined;

  const add = useCallback(
    (incoming: readonly ChatMessage[]) => {
      const own = incoming.filter((message) => message.topicId === topicId);
      if (own.length > 0) setLive((current) => [...current, ...own]);
    },
    [topicId],
  );

  const [catchUpStatus, setCatchUpStatus] = useState<CatchUpStatus>('idle');
  const [subscribeFailed, setSubscribeFailed] = useState(false);
  // Made in an effect, so that the one an unmount stopped is never used again (StrictMode's
  // second mount gets a new one).
  const [catchUp, setCatchUp] = useState<ThreadCatchUp | null>(null);
  useEffect(() => {
    const created = createThreadCatchUp({
      fetchPage: getMessagesPageAfter(topicId),
      lastSequence: () => lastSequence.current,
      onMessages: add,
      onStatus: setCatchUpStatus,
    });
    setCatchUp(created);
    return () => created.stop();
  }, [topicId, add]);

  // The catch-up runs once the socket's subscription is acknowledged and the first page is in,
  // whichever comes last: a message stored between that page and the subscription would be in
  // neither.
  const subscribed = useRef(false);
  useEffect(() => {
    if (loaded && subscribed.current) void catchUp?.run();
  }, [loaded, catchUp]);

  const resubscribe = usePartyEvents(party, {
    message: (message) => add([message]),
    read: (event) => {
      if (event.topicId === topicId && event.side !== party.side)
        setOtherReadSequence((current) => Math.max(current, event.sequence));
    },
    subscribed: () => {
      subscribed.current = true;
      setSubscribeFailed(false);
      void catchUp?.run();
    },
    subscribeFailed: () => setSubscribeFailed(true),
  });

  // A hole that stays (a message that came ahead of one missed, a refresh past a lost page) is
  // filled too. Not at once: a send's answer and the socket may bring two messages out of order.
  const gap = firstGapOf(messages);
  useEffect(() => {
    if (gap === undefined || !catchUp) return undefined;
    const timer = setTimeout(() => void catchUp.run(gap), GAP_GRACE_MS);
    return () => clearTimeout(timer);
  }, [gap, catchUp]);

  /** The notice's 再試行: the subscription again (its acknowledgement catches up) and the catch-up now. */
  const retryCatchUp = useCallback(() => {
    resubscribe();
    void catchUp?.run();
  }, [resubscribe, catchUp]);

  const post = async (message: PendingMessage) => {
    try {
      const stored = await sendMessage({
        topicId,
        content: message.content,
        senderId: party.userId,
        senderType: senderTypeOf(party),
        clientMessageId: message.clientMessageId,
      });
      add([stored]);
      setPending((current) => current.filter((p) => p.clientMessageId !== message.clientMessageId));
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.topicLists(party) });
    } catch (error) {
      setPending((current) =>
        current.map((p) =>
          p.clientMessageId === message.clientMessageId ? { ...p, status: 'failed' } : p,
        ),
      );
      toast.show(errorMessage(errorCodeOf(error)) ?? t('send_failed'), { variant: 'error' });
    }
  };

  // `send` and `resend` keep their identity across renders (the log's bubbles are memoised) and
  // act on the latest state through this ref.
  const actions = useRef({ post, pending });
  actions.current = { post, pending };

  const send = useCallback((content: string) => {
    const message: PendingMessage = {
      clientMessageId: crypto.randomUUID(),
      content,
      createdAt: new Date().toISOString(),
      status: 'sending',
    };
    setPending((list) => [...list, message]);
    void actions.current.post(message);
  }, []);

  /** Sends a failed message again with the same client id, so it is stored at most once. */
  const resend = useCallback((clientMessageId: string) => {
    const message = actions.current.pending.find((p) => p.clientMessageId === clientMessageId);
    if (!message || message.status !== 'failed') return;
    const retry: PendingMessage = { ...message, status: 'sending' };
    setPending((list) => list.map((p) => (p.clientMessageId === clientMessageId ? retry : p)));
    void actions.current.post(retry);
  }, []);

  // A send whose stored message already arrived by the socket is shown once, as the stored one.
  const shownPending = useMemo(
    () =>
      pending.filter(
        (p) => !messages.some((message) => message.clientMessageId === p.clientMessageId),
      ),
    [pending, messages],
  );

  return {
    pages,
    messages,
    pending: shownPending,
    otherReadSequence,
    send,
    resend,
    /** Messages may be missing: the last catch-up failed, or the subscription timed out. */
    catchUpFailed: catchUpStatus === 'failed' || subscribeFailed,
    retryCatchUp,
    /** After marking read: the copy the thread shows says so too. */
    markShownAsRead: (message: ChatMessage) => add([{ ...message, readStatus: 'read' }]),
  };
}
