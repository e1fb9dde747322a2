// What other services, the seeders and the tests may use of the messaging service; the rest of
// this folder is its own (docs/api.md "Services").

// applying opens the application's topic in the order's transaction (docs/chat.md#topics)
export {
  openApplicationTopic,
  postMessage,
  postNotice,
  closeTopicWithNotice,
  markRead,
  type MessagePost,
} from './chat-actions';
// the demo seed writes and reads as the parties do
export { findTopicByOrderId, type TopicRow } from './chat-repository';
// the company desk's figures count the unread messages (docs/company-desk.md#figures)
export { countUnread } from './chat-repository';
// the socket tests announce straight into the database what the REST side announces
export { announceChatEvent, type ChatEvent } from './chat-events';
