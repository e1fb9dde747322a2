import { useEffect, type ReactNode } from 'react';
import {
  APP_STARTED_ATTRIBUTE,
  START_ON_INTENT_GLOBAL,
  type HeldIntent,
  type StartOnIntentHandle,
} from '@jobmatch/shared/contracts';
import { logger } from '@jobmatch/shared';

/**
 * The other half of the first HTML's start-on-intent script (docs/server-rendering.md#start-on-intent):
 * once the app answers events itself, what the visitor did while it loaded is done again, so a
 * button pressed or a form sent during the load is not lost and what was typed reaches the app.
 * A page drawn afresh (a signed-in browser's) has other elements: what was done on the server's
 * markup is gone with it, and the visitor does it again.
 */

type TypedField = HeldIntent['typed'][number]['field'];

/**
 * The value typed, set again the way typing sets it, so React's onChange (and a form library
 * behind it) sees it. React remembers the value it last saw through the element's own `value`
 * property; clearing it that way and setting it through the prototype's setter makes the event
 * carry a change, as a keystroke would. The caret stays where the visitor left it.
 */
function retype(field: TypedField, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const focused = field.ownerDocument.activeElement === field;
  const [start, end] = focused ? [field.selectionStart, field.selectionEnd] : [null, null];
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && start !== null && end !== null) field.setSelectionRange(start, end);
}

/**
 * A box set back as a click sets it. Hydration keeps the state the visitor left and records it
 * as known, so the box is first put the other way through its own property (React's record
 * follows), and the click then is a change React and the form library hear.
 */
function recheck(field: HTMLInputElement, checked: boolean): void {
  field.checked = !checked;
  field.click();
}

function replayTyping(held: HeldIntent): void {
  for (const { field, value, checked } of held.typed) {
    if (!field.isConnected || field === held.composing) continue;
    try {
      if (checked !== undefined) recheck(field as HTMLInputElement, checked);
      else retype(field, value);
    } catch (error) {
      // one field the browser will not set back costs that field, not the page
      logger.warn('[shell] a field typed before start-up could not be set again', error);
    }
  }
}

function replayActivation(activation: HeldIntent['activation']): void {
  // a page drawn afresh has other elements: what was pressed is gone, the visitor presses again
  if (!activation || !activation.target.isConnected) return;
  if (activation.kind === 'submit')
    activation.target.requestSubmit(
      activation.submitter?.isConnected ? activation.submitter : undefined,
    );
  else (activation.target as HTMLElement).click();
}

/** Marks `<html>` as started and replays what the start-on-intent script held, once. */
export function takeOverHeldIntent(how: 'hydrated' | 'rendered'): void {
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, how);
  const handle = (window as unknown as Record<string, StartOnIntentHandle | undefined>)[
    START_ON_INTENT_GLOBAL
  ];
  if (!handle) return;
  const held = handle.release();
  replayTyping(held);
  // in the next task: React renders what the typing changed first, so the handlers see it
  if (held.activation) setTimeout(() => replayActivation(held.activation), 0);
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
