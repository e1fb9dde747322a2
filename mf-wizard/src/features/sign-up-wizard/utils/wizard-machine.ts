import { CLIENT_MESSAGES } from '@jobmatch/shared/errors';

/**
 * The navigation rules of the sign-up wizard (docs/wizard.md#navigation-rules), free of React, the router and
 * storage: every function takes the page definitions, the saved state and the position in
 * the URL, and answers where to go and the new state. The hook applies the answer.
 */

export interface WizardPageDefinition<TForm> {
  key: string;
  /**
   * For pages made of sub-pages: their keys for this form state (an empty list means the
   * page has nothing to ask). Plain pages leave it out.
   */
  subPages?: (form: TForm) => readonly string[];
  /** How many sub-pages progress counts for this page while they are not decided. */
  estimatedSubPages?: number;
  /**
   * False while the form does not yet decide the sub-pages (the answer they depend on is not
   * given): progress counts `estimatedSubPages` then. Left out, they are always decided.
   */
  subPagesDecided?: (form: TForm) => boolean;
  /** True when the page has nothing to ask for this form state, so it may be skipped. */
  isSkippable?: (form: TForm) => boolean;
  /**
   * The page asks, but every answer is optional: it is shown on the way forward and the user
   * may skip it (スキップして次へ next to its form). Back comes to it again after a skip.
   */
  isOptional?: boolean;
  /** False while the page's answers are missing; later pages cannot be opened before it is answered. */
  isComplete?: (form: TForm) => boolean;
}

/** What is kept in localStorage across reloads (docs/wizard.md#saved-state). */
export interface WizardState<TForm> {
  formState: TForm;
  /** The sub-pages each page was last seen with (back lands on a page's last sub-page). */
  knownSubPages: Record<string, string[]>;
  /** Pages jumped over on the way forward; back jumps over them too. */
  skippedPages: string[];
}

export interface WizardPosition {
  page: string;
  subPage: string | null;
}

export type WizardMove<TForm> =
  | { type: 'navigate'; position: WizardPosition; state: WizardState<TForm>; replace: boolean }
  | { type: 'complete'; state: WizardState<TForm> };

/** The answer for the URL being shown: render it, or go elsewhere first (replacing history). */
export type WizardResolution<TForm> =
  | { type: 'show'; position: WizardPosition; state: WizardState<TForm> }
  | { type: 'redirect'; position: WizardPosition; state: WizardState<TForm> };

export function createWizardState<TForm>(formState: TForm): WizardState<TForm> {
  return { formState, knownSubPages: {}, skippedPages: [] };
}

function assertPages<TForm>(pages: readonly WizardPageDefinition<TForm>[]): void {
  if (pages.length === 0) throw new Error(CLIENT_MESSAGES.wizardNoPages);
}

const hasSubPages = <TForm>(page: WizardPageDefinition<TForm>) =>
  typeof page.subPages === 'function';

function withKnownSubPages<TForm>(
  state: WizardState<TForm>,
  page: string,
  subPages: readonly string[],
): WizardState<TForm> {
  const known = state.knownSubPages[page];
  if (
    known &&
    known.length === subPages.length &&
    known.every((key, index) => key === subPages[index])
  )
    return state;
  return { ...state, knownSubPages: { ...state.knownSubPages, [page]: [...subPages] } };
}

/** The position at the start of `page` (its first sub-page), noting the sub-pages it has now. */
function enterPage<TForm>(
  page: WizardPageDefinition<TForm>,
  state: WizardState<TForm>,
): { position: WizardPosition; state: WizardState<TForm> } {
  if (!hasSubPages(page)) return { position: { page: page.key, subPage: null }, state };
  const subPages = page.subPages!(state.formState);
  return {
    position: { page: page.key, subPage: subPages[0] ?? null },
    state: withKnownSubPages(state, page.key, subPages),
  };
}

/** Whether the page may be skipped: it says so, or it is made of sub-pages and has none. */
export function isPageSkippable<TForm>(page: WizardPageDefinition<TForm>, form: TForm): boolean {
  if (page.isSkippable?.(form)) return true;
  return hasSubPages(page) && page.subPages!(form).length === 0;
}

/** The first page's start position. */
export function firstPosition<TForm>(
  pages: readonly WizardPageDefinition<TForm>[],
  state: WizardState<TForm>,
) {
  assertPages(pages);
  return enterPage(pages[0]!, state);
}

