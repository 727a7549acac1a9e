import type { Language } from '../contracts/locales';
import { hostText, loadHostTexts, type HostTextKey } from './texts';

const HOST_TEXT = 'host:ui.';

/**
 * The host page's own words outside the pages (the skip link, the critical-error section) in the
 * interface language: the elements host/index.html marks `data-i18n="host:ui.{key}"`, which the
 * demo server paints in the language of the shopper's cookie (demo/server/routes/host-page-language.ts).
 */
export async function translateShellTexts(doc: Document, language: Language): Promise<void> {
  await loadHostTexts(language);
  for (const element of doc.querySelectorAll<HTMLElement>(`[data-i18n^="${HOST_TEXT}"]`)) {
    element.textContent = hostText(element.dataset.i18n!.slice(HOST_TEXT.length) as HostTextKey);
  }
}
