import { normalizeSearchText } from '../../lib/search-text';
import { SKILL_GROUPS } from './catalog-reference-data';

/**
 * Word search for Latin-script terms (docs/api.md "Word search"; docs/decisions/api-catalog-word-search.md).
 * A posting keeps the set of its words: each ASCII word of its search document and each skill it
 * lists, written in one canonical form (a skill's key where the word names a skill). An ASCII
 * term then matches whole words only: 「Go」 finds Go, Golang and the skill `go`, not Google,
 * Django or MongoDB. Japanese terms keep the gram search of search-text.ts.
 */

/**
 * Other ways people write a word, by the canonical form. Skills are found by their key and their
 * display name already (`SKILL_GROUPS`); this table holds the rest, and is the one place to add one.
 */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  go: ['golang', 'go言語'],
  javascript: ['js', 'ecmascript', 'es6'],
  typescript: ['ts'],
  nodejs: ['node', 'node.js', 'node js'],
  react: ['react.js', 'reactjs'],
  vuejs: ['vue', 'vue.js', 'vue3'],
  nextjs: ['next.js'],
  nuxtjs: ['nuxt', 'nuxt.js'],
  angular: ['angularjs'],
  kubernetes: ['k8s'],
  postgresql: ['postgres', 'psql', 'ポスグレ', 'ぽすぐれ'],
  mysql: ['マイエスキューエル'],
  csharp: ['c#'],
  'c++': ['cpp', 'cplusplus'],
  dotnet: ['.net', 'asp.net', '.net core'],
  gcp: ['google cloud platform'],
  aws: ['amazon web services'],
  azure: ['ms azure'],
  ruby_on_rails: ['rails', 'ror'],
  spring_boot: ['springboot'],
  github_actions: ['gha'],
  elasticsearch: ['elastic search', 'opensearch'],
  html_css: ['html', 'css', 'html5', 'css3'],
  terraform: ['tf'],
  python: ['py', 'python3'],
  machine_learning: ['ml', '機械学習'],
  llm: ['生成ai', 'genai'],
};

/** A word: a letter or digit, then letters, digits, `+` and `#`; dotted parts join (`node.js`, `.net`). */
const WORD = /(?<![a-z0-9])\.?[a-z0-9][a-z0-9+#]*(?:\.[a-z0-9][a-z0-9+#]*)*/g;

const isAsciiText = (text: string) => /^[\x20-\x7e]+$/.test(text);

/** The words of a normalised text, in order. */
export const wordsOf = (normalized: string): string[] => normalized.match(WORD) ?? [];

interface WordTable {
  /** A written form (normalised) → its canonical word. */
  canonical: Map<string, string>;
  /** Forms of several words (`ruby on rails`), as their words, with their canonical word. */
  phrases: Array<{ words: string[]; canonical: string }>;
  /** Forms in Japanese script, found in a document as text. */
  scriptForms: Array<{ form: string; canonical: string }>;
}

function buildWordTable(): WordTable {
  const table: WordTable = { canonical: new Map(), phrases: [], scriptForms: [] };
  const add = (form: string, canonical: string) => {
    const normalized = normalizeSearchText(form).trim();
    if (!normalized || table.canonical.has(normalized)) return;
    table.canonical.set(normalized, canonical);
    if (!isAsciiText(normalized)) {
      table.scriptForms.push({ form: normalized, canonical });
      return;
    }
    const words = wordsOf(normalized);
    if (words.length > 1 || (words.length === 1 && words[0] !== normalized))
      table.phrases.push({ words, canonical });
  };
  for (const [canonical, forms] of Object.entries(ALIASES)) {
    add(canonical, canonical);
    for (const form of forms) add(form, canonical);
  }
  for (const group of SKILL_GROUPS)
    for (const [key, name] of group.items) {
      add(key, key);
      // a skill named in Japanese is found by the gram search like any Japanese text
      if (isAsciiText(name)) add(name, key);
    }
  return table;
}

const TABLE = buildWordTable();

const canonicalWord = (word: string) => TABLE.canonical.get(word) ?? word;

const containsRun = (words: readonly string[], run: readonly string[]) => {
  outer: for (let start = 0; start + run.length <= words.length; start++) {
    for (let i = 0; i < run.length; i++) if (words[start + i] !== run[i]) continue outer;
    return true;
  }
  return false;
};

/**
 * The canonical words of a posting: of its normalised search document (each word, the words a
 * dotted word is made of unless the whole is known, the phrases and Japanese forms of the table)
 * and its skill keys.
 */
export function documentWords(normalizedDocument: string, skills: readonly string[]): string[] {
  const words = wordsOf(normalizedDocument);
  const found = new Set<string>(skills);
  for (const word of words) {
    found.add(canonicalWord(word));
    if (word.includes('.') && !TABLE.canonical.has(word))
      for (const part of word.split('.').filter(Boolean)) found.add(canonicalWord(part));
  }
  for (const phrase of TABLE.phrases)
    if (!found.has(phrase.canonical) && containsRun(words, phrase.words))
      found.add(phrase.canonical);
  for (const { form, canonical } of TABLE.scriptForms)
    if (!found.has(canonical) && normalizedDocument.includes(form)) found.add(canonical);
  return [...found];
}

/**
 * The canonical words a normalised search term stands for (all must be among a posting's words),
 * or null when the term is searched as text: a term in Japanese script that the table does not
 * know, or one without any word in it.
 */
export function termWords(term: string): string[] | null {
  const known = TABLE.canonical.get(term);
  if (known) return [known];
  if (!isAsciiText(term)) return null;
  const words = wordsOf(term);
  if (words.length === 0) return null;
  return [...new Set(words.map(canonicalWord))];
}

/** Whether a canonical word is a skill's key: a posting listing it ranks first (docs/positions.md#sort). */
export const SKILL_KEYS: ReadonlySet<string> = new Set(
  SKILL_GROUPS.flatMap((group) => group.items.map(([key]) => key)),
);
