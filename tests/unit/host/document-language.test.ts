import { describe, expect, it, vi } from 'vitest';
import { getStore } from '../../../core/platform/store/store';
import { languageAtom } from '../../../core/platform/locale/atoms';
import { directionOf, followDocumentLanguage } from '../../../host/document-language';

describe('host/document-language: <html lang dir> follow the interface language (storefront-shell.md §1 languages)', () => {
  it('writes lang and dir at once and on every change, and re-renders the page shown', () => {
    const store = getStore();
    store.set(languageAtom, 'ru');
    const router = { geoChanged: vi.fn(async () => 'in-app' as const) };
    const stop = followDocumentLanguage(document, router);
    expect(document.documentElement.lang).toBe('ru');
    expect(document.documentElement.dir).toBe('ltr');
    store.set(languageAtom, 'kk');
    expect(document.documentElement.lang).toBe('kk');
    expect(router.geoChanged).toHaveBeenCalledTimes(1);
    stop();
    store.set(languageAtom, 'en');
    expect(document.documentElement.lang).toBe('kk');
  });

  it('every language of the kit is left to right; a right-to-left script would turn the page', () => {
    for (const language of ['ru', 'en', 'ka', 'kk', 'ky', 'uz'] as const) expect(directionOf(language)).toBe('ltr');
    expect(directionOf('he')).toBe('rtl');
  });
});
