import coreRu from './locales/ru.json';
import { getStore } from '../store';
import { languageAtom } from '../locale';
import { DEFAULT_LANGUAGE, type Language } from '../../../contracts/locales';
import { lookup, interpolate, mergeBundles, type Bundle, type TranslateValues } from './lookup';

/** storefront-shell.md §1: a language file taking longer than this is given up on. */
export const TRANSLATION_TIMEOUT_MS = 15_000;
export const TRANSLATION_TIMEOUT_MESSAGE = 'translation load exceeded 15 seconds';

const I18N_KEY = Symbol.for('vitrina.i18n');
type Holder = { [I18N_KEY]?: I18nState };
interface I18nState {
  bundles: Map<Language, Bundle>;
  loaded: Map<Language, Promise<boolean>>;
  localesBase: string;
  warnedKeys: Set<string>;
}

/**
 * One state per page, kept on globalThis so a second copy of the bundle shares it. Our own
 * translator (keys, fallback to ru, {{value}} interpolation) instead of i18next: the kit uses
 * nothing else of it, and it would cost ~20 KB gzip in the runtime every page loads.
 */
function state(): I18nState {
  const holder = globalThis as Holder;
  holder[I18N_KEY] ??= {
    bundles: new Map([[DEFAULT_LANGUAGE, structuredClone(coreRu) as Bundle]]),
    loaded: new Map([[DEFAULT_LANGUAGE, Promise.resolve(true)]]),
    localesBase: new URL('../locales/', import.meta.url).href,
    warnedKeys: new Set<string>(),
  };
  return holder[I18N_KEY];
}

/**
 * Adds an element's own default-language (ru) texts: the core's keys ship with the runtime and
 * each element's with its chunk; other languages come merged in one file each (dist/locales/).
 */
export function addDefaultTranslations(bundle: Bundle): void {
  const bundles = state().bundles;
  bundles.set(DEFAULT_LANGUAGE, mergeBundles(bundles.get(DEFAULT_LANGUAGE) ?? {}, bundle));
}

/** Where `{lang}.json` files are fetched from; the build puts them in dist/locales/. */
export function setLocalesBase(url: string): void {
  state().localesBase = url.endsWith('/') ? url : `${url}/`;
}

async function fetchLanguage(language: Language, timeoutMs: number): Promise<Record<string, unknown>> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(TRANSLATION_TIMEOUT_MESSAGE));
    }, timeoutMs);
  });
  try {
    const load = fetch(`${state().localesBase}${language}.json`, { signal: controller.signal }).then(async (response) => {
      if (!response.ok) throw new Error(`translation ${language} answered ${response.status}`);
      const json: unknown = await response.json();
      if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error(`translation ${language} is not an object`);
      return json as Record<string, unknown>;
    });
    return await Promise.race([load, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Loads a language once; resolves false (and logs) when it could not be had. */
function ensureLanguage(language: Language, timeoutMs: number): Promise<boolean> {
  const s = state();
  let pending = s.loaded.get(language);
  if (!pending) {
    pending = fetchLanguage(language, timeoutMs).then(
      (bundle) => {
        s.bundles.set(language, bundle as Bundle);
        return true;
      },
      (error: unknown) => {
        s.loaded.delete(language); // a later choice may try again
        console.error(`[vitrina] ${error instanceof Error ? error.message : String(error)}`);
        return false;
      },
    );
    s.loaded.set(language, pending);
  }
  return pending;
}

/**
 * Makes `language` the active one for every element on the page. Languages other than ru load
 * lazily; a failed or too slow load (§1: 15 s) keeps the default. Resolves to the active language.
 */
export async function setLanguage(language: Language, timeoutMs = TRANSLATION_TIMEOUT_MS): Promise<Language> {
  const ok = await ensureLanguage(language, timeoutMs);
  const active = ok ? language : DEFAULT_LANGUAGE;
  getStore().set(languageAtom, active);
  return active;
}

export type Translate = (key: string, values?: TranslateValues) => string;

/**
 * A translate function fixed to one language (widgets take the language from languageAtom). A key
 * the language lacks falls back to ru; a key ru lacks too is warned about once and shown as is (§8).
 */
export function translator(language: Language): Translate {
  return (key, values) => {
    const s = state();
    const text = lookup(s.bundles.get(language), key) ?? lookup(s.bundles.get(DEFAULT_LANGUAGE), key);
    if (text !== undefined) return interpolate(text, values);
    if (!s.warnedKeys.has(key)) {
      s.warnedKeys.add(key);
      console.warn(`[vitrina] missing translation key "${key}"`);
    }
    return key;
  };
}

/** For tests: a fresh instance. */
export function resetI18n(): void {
  delete (globalThis as Holder)[I18N_KEY];
}
export { type Bundle } from './lookup';
