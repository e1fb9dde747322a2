/** A title a mounted page gave itself, for the location it was shown at. */
export interface PageTitleDeclaration {
  /** The router location's key: a declaration is worth nothing at any other location. */
  locationKey: string;
  title: string;
}

export interface PageTitleStore {
  /** Says the page at `locationKey` is titled `title`; the function returned withdraws exactly this. */
  declare(locationKey: string, title: string): () => void;
  /** The newest declaration still standing, or null. */
  getSnapshot(): PageTitleDeclaration | null;
  subscribe(listener: () => void): () => void;
}

/**
 * The page titles declared by mounted pages. The newest standing declaration wins; withdrawing
 * one brings back the one before it, so a part that titles the page for a while (a step, a
 * dialog) hands the title back. The app uses the `pageTitle` singleton, tests may make their own.
 */
export function createPageTitleStore(): PageTitleStore {
  let declarations: readonly PageTitleDeclaration[] = [];
  const listeners = new Set<() => void>();

  function commit(next: readonly PageTitleDeclaration[]): void {
    declarations = next;
    for (const listener of listeners) listener();
  }

  return {
    declare(locationKey, title) {
      const declaration: PageTitleDeclaration = { locationKey, title };
      commit([...declarations, declaration]);
      return () => {
        if (declarations.includes(declaration))
          commit(declarations.filter((item) => item !== declaration));
      };
    },
    getSnapshot: () => declarations.at(-1) ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
