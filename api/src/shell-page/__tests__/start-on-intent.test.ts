import vm from 'node:vm';
import { START_ON_INTENT_SCRIPT } from '../start-on-intent';

// The inline script as the page runs it, over a small stand-in of the DOM: it must run as it is
// (no helper a build would add, no name it does not define) and hold what it promises.

type Listener = (event: Record<string, unknown>) => void;

function pageWith({ stored = {} as Record<string, string>, hash = '' } = {}) {
  const listeners = new Map<string, Listener[]>();
  const appended: { src?: string; async?: boolean }[] = [];
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
      preventDefault: () => (calls.prevented = true),
      stopPropagation: () => (calls.stopped = true),
      ...event,
    };
    for (const listener of listeners.get(name) ?? []) listener(full);
    return calls;
  };
  const handle = window.__jobmatchStart as { release(): { activation: unknown; typed: unknown[] } };
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
    expect(page.appended).toEqual([{ src: '/main.js', async: false }]);
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

  test('leaves links and disabled buttons alone', () => {
    const page = pageWith();
    const link = element('A', () => false);
    expect(page.dispatch('click', { target: link }).prevented).toBe(false);
    const disabled = element('BUTTON', (selector) => selector.includes('button'), {
      disabled: true,
    });
    expect(page.dispatch('click', { target: disabled }).prevented).toBe(false);
  });

  test('holds Enter in a field as sending its form, but not the Enter that ends an IME conversion', () => {
    const page = pageWith();
    const form = { tagName: 'FORM' };
    const field = { tagName: 'INPUT', form, value: '' };
    expect(
      page.dispatch('keydown', { key: 'Enter', isComposing: true, target: field }).prevented,
    ).toBe(false);
    expect(page.dispatch('keydown', { key: 'Enter', keyCode: 229, target: field }).prevented).toBe(
      false,
    );
    expect(page.dispatch('keydown', { key: 'Enter', target: field }).prevented).toBe(true);
    expect(page.handle.release().activation).toEqual({
      kind: 'submit',
      target: form,
      submitter: null,
    });
  });

  test('notes the last value typed into each field, and typing starts the app', () => {
    const page = pageWith();
    const field = { tagName: 'INPUT', value: 'G' };
    page.dispatch('input', { target: field });
    field.value = 'Go';
    page.dispatch('input', { target: field });
    expect(page.appended).toHaveLength(1);
    expect(page.handle.release().typed).toEqual([{ field, value: 'Go' }]);
  });

  test('notes whether a checkbox was left checked', () => {
    const page = pageWith();
    const box = { tagName: 'INPUT', type: 'checkbox', value: 'on', checked: true };
    page.dispatch('change', { target: box });
    expect(page.handle.release().typed).toEqual([{ field: box, value: 'on', checked: true }]);
  });
});
