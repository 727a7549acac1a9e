import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '../../../core/store';
import { languageAtom } from '../../../core/config/atoms';
import { addDefaultTranslations, resetI18n, setLanguage, setLocalesBase, translator, TRANSLATION_TIMEOUT_MS } from '../../../core/i18n';
import { existsSync, readFileSync } from 'node:fs';
import { widgetFolders, languages, mergedTranslations } from '../../../tools/rollup/widget-sources.mjs';
import ru from 'virtual:vitrina/ru';
import { ROOT } from '../../../tools/rollup/virtual-modules.mjs';

const en = mergedTranslations(ROOT, 'en').merged;
const ruText = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ru) as string;

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('core/i18n (storefront-shell.md §1, §8)', () => {
  const addCookieNoticeTexts = () => addDefaultTranslations(JSON.parse(readFileSync('widgets/cookie-notice/i18n/ru.json', 'utf8')));
  beforeEach(() => {
    resetI18n();
    addCookieNoticeTexts();
    setLocalesBase('https://kit.example/dist/locales/');
    getStore().set(languageAtom, 'ru');
  });
  afterEach(() => vi.useRealTimers());

  it("§1 ru is the default and bundled: the core keys with the runtime, an element's keys with its chunk; no request is made", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    resetI18n();
    expect(translator('ru')('common.errors.serverError')).toBe(ruText('common.errors.serverError'));
    expect(translator('ru')('cookieNotice.accept')).toBe('cookieNotice.accept');
    addCookieNoticeTexts();
    expect(translator('ru')('cookieNotice.accept')).toBe(ruText('cookieNotice.accept'));
    expect(translator('ru')('common.errors.serverError')).toBe(ruText('common.errors.serverError'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('every element with texts hands its ru file to defineReactElement', () => {
    const withTexts = widgetFolders(ROOT).filter((widget: { dir: string }) => existsSync(`${widget.dir}/i18n/ru.json`));
    expect(withTexts.length).toBeGreaterThan(10);
    const missing = withTexts
      .map((widget: { name: string; dir: string }) => ({ name: widget.name, source: readFileSync(`${widget.dir}/${widget.name}.element.ts`, 'utf8') }))
      .filter(({ source }: { source: string }) => !source.includes("from './i18n/ru.json'") || !/translations: (ru\b|\{ \.\.\.ru\b)/.test(source))
      .map(({ name }: { name: string }) => name);
    expect(missing).toEqual([]);
  });

  it('§1 other languages load lazily, once, from {lang}.json', async () => {
    const fetchSpy = vi.fn(async (_url: string) => jsonResponse(en));
    vi.stubGlobal('fetch', fetchSpy);
    expect(await setLanguage('en')).toBe('en');
    await setLanguage('ru');
    await setLanguage('en');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]![0]).toBe('https://kit.example/dist/locales/en.json');
    expect(getStore().get(languageAtom)).toBe('en');
    expect(translator('en')('cookieNotice.accept')).toBe('Accept');
  });

  it('§1 a load over 15 s logs "translation load exceeded 15 seconds" and keeps ru', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = setLanguage('ka');
    await vi.advanceTimersByTimeAsync(TRANSLATION_TIMEOUT_MS - 1);
    expect(error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBe('ru');
    expect(TRANSLATION_TIMEOUT_MS).toBe(15_000);
    expect(error).toHaveBeenCalledWith('[vitrina] translation load exceeded 15 seconds');
    expect(getStore().get(languageAtom)).toBe('ru');
  });

  it('a failed or malformed language file keeps ru, and a later choice tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = vi
      .fn()
      .mockResolvedValueOnce(new Response('nope', { status: 500 }))
      .mockResolvedValueOnce(jsonResponse(['not', 'an', 'object']))
      .mockResolvedValueOnce(jsonResponse(en));
    vi.stubGlobal('fetch', fetchSpy);
    expect(await setLanguage('en')).toBe('ru');
    expect(await setLanguage('en')).toBe('ru');
    expect(await setLanguage('en')).toBe('en');
  });

  it('§8 a missing key is warned about once and the key itself is shown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = translator('ru');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[vitrina] missing translation key "no.such.key"');
  });

  it('a key missing in a loaded language falls back to ru without a warning', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ cookieNotice: { accept: 'OK' } })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await setLanguage('uz');
    expect(translator('uz')('cookieNotice.accept')).toBe('OK');
    expect(translator('uz')('cookieNotice.decline')).toBe(ruText('cookieNotice.decline'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps one state per page: a second copy of the bundle sees the languages the first loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(en)),
    );
    await setLanguage('en');
    vi.resetModules();
    const second = await import('../../../core/i18n');
    expect(second.translator('en')('cookieNotice.accept')).toBe('Accept');
  });

  it('interpolates values (message keys with counts)', () => {
    expect(translator('ru')('basket.errors.limitInBasketWithCount', { count: 255 })).toBe(
      ruText('basket.errors.limitInBasketWithCount').replace('{{count}}', '255'),
    );
  });
});

describe("translation files (core/i18n/locales plus every widget's i18n/)", () => {
  const keys = (object: object, prefix = ''): string[] =>
    Object.entries(object).flatMap(([key, value]) => (value && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
  const ruKeys = keys(ru).sort();

  it('§1 there is one language for each interface language: ru, en, ka, kk, ky, uz', () => {
    expect(languages(ROOT)).toEqual(['en', 'ka', 'kk', 'ky', 'ru', 'uz']);
  });

  it('the bundled ru is the merge of every ru file', () => {
    expect(mergedTranslations(ROOT, 'ru').merged).toEqual(ru);
  });

  it.each(['en', 'ka', 'kk', 'ky', 'uz'])('%s has every key of ru and no other, none empty', (language) => {
    const bundle = mergedTranslations(ROOT, language).merged;
    expect(keys(bundle).sort()).toEqual(ruKeys);
    const texts = keys(bundle).map((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle));
    expect(texts.filter((text) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
  });
});
