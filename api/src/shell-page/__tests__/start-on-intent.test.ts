import vm from 'node:vm';
import { START_ON_INTENT_SCRIPT } from '../start-on-intent';

// The inline script as the page runs it, over a small stand-in of the DOM: it must run as it is
// (no helper a build would add, no name it does not define) and hold what it promises.

type Listener = (event: Record<string, unknown>) => void;

function pageWith({ stored = {} as Record<string, string>, hash = '' } = {}) {
  const listeners = new Map<string, Listener[]>();
  const appended: { src?: string; async?: boolean; onerror?: () => void }[] = [];
  const document = {
    getElementById: (id: string) =>
      id === 'jobmatch-start' ? { textContent: JSON.stringify({ scripts: ['/main.js'] }) } : null,
    addEventListener: (name: string, listener: Listener) =>
      listeners.set(name, [...(listeners.get(name) ?? []), listener]),
    removeEventListener: (name: string, listener: Listener) =>
      listeners.set(
        name,
        (listeners.get(name) ?? []).filter((candidate) => candidate !== listener),
      ),
    readyState: 'complete',
    createElement: () => ({}),
    head: { appendChild: (script: { src?: string }) => appended.push(script) },
  };
  const window: Record<string, unknown> = {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    location: { hash },
  };
  vm.runInNewContext(START_ON_INTENT_SCRIPT, { document, window });
  const dispatch = (name: string, event: Record<string, unknown> = {}) => {
    const calls = { prevented: false, stopped: false };
    const full = {
      type: name,
      preventDefault: () => (calls.prevented = true),
      stopPropagation: () => (calls.stopped = true),
      ...event,
    };
    for (const listener of listeners.get(name) ?? []) listener(full);
    return calls;
  };
  const handle = window.__jobmatchStart as {
    release(): { activation: unknown; typed: unknown[]; composing: unknown };
  };
  return { appended, dispatch, handle, listeners };
}

/** An element whose `closest` finds itself for the selectors given. */
const element = (tagName: string, matches: (selector: string) => boolean, extra = {}) => {
  const self: Record<string, unknown> = { tagName, ...extra };
  self.closest = (selector: string) => (matches(selector) ? self : null);
  return self;
};

describe('the start-on-intent script', () => {
  test('loads nothing until the visitor reaches for the page, then the app scripts once, in order', () => {
    const page = pageWith();
    expect(page.appended).toEqual([]);
    page.dispatch('pointerover');
    page.dispatch('keydown', { key: 'a' });
    expect(page.appended).toEqual([
      { src: '/main.js', async: false, onerror: expect.any(Function) },
    ]);
  });

  test('an app that cannot load stops holding: the page falls back to what the browser does', () => {
    const page = pageWith();
    const button = element('BUTTON', (selector) => selector.includes('button'));
    expect(page.dispatch('click', { target: button }).prevented).toBe(true);
    page.appended[0]!.onerror!();
    expect(page.dispatch('click', { target: button }).prevented).toBe(false);
  });

  test('starts at once for a browser that signed in or overrides a remote, or a URL with a fragment', () => {
    expect(pageWith({ stored: { 'jobmatch.signedIn': '1' } }).appended).toHaveLength(1);
    const overrides = {
      'jobmatch.remoteOverrides': '{"mf_auth":"http://localhost:9001/mf-manifest.json"}',
    };
    expect(pageWith({ stored: overrides }).appended).toHaveLength(1);
    expect(pageWith({ hash: '#challenge=x' }).appended).toHaveLength(1);
    expect(pageWith({ stored: { 'jobmatch.fingerprint': 'x' } }).appended).toHaveLength(0);
  });

  test('holds a press on a button or a marked link, and hands it over once', () => {
    const page = pageWith();
    const button = element('BUTTON', (selector) => selector.includes('button'));
    expect(page.dispatch('click', { target: button })).toEqual({ prevented: true, stopped: true });
    expect(page.appended).toHaveLength(1);

    const link = element('A', (selector) => selector.includes('[data-hold-until-started]'));
    page.dispatch('click', { target: link });
    const held = page.handle.release();
    expect(held.activation).toEqual({ kind: 'click', target: link });
    expect(page.handle.release().activation).toBeNull();
    // released: the app answers presses itself from now on
    expect(page.dispatch('click', { target: button }).prevented).toBe(false);
  });

  test('leaves links, disabled buttons and presses with a modifier alone', () => {
    const page = pageWith();
    const link = element('A', () => false);
    expect(page.dispatch('click', { target: link }).prevented).toBe(false);
    const button = element('BUTTON', (selector) => selector.includes('button'));
    const disabled = element('BUTTON', (selector) => selector.includes('button'), {
      disabled: true,
    });
    expect(page.dispatch('click', { target: disabled }).prevented).toBe(false);
    expect(page.dispatch('click', { target: button, ctrlKey: true }).prevented).toBe(false);
    expect(page.dispatch('click', { target: button, button: 1 }).prevented).toBe(false);
  });

  test('holds Enter in a text field as sending its form through its button, but not an IME conversion, a modifier or a box', () => {
    const page = pageWith();
    const send = { tagName: 'BUTTON', type: 'submit' };
    const form = { tagName: 'FORM', querySelector: () => send };
    const field = { tagName: 'INPUT', type: 'email', form, value: '' };
    const enter = (event: Record<string, unknown>) =>
      page.dispatch('keydown', { key: 'Enter', target: field, ...event }).prevented;
    expect(enter({ isComposing: true })).toBe(false);
    expect(enter({ keyCode: 229 })).toBe(false);
    expect(enter({ shiftKey: true })).toBe(false);
    expect(enter({ target: { tagName: 'INPUT', type: 'checkbox', form, value: 'on' } })).toBe(
      false,
    );
    expect(enter({ target: { ...field, form: { querySelector: () => null } } })).toBe(false);
    expect(enter({})).toBe(true);
    expect(page.handle.release().activation).toEqual({
      kind: 'submit',
      target: form,
      submitter: send,
    });
  });

  test('notes the last value typed into each field, and typing starts the app', () => {
    const page = pageWith();
    const field = { tagName: 'INPUT', type: 'text', value: 'G' };
    page.dispatch('input', { target: field });
    field.value = 'Go';
    page.dispatch('input', { target: field });
    expect(page.appended).toHaveLength(1);
    expect(page.handle.release().typed).toEqual([{ field, value: 'Go' }]);
  });

  test('notes no file input (its value cannot be set back), and an open IME conversion', () => {
    const page = pageWith();
    const file = { tagName: 'INPUT', type: 'file', value: 'C:\\fakepath\\cv.pdf' };
    page.dispatch('change', { target: file });
    const field = { tagName: 'INPUT', type: 'search', value: 'にほ' };
    page.dispatch('compositionstart', { target: field });
    const held = page.handle.release() as unknown as { typed: unknown[]; composing: unknown };
    expect(held.typed).toEqual([]);
    expect(held.composing).toBe(field);
  });

  test('notes whether a checkbox was left checked', () => {
    const page = pageWith();
    const box = { tagName: 'INPUT', type: 'checkbox', value: 'on', checked: true };
    page.dispatch('change', { target: box });
    expect(page.handle.release().typed).toEqual([{ field: box, value: 'on', checked: true }]);
  });
});
