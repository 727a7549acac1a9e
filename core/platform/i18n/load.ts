import { getStore } from '../store';
import { languageAtom } from '../locale';
import { DEFAULT_LANGUAGE, type Language } from '../../../contracts/locales';
import { i18nPage, type I18nPage } from './instance';
import { textsRevisionAtom } from './atoms';
import type { Texts } from './texts';

/**
 * Loads the namespaces of `language` the page lacks (never ru: it ships with the code), trying
 * again those that failed before. Resolves once every one is loaded or given up on.
 */
function load(page: I18nPage, language: Language, namespaces: readonly string[]): Promise<readonly string[]> {
  const { i18n } = page;
  const lacking = language === DEFAULT_LANGUAGE ? [] : namespaces.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  if (lacking.length === 0) return Promise.resolve([]);
  return new Promise((resolve) => {
    void i18n.reloadResources([language], [...lacking], () => resolve(lacking));
  });
}

/** One warning for the files of a load that could not be had (each failure is told once). */
function warnFailures(page: I18nPage, language: Language, namespaces: readonly string[]): void {
  const reasons: string[] = [];
  for (const namespace of namespaces) {
    const failure = page.failures.get(`${language}|${namespace}`);
    if (!failure || failure.reported) continue;
    failure.reported = true;
    reasons.push(`${namespace}: ${failure.reason}`);
  }
  if (reasons.length === 0) return;
  console.warn(`[vitrina] the "${language}" texts could not be loaded (${reasons.join('; ')}); the Russian texts are shown instead`);
}

/**
 * Makes `language` the interface language of every element on the page (storefront-shell.md §1):
 * its texts are loaded for every namespace the page has, then the store's language changes and
 * every element paints again. A file that is missing, broken or over 15 s leaves its texts in ru
 * (the fallback chain) with one warning; when none of the files could be had the default, ru, is
 * used. The latest choice wins over one still loading. Resolves to the language now active.
 */
export async function setLanguage(language: Language): Promise<Language> {
  const page = i18nPage();
  const choice = ++page.choices;
  const done = (async () => {
    const namespaces = [...(page.i18n.options.ns as readonly string[])];
    const tried = await load(page, language, namespaces);
    warnFailures(page, language, tried);
    if (choice !== page.choices) return;
    const usable = language === DEFAULT_LANGUAGE || namespaces.some((namespace) => page.i18n.hasResourceBundle(language, namespace));
    const active = usable ? language : DEFAULT_LANGUAGE;
    await page.i18n.changeLanguage(active);
    getStore().set(languageAtom, active);
  })();
  page.switching = { language, done };
  try {
    await done;
  } finally {
    if (page.switching?.done === done) page.switching = null;
  }
  return getStore().get(languageAtom);
}

/**
 * Adds default-language (ru) texts, by namespace: an element's own, shipped in its chunk, and
 * those of elements whose parts it renders. Returns null when the page's language is ru or has
 * them loaded already; otherwise a promise that settles once they are loaded in that language or
 * given up on (an element may wait for it before it first paints, instead of flashing Russian).
 */
export function addTexts(bundles: Readonly<Record<string, Texts>>): Promise<void> | null {
  const page = i18nPage();
  for (const [namespace, texts] of Object.entries(bundles)) page.i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, texts, true, true);
  return loadTexts(Object.keys(bundles));
}

/**
 * Loads namespaces in the page's language, or in `wanted`, and in the language the page is
 * switching to if it is (what will be shown once the switch is done). Settles once they are loaded
 * or given up on, and after the switch; null when there is nothing to load or wait for.
 */
export function loadTexts(namespaces: readonly string[], wanted?: Language): Promise<void> | null {
  const page = i18nPage();
  const switching = page.switching;
  const languages = new Set([wanted ?? switching?.language ?? getStore().get(languageAtom)]);
  if (switching) languages.add(switching.language);
  const loaded = (language: Language) => language === DEFAULT_LANGUAGE || namespaces.every((namespace) => page.i18n.hasResourceBundle(language, namespace));
  if (!switching && [...languages].every(loaded)) return null;
  const loads = [...languages].map((language) =>
    load(page, language, namespaces).then((tried) => {
      warnFailures(page, language, tried);
      return tried.length;
    }),
  );
  return Promise.all([Promise.all(loads), switching?.done]).then(([tried]) => {
    if (tried.some((count) => count > 0)) getStore().set(textsRevisionAtom, (revision) => revision + 1);
  });
}

/** Where `{lng}/{ns}.json` files are fetched from; the build puts them in dist/locales/. */
export function setLocalesBase(url: string): void {
  i18nPage().localesBase = url.endsWith('/') ? url : `${url}/`;
}
