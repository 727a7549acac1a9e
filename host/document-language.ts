import { languageAtom } from '../core/platform/locale';
import { getStore } from '../core/platform/store';
import type { Language } from '../contracts/locales';
import type { Router } from '../core/domain/navigation';
import { translateShellTexts } from './shell-texts';

/** Scripts written right to left; none of the kit's languages today (storefront-shell.md §1), ready for one that is. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'fa', 'he', 'ur']);

export function directionOf(language: Language | string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/**
 * `<html lang dir>` and the shell's own texts follow the interface language (one source: the
 * store's language), and a change re-renders the page shown, so its title, meta tags and route data
 * come in the new language.
 */
export function followDocumentLanguage(doc: Document, router: Pick<Router, 'geoChanged'>): () => void {
  const store = getStore();
  const apply = () => {
    const language = store.get(languageAtom);
    doc.documentElement.lang = language;
    doc.documentElement.dir = directionOf(language);
    void translateShellTexts(doc, language);
  };
  apply();
  return store.sub(languageAtom, () => {
    apply();
    void router.geoChanged();
  });
}