/**
 * Checks the URL's page and sub-page: the page placeholder (`_`) or an unknown page goes to the
 * first page; a page made of sub-pages without a (still existing) sub-page goes to its first
 * sub-page; a plain page drops a stray sub-page. Each redirect replaces the history entry.
 */
export function resolvePosition<TForm>(
  pages: readonly WizardPageDefinition<TForm>[],
  state: WizardState<TForm>,
  requested: { page: string | undefined; subPage: string | null },
): WizardResolution<TForm> {
  assertPages(pages);
  const index = pages.findIndex((candidate) => candidate.key === requested.page);
  if (index < 0) return { type: 'redirect', ...firstPosition(pages, state) };
  // A later page opened by URL (or a stale saved state) before an earlier page was answered.
  const unanswered = pages
    .slice(0, index)
    .find(
      (earlier) =>
        earlier.isComplete &&
        !earlier.isComplete(state.formState) &&
        !isPageSkippable(earlier, state.formState),
    );
  if (unanswered) return { type: 'redirect', ...enterPage(unanswered, state) };
  const page = pages[index]!;
  if (!hasSubPages(page)) {
    const position = { page: page.key, subPage: null };
    return { type: requested.subPage === null ? 'show' : 'redirect', position, state };
  }
  const subPages = page.subPages!(state.formState);
  const next = withKnownSubPages(state, page.key, subPages);
  if (requested.subPage !== null && subPages.includes(requested.subPage)) {
    return { type: 'show', position: { page: page.key, subPage: requested.subPage }, state: next };
  }
  const first = subPages[0] ?? null;
  // A page with no sub-pages is shown as it is (it offers to skip); otherwise its first sub-page.
  if (first === null && requested.subPage === null)
    return { type: 'show', position: { page: page.key, subPage: null }, state: next };
  return { type: 'redirect', position: { page: page.key, subPage: first }, state: next };
}

/** The index of the current page and the sub-pages it has now; throws `notFound` when the position does not exist. */
function locate<TForm>(
  pages: readonly WizardPageDefinition<TForm>[],
  state: WizardState<TForm>,
  position: WizardPosition,
  notFound: string,
) {
  assertPages(pages);
  const index = pages.findIndex((page) => page.key === position.page);
  if (index < 0) throw new Error(notFound);
  const page = pages[index]!;
  if (!hasSubPages(page)) {
    if (position.subPage !== null) throw new Error(notFound);
    return { index, page, subPages: [] as readonly string[], subIndex: -1 };
  }
  const subPages = page.subPages!(state.formState);
  const subIndex = position.subPage === null ? -1 : subPages.indexOf(position.subPage);
  if (subIndex < 0 && !(position.subPage === null && subPages.length === 0))
    throw new Error(notFound);
  return { index, page, subPages, subIndex };
}

/** Goes on from page `index` to the next page that has something to ask; pages in between are marked skipped. */
function forwardFrom<TForm>(
  pages: readonly WizardPageDefinition<TForm>[],
  state: WizardState<TForm>,
  index: number,
): WizardMove<TForm> {
  let next = state;
  for (let target = index + 1; target < pages.length; target += 1) {
    const page = pages[target]!;
    if (isPageSkippable(page, next.formState)) {
      next = {
        ...next,
        skippedPages: [...next.skippedPages.filter((key) => key !== page.key), page.key],
      };
      continue;
    }
    const entered = enterPage(page, next);
    return { type: 'navigate', position: entered.position, state: entered.state, replace: false };
  }
  return { type: 'complete', state: next };
}

/**
 * Submit of the current (sub-)page, after its values went into `state.formState`: the next
 * sub-page, else the next page (skipping pages with nothing to ask), else completion.
 */
export function advance<TForm>(
  pages: readonly WizardPageDefinition<TForm>[],
  state: WizardState<TForm>,
  position: WizardPosition,
): WizardMove<TForm> {
  const { index, page, subPages, subIndex } = locate(
    pages,
    state,
    position,
    CLIENT_MESSAGES.wizardSubmitNotFound,
  );
  let next = state;
  if (hasSubPages(page)) {
    next = withKnownSubPages(state, page.key, subPages);
    const following = subPages[subIndex + 1];
    if (subIndex >= 0 && following !== undefined) {
      return {
        type: 'navigate',
        position: { page: page.key, subPage: following },
        state: next,
        replace: false,
      };
    }
  }
  // Coming through here means the page was answered, so it is no longer skipped.
  next = next.skippedPages.includes(page.key)
    ? { ...next, skippedPages: next.skippedPages.filter((key) => key !== page.key) }
    : next;
  return forwardFrom(pages, next, index);
}

