import i18next, { type i18n as I18n, type TOptions } from 'i18next';
import ru from 'virtual:vitrina/ru';
import { getStore } from '../store';
import { languageAtom } from '../config/atoms';
import { DEFAULT_LANGUAGE, type Language } from '../config/locales';

/** storefront-shell.md §1: a language file taking longer than this is given up on. */
export const TRANSLATION_TIMEOUT_MS = 15_000;
export const TRANSLATION_TIMEOUT_MESSAGE = 'translation load exceeded 15 seconds';

const I18N_KEY = Symbol.for('vitrina.i18n');
type Holder = { [I18N_KEY]?: I18nState };
interface I18nState {
  instance: I18n;
  loaded: Map<Language, Promise<boolean>>;
  localesBase: string;
  warnedKeys: Set<string>;
}

function state(): I18nState {
  const holder = globalThis as Holder;
  if (holder[I18N_KEY]) return holder[I18N_KEY];
  const warnedKeys = new Set<string>();
  // Our own instance: a host page's global i18next keeps its languages and resources (DESIGN.md core/i18n).
  const instance = i18next.createInstance();
  void instance.init({
    initAsync: false,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE, // i18next's default would be 'dev'
    resources: { ru: { translation: ru } },
    interpolation: { escapeValue: false }, // React escapes; we never inject HTML
    returnNull: false,
    saveMissing: true,
    // §1/§8: a missing key is warned about, and the key itself is shown (i18next's default output).
    missingKeyHandler: (_lngs, _ns, key) => {
      if (warnedKeys.has(key)) return;
      warnedKeys.add(key);
      console.warn(`[vitrina] missing translation key "${key}"`);
    },
  });
  holder[I18N_KEY] = {
    instance,
    loaded: new Map([[DEFAULT_LANGUAGE, Promise.resolve(true)]]),
    localesBase: new URL('../locales/', import.meta.url).href,
    warnedKeys,
  };
  return holder[I18N_KEY];
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
        s.instance.addResourceBundle(language, 'translation', bundle, true, true);
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
  await state().instance.changeLanguage(active);
  getStore().set(languageAtom, active);
  return active;
}

export type Translate = (key: string, options?: TOptions) => string;

/** A translate function fixed to one language (widgets take the language from languageAtom). */
export function translator(language: Language): Translate {
  const t = state().instance.getFixedT(language);
  return (key, options) => String(t(key, options ?? {}));
}

/** For tests: a fresh instance. */
export function resetI18n(): void {
  delete (globalThis as Holder)[I18N_KEY];
}
