import { useEffect, type ReactNode } from 'react';
import {
  APP_STARTED_ATTRIBUTE,
  START_ON_INTENT_GLOBAL,
  type StartOnIntentHandle,
} from '@jobmatch/shared/contracts';

/**
 * The other half of the first HTML's start-on-intent script (docs/server-rendering.md#start-on-intent):
 * once the app answers events itself, what the visitor did while it loaded is done again, so a
 * button pressed or a form sent during the load is not lost and nothing typed is wiped.
 */

type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The value typed, set again the way typing sets it, so React's onChange (and a form library
 * behind it) sees it. React remembers the value it last saw through the element's own `value`
 * property; clearing it that way and setting it through the prototype's setter makes the event
 * carry a change, as a keystroke would.
 */
function retype(field: TypedField, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Marks `<html>` as started and replays what the start-on-intent script held, once. */
export function takeOverHeldIntent(how: 'hydrated' | 'rendered', win: Window = window): void {
  win.document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, how);
  const handle = (win as unknown as Record<string, StartOnIntentHandle | undefined>)[
    START_ON_INTENT_GLOBAL
  ];
  if (!handle) return;
  const held = handle.release();
  for (const { field, value, checked } of held.typed) {
    if (!field.isConnected) continue;
    // a box is set as a click sets it, which React and the form library hear
    if (checked !== undefined) {
      if ((field as HTMLInputElement).checked !== checked) field.click();
    } else retype(field, value);
  }
  const activation = held.activation;
  if (!activation) return;
  // in the next task: React renders what the typing changed first, so the handlers see it
  win.setTimeout(() => {
    // a page drawn afresh has other elements: what was pressed is gone, the visitor presses again
    if (!activation.target.isConnected) return;
    if (activation.kind === 'submit')
      activation.target.requestSubmit(
        activation.submitter?.isConnected ? activation.submitter : undefined,
      );
    else (activation.target as HTMLElement).click();
  }, 0);
}

/** Runs `takeOverHeldIntent` after the first commit of the tree it wraps. */
export function AfterFirstCommit({
  how,
  children,
}: {
  how: 'hydrated' | 'rendered';
  children: ReactNode;
}) {
  useEffect(() => takeOverHeldIntent(how), [how]);
  return children;
}
