/* global document, window */
// The first HTML's start-on-intent script (docs/server-rendering.md#start-on-intent), inlined into
// the head of every server-rendered page by start-on-intent.ts. It runs in the visitor's browser
// before any of the app's code, so it is plain script that every browser of the product runs, with
// no imports and nothing a build step would have to add.

/**
 * Loads the app's scripts when the visitor reaches for the page, or at once for a browser whose
 * storage says it will not show the server's page as it is (signed in, a remote override) or a
 * URL with a fragment; until the app answers events itself, holds a button pressed or a form sent
 * and notes what was typed, for the shell to replay.
 * @param {{ block: string, handle: string, startAtOnceKeys: string[], holdAttribute: string }} options
 *   the data block that lists the app's scripts, the `window` property the shell releases what
 *   was held through, the local-storage keys whose presence starts the app at once, and the
 *   attribute that marks a link working only once the app runs
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the script that inlines this file
function startOnIntent(options) {
  var intents = ['pointerdown', 'pointerover', 'keydown', 'touchstart', 'focusin'];
  // passive: a listener that never cancels a touch must not hold its scrolling back
  var intentListening = { capture: true, passive: true };
  var controls =
    'button, input[type="button"], input[type="submit"], [role="button"], [' +
    options.holdAttribute +
    ']';
  // the fields whose text the shell types again; a file input's value cannot be set back
  var textTypes = ['text', 'search', 'email', 'tel', 'url', 'password', 'number'];
  var held = { activation: null, typed: [], composing: null };
  var started = false;

  /** The app's scripts, from the data block at the end of the body (parsed by then). */
  function loadScripts() {
    var block = document.getElementById(options.block);
    var scripts = (block && JSON.parse(block.textContent || '{}').scripts) || [];
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      // in the order given, as `defer` would have run them
      script.async = false;
      // an app that cannot load must not leave the page's controls held for ever
      script.onerror = stopHolding;
      document.head.appendChild(script);
    });
  }

  function start() {
    if (started) return;
    started = true;
    intents.forEach(function (name) {
      document.removeEventListener(name, start, intentListening);
    });
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', loadScripts);
    else loadScripts();
  }

  /** A plain press: no modifier (a new tab stays the browser's), the main button. */
  function plainPress(event) {
    return !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey && !event.button;
  }

  function holdClick(event) {
    var target = event.target;
    var control = target && target.closest ? target.closest(controls) : null;
    if (!control || control.disabled || !plainPress(event)) return;
    event.preventDefault();
    event.stopPropagation();
    held.activation = { kind: 'click', target: control };
    start();
  }

  function holdSubmit(event) {
    event.preventDefault();
    event.stopPropagation();
    held.activation = { kind: 'submit', target: event.target, submitter: event.submitter || null };
    start();
  }

  function isTextField(field) {
    return field.tagName === 'INPUT' && textTypes.indexOf(field.type) >= 0;
  }

  // Enter in a text field sends its form through its default button, also when that button
  // waits for valid input (which the app checks); not the Enter that ends an IME conversion, not
  // with a modifier, not in a form without a button to send it
  function holdEnter(event) {
    var field = event.target;
    if (event.key !== 'Enter' || event.isComposing || event.keyCode === 229) return;
    if (!plainPress(event) || !field || !field.form || !isTextField(field)) return;
    var submitter = field.form.querySelector(
      'button[type="submit"], button:not([type]), input[type="submit"]',
    );
    if (!submitter) return;
    event.preventDefault();
    held.activation = { kind: 'submit', target: field.form, submitter: submitter };
    start();
  }

  function noteTyping(event) {
    var field = event.target;
    if (!field || !field.tagName) return;
    var box = field.type === 'checkbox' || field.type === 'radio';
    var text = isTextField(field) || field.tagName === 'TEXTAREA' || field.tagName === 'SELECT';
    if (!box && !text) return;
    held.typed = held.typed.filter(function (entry) {
      return entry.field !== field;
    });
    held.typed.push(
      box
        ? { field: field, value: field.value, checked: field.checked }
        : { field: field, value: field.value },
    );
    // typing, or a choice made without a tap (a select by keyboard, autofill), is intent too
    start();
  }

  // a conversion still open when the app takes over is left to the app, which hears its end
  function noteComposing(event) {
    held.composing = event.type === 'compositionstart' ? event.target : null;
  }

  var holders = [
    ['click', holdClick],
    ['submit', holdSubmit],
    ['keydown', holdEnter],
    ['input', noteTyping],
    ['change', noteTyping],
    ['compositionstart', noteComposing],
    ['compositionend', noteComposing],
  ];

  function stopHolding() {
    holders.forEach(function (holder) {
      document.removeEventListener(holder[0], holder[1], true);
    });
  }

  intents.forEach(function (name) {
    document.addEventListener(name, start, intentListening);
  });
  holders.forEach(function (holder) {
    document.addEventListener(holder[0], holder[1], true);
  });

  window[options.handle] = {
    release: function () {
      stopHolding();
      var released = { activation: held.activation, typed: held.typed, composing: held.composing };
      held.activation = null;
      held.typed = [];
      held.composing = null;
      return released;
    },
  };

  var startsAtOnce = false;
  try {
    startsAtOnce = options.startAtOnceKeys.some(function (key) {
      return Boolean(window.localStorage.getItem(key));
    });
  } catch {
    // storage blocked: a guest's page
  }
  // a fragment is state the server never saw (a second step brought back by a login): the page
  // needs its app to show it
  if (startsAtOnce || window.location.hash.length > 1) start();
}
