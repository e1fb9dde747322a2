/* global document, window */
// The first HTML's start-on-intent script (docs/server-rendering.md#start-on-intent), inlined into
// every server-rendered page by start-on-intent.ts. It runs in the visitor's browser before any
// of the app's code, so it is plain script that every browser of the product runs, with no
// imports and nothing a build step would have to add.

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
  var blockId = options.block;
  var handleName = options.handle;
  var holdAttribute = options.holdAttribute;
  var block = document.getElementById(blockId);
  var scripts = (block && JSON.parse(block.textContent || '{}').scripts) || [];
  var intents = ['pointerdown', 'pointerover', 'keydown', 'touchstart', 'focusin'];
  // passive: a listener that never cancels a touch must not hold its scrolling back
  var intentListening = { capture: true, passive: true };
  var held = { activation: null, typed: [] };
  var started = false;

  function start() {
    if (started) return;
    started = true;
    intents.forEach(function (name) {
      document.removeEventListener(name, start, intentListening);
    });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      // in the order given, as `defer` would have run them
      script.async = false;
      document.head.appendChild(script);
    });
  }

  function holdClick(event) {
    var target = event.target;
    var control =
      target && target.closest
        ? target.closest('button, [role="button"], [' + holdAttribute + ']')
        : null;
    if (!control || control.disabled) return;
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

  // Enter in a field sends its form, also when the form's button waits for valid input (which
  // the app checks): but not the Enter that ends an IME conversion
  function holdEnter(event) {
    var field = event.target;
    if (event.key !== 'Enter' || event.isComposing || event.keyCode === 229) return;
    if (!field || field.tagName !== 'INPUT' || !field.form) return;
    event.preventDefault();
    held.activation = { kind: 'submit', target: field.form, submitter: null };
    start();
  }

  function noteTyping(event) {
    var field = event.target;
    if (!field || typeof field.value !== 'string') return;
    held.typed = held.typed.filter(function (entry) {
      return entry.field !== field;
    });
    var box = field.type === 'checkbox' || field.type === 'radio';
    held.typed.push(
      box
        ? { field: field, value: field.value, checked: field.checked }
        : { field: field, value: field.value },
    );
    // typing, or a choice made without a tap (a select by keyboard, autofill), is intent too
    start();
  }

  intents.forEach(function (name) {
    document.addEventListener(name, start, intentListening);
  });
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('keydown', holdEnter, true);
  document.addEventListener('input', noteTyping, true);
  document.addEventListener('change', noteTyping, true);

  window[handleName] = {
    release: function () {
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('submit', holdSubmit, true);
      document.removeEventListener('keydown', holdEnter, true);
      document.removeEventListener('input', noteTyping, true);
      document.removeEventListener('change', noteTyping, true);
      var released = { activation: held.activation, typed: held.typed };
      held.activation = null;
      held.typed = [];
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
