import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and while the page takes server markup over (hydration), true from then on.
 * A control rendered before the page runs does nothing when pressed (or, as a form's submit
 * button, submits the form natively, fields in the URL): such controls stay disabled until the
 * page has started. A page drawn by the browser alone never sees false.
 */
export function usePageStarted(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
