// `@jobmatch/shared/chat-sync`: keeping a thread complete over an unreliable socket, as plain
// functions without state of the page (docs/chat.md#socket). The screens (mf-chat) and the api's
// delivery tests run the same code.
export { firstGapOf, mergeMessages } from './merge-messages';
export {
  fetchMessagesAfter,
  messagesAfterQuery,
  type FetchMessagesPage,
} from './fetch-messages-after';
export {
  createThreadCatchUp,
  CATCH_UP_RETRY_DELAYS_MS,
  type CatchUpStatus,
  type ThreadCatchUp,
  type ThreadCatchUpOptions,
} from './thread-catch-up';
