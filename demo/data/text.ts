import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contracts/locales';
import type { Names } from './subjects';

/** The shop language `lang` names, or the default one for a language the shop does not offer. */
export function shopLanguage(lang: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : DEFAULT_LANGUAGE;
}

/**
 * The text in `lang`. Every Names value carries all shop languages (the type requires them), so
 * the only fallback left is for a language the server does not know (a hand-typed `?lang=xx`):
 * that request reads the default language rather than an empty name.
 */
export function textIn(names: Names, lang: string | undefined): string {
  return names[shopLanguage(lang)];
}

/** An empty text in every language: a product without a name (the client shows its own words for it). */
export const BLANK_NAMES: Names = { ru: '', en: '', kk: '', ky: '', uz: '', ka: '' };

/**
 * Upper-cases the first letter (an English name starts with its first modifier). Georgian has no
 * capitals in running text: toUpperCase would turn Mkhedruli into Mtavruli ("ლ" to "Ლ"), so it stays.
 */
export function capitalise(text: string): string {
  const first = text.charAt(0);
  return GEORGIAN.test(first) ? text : first.toUpperCase() + text.slice(1);
}
const GEORGIAN = /\p{Script=Georgian}/u;
