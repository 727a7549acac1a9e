import { menuLanguage } from './menu';
import type { Names } from './subjects';

/** The text in `lang`, else in the language the menu falls back to for it (kk, ky, uz: ru; others: en). */
export function textIn(names: Names, lang: string): string {
  const own = (names as Record<string, string | undefined>)[lang];
  return own !== undefined && own !== '' ? own : names[menuLanguage(lang)];
}

/** Upper-cases the first letter (an English name starts with its first modifier). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