/**
 * Skip of a page with nothing to ask, or of an optional page (docs/wizard.md#navigation-rules).
 * The last page cannot be skipped.
 */
export function skip<TForm>(
  pages: readonly WizardPageDefinition<TForm>[],
  state: WizardState<TForm>,
  position: WizardPosition,
): WizardMove<TForm> {
  const { index, page } = locate(pages, state, position, CLIENT_MESSAGES.wizardSubmitNotFound);
  if (index === pages.length - 1) throw new Error(CLIENT_MESSAGES.wizardSkipOnLastPage);
  if (!page.isOptional && !isPageSkippable(page, state.formState))
    throw new Error(`Unable to skip over page: ${page.key} has questions to answer`);
  // An optional page was there to answer: back comes to it again rather than passing over it.
  if (page.isOptional && !isPageSkippable(page, state.formState))
    return forwardFrom(pages, state, index);
  const marked = {
    ...state,
    skippedPages: [...state.skippedPages.filter((key) => key !== page.key), page.key],
  };
  return forwardFrom(pages, marked, index);
}

/**
 * Back: the previous sub-page, else the previous page that was not skipped (on its last known
 * sub-page). Skip marks and known sub-pages of the pages passed over are cleared, so they are
 * worked out again on the way forward. Null on the first page.
 */
export function back<TForm>(
  pages: readonly WizardPageDefinition<TForm>[],
  state: WizardState<TForm>,
  position: WizardPosition,
): WizardMove<TForm> | null {
  const { index, page, subPages, subIndex } = locate(
    pages,
    state,
    position,
    CLIENT_MESSAGES.wizardBackNotFound,
  );
  if (hasSubPages(page) && subIndex > 0) {
    return {
      type: 'navigate',
      position: { page: page.key, subPage: subPages[subIndex - 1]! },
      state,
      replace: false,
    };
  }
  let target = index - 1;
  while (target >= 0 && state.skippedPages.includes(pages[target]!.key)) target -= 1;
  if (target < 0) return null;

  const passedOver = new Set(pages.slice(target + 1, index + 1).map((candidate) => candidate.key));
  const knownSubPages = Object.fromEntries(
    Object.entries(state.knownSubPages).filter(([key]) => !passedOver.has(key)),
  );
  const next: WizardState<TForm> = {
    ...state,
    knownSubPages,
    skippedPages: state.skippedPages.filter((key) => !passedOver.has(key)),
  };
  const targetPage = pages[target]!;
  if (!hasSubPages(targetPage))
    return {
      type: 'navigate',
      position: { page: targetPage.key, subPage: null },
      state: next,
      replace: false,
    };
  const targetSubPages = next.knownSubPages[targetPage.key] ?? targetPage.subPages!(next.formState);
  const last = targetSubPages[targetSubPages.length - 1] ?? null;
  return {
    type: 'navigate',
    position: { page: targetPage.key, subPage: last },
    state: withKnownSubPages(next, targetPage.key, targetSubPages),
    replace: false,
  };
}

/** Whether back leads anywhere from here. */
export function canGoBack<TForm>(
  pages: readonly WizardPageDefinition<TForm>[],
  state: WizardState<TForm>,
  position: WizardPosition,
): boolean {
  try {
    return back(pages, state, position) !== null;
  } catch {
    return false;
  }
}

/**
 * Progress (docs/wizard.md#progress): every page counts one step, a page made of sub-pages counts
 * as many as the form gives it now (at least one), or its estimate while they are not decided.
 * The total follows the answers, not the pages visited, so it changes only when the answer the
 * sub-pages depend on changes. `current` is 1-based.
 */
export function progress<TForm>(
  pages: readonly WizardPageDefinition<TForm>[],
  state: WizardState<TForm>,
  position: WizardPosition,
) {
  assertPages(pages);
  const form = state.formState;
  let total = 0;
  let current = 0;
  for (const page of pages) {
    const decided = hasSubPages(page) && page.subPagesDecided?.(form) !== false;
    const subPages = decided ? page.subPages!(form) : null;
    const steps = hasSubPages(page)
      ? Math.max(1, subPages?.length ?? page.estimatedSubPages ?? 1)
      : 1;
    if (page.key === position.page) {
      const subIndex = position.subPage === null ? -1 : (subPages?.indexOf(position.subPage) ?? -1);
      current = total + Math.max(0, subIndex) + 1;
    }
    total += steps;
  }
  return { current, total, percent: total === 0 ? 0 : Math.round((current / total) * 100) };
}
