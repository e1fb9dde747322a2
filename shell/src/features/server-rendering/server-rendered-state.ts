import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { FIRST_HTML_BLOCK_IDS } from '@jobmatch/shared/contracts';

/** What the page needs to hydrate the server's markup with the same data and the same builds. */
export interface ServerRenderedState {
  /**
   * The remote whose routes rendered, which the page loads before hydrating, and the release (its
   * server file) that rendered them, for whoever investigates a page.
   */
  remote: { name: string; release: string } | null;
  /** The loaders' data, as React Router's own hydration reads it. Never errors: those pages are not hydrated. */
  hydrationData: Pick<HydrationState, 'loaderData' | 'actionData'>;
  /** The queries the render fetched, for the page's query client. */
  queries: DehydratedState;
}

/** The state of a server-rendered page, or null: a page the server did not render. */
export function readServerRenderedState(doc: Document = document): ServerRenderedState | null {
  const text = doc.getElementById(FIRST_HTML_BLOCK_IDS.serverRendered)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerRenderedState;
    return state && typeof state === 'object' && state.hydrationData ? state : null;
  } catch {
    return null;
  }
}
