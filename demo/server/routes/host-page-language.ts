import type { Language } from '../../../contracts/locales';
import { escapeHtml } from '../html';

/** A namespace's texts as the kit ships them (dist/locales/{lng}/{ns}.json). */
export type KitTexts = (namespace: string) => Record<string, unknown> | undefined;

/** `<tag … data-i18n="ns:key" …>text</tag>`: an element of the host page whose whole text is one of the kit's. */
const TEXT_ELEMENT = /(<([a-z][a-z0-9]*)\b[^>]*?\sdata-i18n="([\w-]+):([\w.]+)"[^>]*>)([^<]*)(<\/\2>)/g;
/** `aria-label="…" data-i18n-aria-label="ns:key"`: an accessible name that is one of the kit's texts. */
const ARIA_LABEL = /aria-label="[^"]*"(\s+data-i18n-aria-label="([\w-]+):([\w.]+)")/g;
/** An element painted from the HTML until its element upgrades (host/first-paint-language.ts reads its lang). */
const RUSSIAN_FIRST_PAINT = /(<[a-z]+\b[^>]*?\s)lang="ru"([^>]*\sdata-first-paint\b)/g;

function lookUp(texts: KitTexts, namespace: string, key: string): string | undefined {
  let value: unknown = texts(namespace);
  for (const part of key.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * The host page (host/index.html, written in Russian) in the shopper's language before any script
 * runs: `<html lang>`, the skip link, the critical-error and no-script texts and the cookie notice's
 * first paint (storefront-shell.md §4 "Cookie notice"), from the same texts the kit shows once it
 * has started (the elements marked `data-i18n="namespace:key"`). A text the language lacks stays
 * Russian, and so does the `lang` of a first paint that keeps any Russian text.
 */
export function withPageLanguage(html: string, language: Language, texts: KitTexts): string {
  if (language === 'ru') return html;
  let untranslated = false;
  const translated = html
    .replace(/<html lang="ru"/, `<html lang="${language}"`)
    .replace(TEXT_ELEMENT, (whole, open: string, _tag: string, namespace: string, key: string, _text: string, close: string) => {
      const text = lookUp(texts, namespace, key);
      if (!text) untranslated = true;
      return text ? `${open}${escapeHtml(text)}${close}` : whole;
    })
    .replace(ARIA_LABEL, (whole, marker: string, namespace: string, key: string) => {
      const text = lookUp(texts, namespace, key);
      if (!text) untranslated = true;
      return text ? `aria-label="${escapeHtml(text)}"${marker}` : whole;
    });
  return untranslated ? translated : translated.replace(RUSSIAN_FIRST_PAINT, `$1lang="${language}"$2`);
}
