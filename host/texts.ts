import { languageAtom } from '../core/platform/locale';
import type { Language } from '../contracts/locales';
import { getStore } from '../core/platform/store';
import ru from './i18n/ru';
import type { HostTextKey, HostTexts } from './i18n/types';

export type { HostTextKey } from './i18n/types';

/** ru ships with the host script (the default language); the others are a chunk each, loaded on use. */
const LOADERS: Record<Exclude<Language, 'ru'>, () => Promise<{ default: HostTexts }>> = {
  en: () => import('./i18n/en'),
  ka: () => import('./i18n/ka'),
  kk: () => import('./i18n/kk'),
  ky: () => import('./i18n/ky'),
  uz: () => import('./i18n/uz'),
};

const loaded = new Map<Language, HostTexts>([['ru', ru]]);

/**
 * Loads the host texts of a language before a page renders in it. A failed load leaves ru in
 * place (never blocks the page) and is tried again next time.
 */
export async function loadHostTexts(language: Language): Promise<void> {
  if (language === 'ru' || loaded.has(language)) return;
  try {
    loaded.set(language, (await LOADERS[language]()).default);
  } catch (error) {
    console.warn(`[vitrina] host texts for "${language}" could not be loaded; Russian is shown`, error);
  }
}

/** The texts of the current interface language (ru until that language is loaded). */
function current(): HostTexts {
  return loaded.get(getStore().get(languageAtom)) ?? ru;
}

export function hostText(key: HostTextKey): string {
  return current().ui[key];
}

/** A service or legal page's title; an unknown slug is shown as written. */
export function serviceTitle(slug: string): string {
  const titles: Record<string, string> = current().serviceTitles;
  return Object.hasOwn(titles, slug) ? titles[slug]! : slug;
}
