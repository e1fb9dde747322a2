import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  FIRST_HTML_BLOCK_IDS,
  HOLD_UNTIL_STARTED_ATTRIBUTE,
  REMOTE_OVERRIDES_STORAGE_KEY,
  SIGNED_IN_HINT_STORAGE_KEY,
  START_ON_INTENT_GLOBAL,
} from '@jobmatch/shared/contracts';

/**
 * The first HTML of a server-rendered page starts the app on intent
 * (docs/server-rendering.md#start-on-intent): the markup is already the page, so its scripts load
 * when the visitor reaches for it (a tap, a key, focus, a mouse over the page), or at once for a
 * browser that signed in (its page is drawn for its user). The script itself is a plain browser
 * file beside this one, inlined as it is: a build step would add helpers the page does not have.
 */
const pageScript = readFileSync(new URL('./start-on-intent.page.js', import.meta.url), 'utf8');

const call = `startOnIntent(${JSON.stringify({
  block: FIRST_HTML_BLOCK_IDS.startOnIntent,
  handle: START_ON_INTENT_GLOBAL,
  startAtOnceKeys: [SIGNED_IN_HINT_STORAGE_KEY, REMOTE_OVERRIDES_STORAGE_KEY],
  holdAttribute: HOLD_UNTIL_STARTED_ATTRIBUTE,
})});`;

/** The inline script of a page that starts on intent; its own scope leaves the page's globals alone. */
export const START_ON_INTENT_SCRIPT = `(function () {\n${pageScript}\n${call}\n})();`;

/** Its hash, the one inline script the pages' Content-Security-Policy allows. */
export const START_ON_INTENT_SCRIPT_HASH = `'sha256-${createHash('sha256')
  .update(START_ON_INTENT_SCRIPT)
  .digest('base64')}'`;
