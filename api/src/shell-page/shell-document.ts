// The shell page document (docs/shell.md#first-html): the shell's built `index.html` with what the
// first HTML of a page carries. Pure string building; what goes in is decided in shell-page.ts.
import { FIRST_HTML_BLOCK_IDS } from '@jobmatch/shared/contracts';
import { START_ON_INTENT_SCRIPT } from './start-on-intent';

/** What a later server-side render adds to a page; everything is optional. */
export interface ShellDocumentParts {
  /** Markup for `<div id="root">`, which the client then hydrates. */
  appHtml?: string;
  /** More for `<head>`, after the page's own tags (the server-rendered page's styles). */
  headHtml?: string;
  /** More JSON data blocks by element id, beside the runtime block. */
  dataBlocks?: Record<string, unknown>;
}

export interface ShellDocumentInput {
  /** Ready tags for `<head>`; they take the place of the template's `<title>`. */
  head: string;
  appHtml?: string;
  /** `<script type="application/json" id="…">` blocks, at the end of `<body>`. */
  dataBlocks: Record<string, unknown>;
  /**
   * The page is the server's markup: the template's scripts load on the visitor's intent
   * (start-on-intent.ts) instead of at once.
   */
  startOnIntent?: boolean;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * JSON for the inside of a `<script>` element: `<` written as `\u003c`, so no text in the data
 * (`</script>`, `<!--`) can end the element early. JSON.parse reads it back unchanged.
 */
export const scriptJson = (value: unknown) =>
  (JSON.stringify(value) ?? 'null').replace(/</g, '\\u003c');

/** A JSON data block: not executed, so the Content-Security-Policy has nothing to allow. */
export const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${escapeHtml(id)}">${scriptJson(value)}</script>`;

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
/** The template's external scripts (`<script defer src=/main.js></script>`), minified or not. */
const EXTERNAL_SCRIPT =
  /<script\b[^>]*?\bsrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>\s*<\/script\s*>/gi;
const HEAD_END = /<\/head\s*>/i;
const BODY_END = /<\/body\s*>/i;
/** `<div id="root"></div>` as written or as html-minifier leaves it (`<div id=root></div>`). */
const ROOT = /(<div\s+id=(?:"root"|'root'|root)\s*>)\s*(<\/div\s*>)/i;

/** Splits `text` around the first match of `pattern`; the match itself is dropped unless kept. */
function splitAt(text: string, pattern: RegExp, keep: 'before' | 'after' | 'none') {
  const match = pattern.exec(text);
  if (!match) return undefined;
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  if (keep === 'before') return [before, match[0] + after] as const;
  if (keep === 'after') return [before + match[0], after] as const;
  return [before, after] as const;
}

/** The template's parts around what each page puts in, split once. */
function compileParts(template: string) {
  const [beforeHead, rest] = splitAt(template, TITLE, 'none') ??
    splitAt(template, HEAD_END, 'before') ?? [template, ''];
  const [middle, afterBody] = splitAt(rest, BODY_END, 'before') ?? [rest, ''];
  const root = ROOT.exec(middle);
  const [beforeRoot, afterRoot] = root
    ? [middle.slice(0, root.index) + root[1], root[2] + middle.slice(root.index + root[0].length)]
    : [middle, undefined];

  return ({ head, appHtml = '', dataBlocks }: ShellDocumentInput) => {
    if (appHtml && afterRoot === undefined)
      throw new Error('the shell template has no <div id="root"> for the server-rendered app');
    const blocks = Object.entries(dataBlocks)
      .map(([id, value]) => dataBlock(id, value))
      .join('');
    return `${beforeHead}${head}${beforeRoot}${appHtml}${afterRoot ?? ''}${blocks}${afterBody}`;
  };
}

/**
 * Prepares the template once (it changes only with a shell deploy) and returns the builder of
 * its documents. The head tags replace `<title>` (else go before `</head>`), the data blocks go
 * before `</body>`, `appHtml` inside `<div id="root">`. A template without these parts (a bare
 * test page) gets the head tags and blocks appended; `appHtml` then has nowhere to go and throws.
 *
 * A page that starts on intent has the template's scripts taken out: they are listed in a data
 * block, and the start-on-intent script in the head holds presses from the first parsed byte on
 * and loads them on intent. They are prefetched while the browser is idle, so a tap finds the
 * shell's entry in the cache.
 */
export function compileShellTemplate(template: string): (input: ShellDocumentInput) => string {
  const scripts = [...template.matchAll(EXTERNAL_SCRIPT)].map(
    (match) => match[1] ?? match[2] ?? match[3]!,
  );
  const asIs = compileParts(template);
  const onIntent = compileParts(template.replace(EXTERNAL_SCRIPT, ''));
  const prefetches = scripts
    .map((src) => `<link rel="prefetch" as="script" href="${escapeHtml(src)}">`)
    .join('');
  const startScript = `<script>${START_ON_INTENT_SCRIPT}</script>`;

  return ({ startOnIntent = false, ...input }) =>
    startOnIntent
      ? onIntent({
          head: prefetches + startScript + input.head,
          appHtml: input.appHtml,
          dataBlocks: {
            ...input.dataBlocks,
            [FIRST_HTML_BLOCK_IDS.startOnIntent]: { scripts },
          },
        })
      : asIs(input);
}
