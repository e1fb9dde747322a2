/**
 * The title of a topic: its name after the first `/`, trimmed (docs/chat.md#topics: the name is
 * `{organization name}/{position name}` and a `/` in the organization's name is stored as `／`).
 */
export function topicTitleOf(name: string): string {
  const slash = name.indexOf('/');
  return (slash >= 0 ? name.slice(slash + 1) : name).trim();
}
