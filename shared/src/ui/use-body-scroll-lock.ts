import { useEffect } from 'react';

// Counted, because a confirmation modal can open on top of another modal and the page
// must stay locked until the last one closes.
let lockCount = 0;
let savedStyle: { overflow: string; paddingRight: string } | null = null;

/** Stops the page behind an overlay from scrolling while `active`. */
export function useBodyScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    if (lockCount === 0) {
      savedStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      // Keep the layout from jumping sideways where the scrollbar takes space (desktop).
      const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
      body.style.overflow = 'hidden';
      if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    }
    lockCount += 1;
    return () => {
      lockCount -= 1;
      if (lockCount === 0 && savedStyle) {
        body.style.overflow = savedStyle.overflow;
        body.style.paddingRight = savedStyle.paddingRight;
        savedStyle = null;
      }
    };
  }, [active]);
}
