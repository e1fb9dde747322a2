/** docs/chat.md#topic-list: typing settles for 1000 ms before the list is searched. */
export const TOPIC_SEARCH_DEBOUNCE_MS = 1000;

/** The characters removed before searching: / ( ) , . \ ! @ # $ % ^ & * */
const STRIPPED = /[/(),.\\!@#$%^&*]/g;

/** The search term the api gets: the text without the stripped characters, trimmed. */
export function cleanTopicSearch(text: string): string {
  return text.replace(STRIPPED, '').trim();
}
