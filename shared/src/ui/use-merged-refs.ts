import { useCallback, type Ref, type RefCallback } from 'react';

/**
 * Lets a component keep its own ref to a DOM node while still forwarding the caller's ref
 * (react-hook-form's `register` passes a callback ref).
 */
export function useMergedRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      for (const ref of refs) {
        if (typeof ref === 'function') ref(node);
        else if (ref) (ref as { current: T | null }).current = node;
      }
    },
    // The refs themselves are the dependencies; callers pass them in a stable order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
}
