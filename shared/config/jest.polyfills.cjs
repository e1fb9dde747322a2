// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

/* global HTMLDialogElement, Event, document -- jsdom's, in the test environment */

// jsdom has <dialog> without showModal()/close(). This stands in for what the UI kit's Modal
// relies on: `open`, focus moving in, Escape raising a cancelable `cancel` on the topmost modal
// dialog (closing it unless cancelled) and a `close` event. Inertness of the page behind is the
// browser's and is covered by the e2e specs.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const FOCUSABLE =
    'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  const modalStack = [];

  HTMLDialogElement.prototype.showModal = function showModal() {
    if (this.open) return;
    this.setAttribute('open', '');
    modalStack.push(this);
    const target = this.querySelector('[autofocus]') ?? this.querySelector(FOCUSABLE) ?? this;
    target.focus();
  };

  HTMLDialogElement.prototype.close = function close(returnValue) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    const index = modalStack.indexOf(this);
    if (index !== -1) modalStack.splice(index, 1);
    this.dispatchEvent(new Event('close'));
  };

  // After the keydown has run through the page's handlers, as a browser's close request does.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = modalStack.filter((open) => open.isConnected && open.open).at(-1);
    if (!dialog) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}
