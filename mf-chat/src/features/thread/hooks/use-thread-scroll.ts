import { useLayoutEffect, useRef, type RefObject } from 'react';

/** How close to an edge counts as being there, in px. */
const EDGE_PX = 48;

interface ThreadScrollOptions {
  /** Changes when an older page is added at the top. */
  oldestKey: string | undefined;
  /** Changes when something is added at the bottom (a message, a pending send). */
  newestKey: string | undefined;
  /** The newest item is the reader's own: it always scrolls into view. */
  newestIsOwn: boolean;
  canLoadOlder: boolean;
  loadOlder: () => unknown;
}

/**
 * The thread's scrolling (docs/chat.md#thread): it opens at the bottom; reaching the top loads
 * older messages without moving what is on screen (the height they add is scrolled away); a new
 * message scrolls into view when the reader was at the bottom or wrote it.
 */
export function useThreadScroll(
  ref: RefObject<HTMLElement | null>,
  { oldestKey, newestKey, newestIsOwn, canLoadOlder, loadOlder }: ThreadScrollOptions,
) {
  const atBottom = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const initialised = useRef(false);

  const requestOlder = () => {
    const element = ref.current;
    if (!element || !canLoadOlder || anchor.current) return;
    anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    Promise.resolve(loadOlder()).finally(() => {
      // Nothing was added (a failure): forget the anchor so the next try measures afresh.
      if (anchor.current && ref.current?.scrollHeight === anchor.current.height)
        anchor.current = null;
    });
  };

  const onScroll = () => {
    const element = ref.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (element.scrollTop < EDGE_PX) requestOlder();
  };

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || oldestKey === undefined) return;
    if (!initialised.current) {
      initialised.current = true;
      element.scrollTop = element.scrollHeight;
      return;
    }
    if (anchor.current) {
      element.scrollTop = element.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    }
  }, [ref, oldestKey]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || newestKey === undefined || !initialised.current) return;
    if (atBottom.current || newestIsOwn) {
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    }
  }, [ref, newestKey, newestIsOwn]);

  return { onScroll, requestOlder };
}
