import i18next from 'i18next';
import { errorsJa } from './ja/errors';
import { sharedJa } from './ja/shared';

/**
 * The one i18next instance of the product: i18next's default instance, because i18next is an MF
 * singleton, so the shell and every remote that imports `i18next` get this same object.
 * No React here: the api imports the error catalogue, which reads its texts from this instance.
 */
export const i18n = i18next;

export const LANGUAGE = 'ja';

/** Translation loader limits (docs/shell.md#text-dates-and-times): 10 parallel reads, 5 retries, 350 ms wait doubling. */
export const TRANSLATION_LOADER_OPTIONS = {
  maxParallelReads: 10,
  maxRetries: 5,
  retryTimeout: 350,
} as const;

/** Initialises the instance once, synchronously (all texts are bundled, nothing is fetched). */
export function ensureI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.init({
      lng: LANGUAGE,
      supportedLngs: [LANGUAGE],
      fallbackLng: false,
      ns: ['shared', 'errors'],
      defaultNS: 'shared',
      resources: { [LANGUAGE]: { shared: sharedJa, errors: errorsJa } },
      initAsync: false,
      // React escapes on render; escaping here would double-escape.
      interpolation: { escapeValue: false },
      ...TRANSLATION_LOADER_OPTIONS,
    });
  }
  // i18next is an MF singleton: if some other code initialised it first, our texts are still added.
  if (!i18n.hasResourceBundle(LANGUAGE, 'errors')) {
    i18n.addResourceBundle(LANGUAGE, 'errors', errorsJa, true, false);
    i18n.addResourceBundle(LANGUAGE, 'shared', sharedJa, true, false);
  }
  return i18n;
}

/**
 * Adds a namespace's Japanese texts (each remote does so when it loads). Calling it again with
 * the same namespace is harmless: existing keys are kept unless the new resources change them.
 */
export function registerNamespace(ns: string, resources: Record<string, unknown>): void {
  const instance = ensureI18n();
  // A remote may be built against newer shared texts than the shell that initialised i18next
  // (docs/delivery.md#skew): its copy adds the keys the page lacks and changes none.
  instance.addResourceBundle(LANGUAGE, 'shared', sharedJa, true, false);
  instance.addResourceBundle(LANGUAGE, 'errors', errorsJa, true, false);
  instance.addResourceBundle(LANGUAGE, ns, resources, true, true);
}
