import { createInstance, type i18n } from 'i18next';
import coreRu from './locales/ru.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../contracts/locales';
import { FALLBACK_CHAINS } from './fallback-chains';
import { LocaleFilesBackend, type LocaleFilesOptions } from './backend';
import { addFormatters } from './formatters';
import { pagePart } from '../page';

/** The namespace of the session core's message keys (common.errors.serverError, basket.errors.…). */
export const CORE_NAMESPACE = 'core';

/** A file that could not be had: why, and whether a warning said so already. */
interface Failure {
  reason: string;
  reported: boolean;
}

export interface I18nPage {
  readonly i18n: i18n;
  /** Where `{lng}/{ns}.json` are fetched from. */
  localesBase: string;
  /** "lng|ns" -> the last failed read of that file (cleared when it is read again). */
  readonly failures: Map<string, Failure>;
  readonly warnedKeys: Set<string>;
  /** The language switch under way, if any: elements appearing meanwhile load their texts in it. */
  switching: { language: Language; done: Promise<void> } | null;
  /** Counts language choices: only the latest one is applied. */
  choices: number;
}

/**
 * The page's one i18next instance, made with `i18next.createInstance()`, a part of the page's
 * runtime as the store is: every chunk and a second copy of the kit share it, and neither i18next's
 * default instance nor a host page's own i18next is touched.
 */
export function i18nPage(): I18nPage {
  return pagePart('i18n', createPage);
}

function warnMissingKey(page: I18nPage, key: string): string {
  // storefront-shell.md §1, §8: a missing key is warned about and the key itself is shown.
  if (!page.warnedKeys.has(key)) {
    page.warnedKeys.add(key);
    console.warn(`[vitrina] missing translation key "${key}"`);
  }
  return key;
}

function createPage(): I18nPage {
  const instance = createInstance();
  const page: I18nPage = {
    i18n: instance,
    localesBase: new URL('../locales/', import.meta.url).href,
    failures: new Map(),
    warnedKeys: new Set(),
    switching: null,
    choices: 0,
  };
  const files: LocaleFilesOptions = {
    base: () => page.localesBase,
    started: (language, namespace) => page.failures.delete(`${language}|${namespace}`),
    failed: (language, namespace, reason) => page.failures.set(`${language}|${namespace}`, { reason, reported: false }),
  };
  instance.use(new LocaleFilesBackend());
  void instance.init({
    lng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    fallbackLng: Object.fromEntries(Object.entries(FALLBACK_CHAINS).map(([language, chain]) => [language, [...chain]])),
    // ru ships with the code (the core's here, each element's in its chunk); the rest is fetched.
    resources: { [DEFAULT_LANGUAGE]: { [CORE_NAMESPACE]: coreRu } },
    partialBundledLanguages: true,
    ns: [CORE_NAMESPACE],
    defaultNS: CORE_NAMESPACE,
    // Every element reaches the core's message keys besides its own.
    fallbackNS: CORE_NAMESPACE,
    initAsync: false,
    nsSeparator: false,
    // An empty text in a language file is a gap: the fallback chain fills it.
    returnEmptyString: false,
    saveMissing: true,
    saveMissingPlurals: false,
    missingKeyHandler: (_languages, _namespace, key) => void warnMissingKey(page, key),
    // A group of texts asked for as one text is a missing text, not "[object Object]".
    returnedObjectHandler: (key) => warnMissingKey(page, key),
    // Texts reach the page as text (React, the host's h()), never as markup: no HTML escaping.
    interpolation: { escapeValue: false },
    backend: files,
  });
  addFormatters(instance);
  return page;
}
