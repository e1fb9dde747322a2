/** The URL's parameters with `changes` applied; null or '' removes one (the desk's lists keep their state in the URL). */
export function withChanges(
  params: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}
