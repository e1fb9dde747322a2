import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, ChatReadEvent, ChatTopic, Paginated } from '@jobmatch/shared/contracts';

type TopicPages = InfiniteData<Paginated<ChatTopic>, string | null>;

/**
 * A new message of a loaded topic: the topic moves to the top with the message as its preview,
 * one more unread when the other side wrote it. Null when the topic is not loaded (a new topic,
 * or one further down): the caller refetches instead.
 */
export function withMessage(data: TopicPages, message: ChatMessage): TopicPages | null {
  const topic = data.pages.flatMap((page) => page.value).find((t) => t.id === message.topicId);
  if (!topic) return null;
  if (topic.lastMessage && topic.lastMessage.sequence >= message.sequence) return data;
  const updated: ChatTopic = {
    ...topic,
    lastMessage: message,
    lastMessageAt: message.createdAt,
    unreadCount: message.isOwnMessage ? topic.unreadCount : topic.unreadCount + 1,
  };
  const pages = data.pages.map((page, index) => {
    const rest = page.value.filter((t) => t.id !== topic.id);
    return { ...page, value: index === 0 ? [updated, ...rest] : rest };
  });
  return { ...data, pages };
}

/**
 * The party's own side read a topic up to `sequence` (here or in another tab, or another member):
 * nothing of it is unread any more once that reaches its newest message. Null when the count
 * cannot be known from here (read up to an older message): the caller refetches.
 */
export function withRead(data: TopicPages, event: ChatReadEvent): TopicPages | null {
  const topic = data.pages.flatMap((page) => page.value).find((t) => t.id === event.topicId);
  if (!topic || topic.unreadCount === 0) return data;
  if (!topic.lastMessage || topic.lastMessage.sequence > event.sequence) return null;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      value: page.value.map((t) => (t.id === topic.id ? { ...t, unreadCount: 0 } : t)),
    })),
  };
}
