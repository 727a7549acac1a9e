import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import i18next, { createInstance } from 'i18next';
import { getStore } from '../../../core/platform/store/store';
import { languageAtom } from '../../../core/platform/locale/atoms';
import { LANGUAGES, type Language } from '../../../contracts/locales';
import {
  addTexts,
  FALLBACK_CHAINS,
  setLanguage,
  setLocalesBase,
  textsRevisionAtom,
  fixedT,
  TRANSLATION_TIMEOUT_MS,
  type Texts,
} from '../../../core/platform/i18n';
import { languages, namespaceFiles, sharedTextFolders, widgetFolders } from '../../../tools/rollup/widget-sources.mjs';
import { ROOT } from '../../../tools/rollup/virtual-modules.mjs';
import { freshRuntime } from '../fresh-runtime';

const BASE = 'https://kit.example/dist/locales/';
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Texts;
const ruOf = (namespace: string) => namespaceFiles(ROOT, 'ru').find((entry) => entry.namespace === namespace)!.texts as Texts;

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** A fetch answering `{BASE}{lng}/{ns}.json` from the repository's language files, as dist/locales/ serves them. */
function serveRepoFiles() {
  const spy = vi.fn(async (url: string) => {
    const [language, file] = url.slice(BASE.length).split('/');
    const entry = namespaceFiles(ROOT, language!).find((candidate) => `${candidate.namespace}.json` === file);
    return entry ? jsonResponse(entry.texts) : new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** A fetch that never answers until aborted. */
function hangingFetch() {
  const spy = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  vi.stubGlobal('fetch', spy);
  return spy;
}

const requested = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => String(call[0]).slice(BASE.length)).sort();

describe('core/i18n: i18next through its own instance (storefront-shell.md §1, §8)', () => {
  beforeEach(() => {
    freshRuntime();
    setLocalesBase(BASE);
    getStore().set(languageAtom, 'ru');
  });
  afterEach(() => vi.useRealTimers());

  it('§1 ru is the default and bundled: the core keys with the runtime, an element keys with its chunk; no request is made', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(fixedT('ru')('common.errors.serverError')).toBe('Что-то пошло не так. Попробуйте ещё раз');
    expect(fixedT('ru', ['cookie-notice'])('cookieNotice.accept')).toBe('cookieNotice.accept');
    expect(addTexts({ 'cookie-notice': ruOf('cookie-notice') })).toBeNull();
    expect(fixedT('ru', ['cookie-notice'])('cookieNotice.accept')).toBe('Принять');
    // Every element reaches the core's message keys besides its own.
    expect(fixedT('ru', ['cookie-notice'])('common.close')).toBe('Закрыть');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('every element with texts hands its ru file to defineReactElement (its namespace is its folder)', () => {
    const withTexts = widgetFolders(ROOT).filter((widget) => existsSync(`${widget.dir}/i18n/ru.json`));
    expect(withTexts.length).toBeGreaterThan(10);
    const missing = withTexts
      .map((widget) => ({ name: widget.name, source: readFileSync(`${widget.dir}/${widget.name}.element.ts`, 'utf8') }))
      .filter(({ source }) => !source.includes("from './i18n/ru.json'") || !/translations: ru\b/.test(source))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('an element showing a shared part with texts (widgets/shared/<part>/i18n) hands that ru file to defineReactElement too', () => {
    // A part an element loads on demand adds its own texts when it loads (widgets/shared/account-pages).
    const addsItsOwn = (dir: string) => readdirSync(dir).some((file) => /\.tsx?$/.test(file) && readFileSync(`${dir}/${file}`, 'utf8').includes('addTexts('));
    const parts = sharedTextFolders(ROOT)
      .filter((part) => !addsItsOwn(part.dir))
      .map((part) => part.name);
    expect(parts.length).toBeGreaterThan(0);
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sources(`${dir}/${entry.name}`) : /\.tsx?$/.test(entry.name) ? [`${dir}/${entry.name}`] : [],
      );
    const unnamed = widgetFolders(ROOT).flatMap((widget) => {
      const shown = parts.filter((part) => sources(widget.dir).some((file) => readFileSync(file, 'utf8').includes(`/shared/${part}/`)));
      const definition = `${widget.dir}/${widget.name}.element.ts`;
      const element = existsSync(definition) ? readFileSync(definition, 'utf8') : '';
      return shown
        .filter((part) => !element.includes(`'${part}': `) || !element.includes(`shared/${part}/i18n/ru.json`))
        .map((part) => `${widget.name} -> ${part}`);
    });
    expect(unnamed).toEqual([]);
  });

  it('§1 one file per element and language, {lng}/{ns}.json, loaded once, only for the namespaces the page has', async () => {
    const fetchSpy = serveRepoFiles();
    addTexts({ 'cookie-notice': ruOf('cookie-notice') });
    expect(await setLanguage('en')).toBe('en');
    expect(requested(fetchSpy)).toEqual(['en/cookie-notice.json', 'en/core.json']);
    await setLanguage('ru');
    await setLanguage('en');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(getStore().get(languageAtom)).toBe('en');
    expect(fixedT('en', ['cookie-notice'])('cookieNotice.accept')).toBe('Accept');
    expect(fixedT('en')('common.close')).toBe('Close');
  });

  it('an element appearing on a page in kk loads only its own namespace, and paints again when it arrives', async () => {
    const fetchSpy = serveRepoFiles();
    await setLanguage('kk');
    expect(requested(fetchSpy)).toEqual(['kk/core.json']);
    const revision = getStore().get(textsRevisionAtom);
    const loaded = addTexts({ search: ruOf('search') });
    expect(loaded).not.toBeNull();
    await loaded;
    expect(requested(fetchSpy)).toEqual(['kk/core.json', 'kk/search.json']);
    const kk = readJson('widgets/search/i18n/kk.json').search as Texts;
    expect(fixedT('kk', ['search'])('search.label')).toBe(kk.label);
    expect(kk.label).not.toBe((ruOf('search').search as Texts).label);
    expect(getStore().get(textsRevisionAtom)).toBe(revision + 1);
  });

  it('an element appearing while the page switches language loads its texts in the new language', async () => {
    const fetchSpy = serveRepoFiles();
    const switching = setLanguage('ky');
    const loaded = addTexts({ footer: ruOf('footer') });
    await Promise.all([switching, loaded]);
    expect(requested(fetchSpy)).toEqual(['ky/core.json', 'ky/footer.json']);
    const ky = (readJson('widgets/footer/i18n/ky.json').footer as Texts).groups as Texts;
    expect(fixedT('ky', ['footer'])('footer.groups.toClient')).toBe(ky.toClient);
    expect(ky.toClient).not.toBe('Покупателям');
  });

  it('the latest choice wins over one still loading', async () => {
    serveRepoFiles();
    const first = setLanguage('uz');
    const second = setLanguage('ka');
    await Promise.all([first, second]);
    expect(getStore().get(languageAtom)).toBe('ka');
  });

  it('§1 a file over 15 s: "translation load exceeded 15 seconds" is logged once and the default (ru) is used', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    hangingFetch();
    const pending = setLanguage('ka');
    await vi.advanceTimersByTimeAsync(15_000 - 1);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBe('ru');
    expect(TRANSLATION_TIMEOUT_MS).toBe(15_000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('translation load exceeded 15 seconds');
    expect(getStore().get(languageAtom)).toBe('ru');
    expect(fixedT('ru')('common.close')).toBe('Закрыть');
  });

  it.each([
    ['missing (404)', () => new Response('not found', { status: 404 }), 'answered 404'],
    ['not JSON', () => new Response('<html>oops</html>', { status: 200 }), 'is not JSON'],
    ['JSON but not an object of texts', () => jsonResponse(['not', 'texts']), 'is not a JSON object of texts'],
  ])('a language file %s leaves the ru texts with one clear warning, and a later choice tries again', async (_name, reply, reason) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    addTexts({ 'cookie-notice': ruOf('cookie-notice') });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply()),
    );
    expect(await setLanguage('en')).toBe('ru');
    expect(fixedT('ru', ['cookie-notice'])('cookieNotice.accept')).toBe('Принять');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(reason);
    expect(warn.mock.calls[0]![0]).toContain('the Russian texts are shown');
    const fetchSpy = serveRepoFiles();
    expect(await setLanguage('en')).toBe('en');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(fixedT('en', ['cookie-notice'])('cookieNotice.accept')).toBe('Accept');
  });

  it("one element's broken file leaves that element in ru; the rest of the page follows the language", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    addTexts({ 'cookie-notice': ruOf('cookie-notice') });
    const repo = serveRepoFiles();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.endsWith('/cookie-notice.json') ? new Response('{"cookieNotice": ', { status: 200 }) : repo(url))),
    );
    expect(await setLanguage('en')).toBe('en');
    expect(fixedT('en', ['cookie-notice'])('cookieNotice.accept')).toBe('Принять');
    expect(fixedT('en')('common.close')).toBe('Close');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/cookie-notice: .*is not JSON/);
  });

  it('a file is data: anything but strings and groups of strings is left out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    addTexts({ 'cookie-notice': ruOf('cookie-notice') });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ cookieNotice: { accept: 42, decline: ['x'], label: 'Notice', __proto__: { text: 'polluted' } } })),
    );
    await setLanguage('en');
    const t = fixedT('en', ['cookie-notice']);
    expect(t('cookieNotice.accept')).toBe('Принять');
    expect(t('cookieNotice.decline')).toBe('Отклонить');
    expect(t('cookieNotice.label')).toBe('Notice');
    expect(({} as Record<string, unknown>).text).toBeUndefined();
  });

  it('§8 a missing key is warned about once and the key itself is shown; so is a group asked for as a text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = fixedT('ru');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[vitrina] missing translation key "no.such.key"');
    expect(t('common.errors')).toBe('common.errors');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('fallback chains: kk, ky, uz, ka and en fall back to ru, never to i18next default "dev"', async () => {
    expect(FALLBACK_CHAINS).toEqual({ kk: ['ru'], ky: ['ru'], uz: ['ru'], ka: ['ru'], en: ['ru'], default: ['ru'] });
    const fetchSpy = vi.fn(async () => jsonResponse({ cookieNotice: { accept: 'OK' } }));
    vi.stubGlobal('fetch', fetchSpy);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    addTexts({ 'cookie-notice': ruOf('cookie-notice') });
    for (const language of ['kk', 'ky', 'uz', 'ka', 'en'] as const) {
      await setLanguage(language);
      const t = fixedT(language, ['cookie-notice']);
      expect(t('cookieNotice.accept')).toBe('OK');
      // Missing in the language's file: the ru text, without a warning.
      expect(t('cookieNotice.decline')).toBe('Отклонить');
    }
    expect(warn).not.toHaveBeenCalled();
    expect(fetchSpy.mock.calls.map((call) => String((call as unknown[])[0])).filter((url) => !/\/(kk|ky|uz|ka|en)\//.test(url))).toEqual([]);
  });

  it('keeps one instance per page in the page runtime: a second copy of the kit shares it, i18next default instance and a host page own are untouched', async () => {
    serveRepoFiles();
    const hostOwn = createInstance();
    await hostOwn.init({ lng: 'de', resources: { de: { translation: { hello: 'Hallo' } } } });
    await setLanguage('en');
    vi.resetModules();
    const second = await import('../../../core/platform/i18n');
    expect(second.fixedT('en')('common.close')).toBe('Close');
    const runtime = (globalThis as Record<symbol, { parts: Map<string, { i18n: { language: string } }> }>)[Symbol.for('vitrina.runtime')]!;
    expect(runtime.parts.get('i18n')!.i18n.language).toBe('en');
    expect(i18next.isInitialized).toBeFalsy();
    expect(hostOwn.language).toBe('de');
    expect(hostOwn.t('hello')).toBe('Hallo');
  });

  it('numbers, money and dates inside texts go through core/format (grouping by spaces, the currency sign, §9 date patterns)', () => {
    addTexts({
      test: {
        found_one: '{{count, number}} товар',
        found_few: '{{count, number}} товара',
        found_many: '{{count, number}} товаров',
        found_other: '{{count, number}} товара',
        offer: 'до {{amount, money}}',
        rating: '{{rating, number(digits: 1)}} из 5',
        delivery: '{{from, date(pattern: d MMMM)}}',
      },
    });
    const t = fixedT('ru', ['test']);
    expect(t('found', { count: 12345 })).toBe('12\u00A0345 товаров');
    expect(t('found', { count: 1.5 })).toBe('1,5 товара');
    expect(t('offer', { amount: 15000, currency: 'RUB' })).toBe('до 15\u00A0000\u00A0₽');
    expect(t('rating', { rating: 4 })).toBe('4,0 из 5');
    expect(t('delivery', { from: new Date(2026, 0, 5).getTime() })).toBe('5 января');
    // A value a formatter cannot take is shown as given.
    expect(t('offer', { amount: 'soon', currency: 'RUB' })).toBe('до soon');
  });
});

describe('plural forms (i18next _one/_few/_many/_other keys, Intl.PluralRules)', () => {
  beforeEach(() => {
    freshRuntime();
    setLocalesBase(BASE);
    getStore().set(languageAtom, 'ru');
    serveRepoFiles();
    addTexts({ header: ruOf('header'), cart: ruOf('cart') });
  });

  const COUNTS = [1, 2, 5, 11, 21, 1.5];
  it.each([
    ['ru', ['1 товар', '2 товара', '5 товаров', '11 товаров', '21 товар', '1,5 товара']],
    ['en', ['1 item', '2 items', '5 items', '11 items', '21 items', '1.5 items']],
    ['kk', ['1 тауар', '2 тауар', '5 тауар', '11 тауар', '21 тауар', '1,5 тауар']],
    ['ky', ['1 товар', '2 товар', '5 товар', '11 товар', '21 товар', '1,5 товар']],
    ['uz', ['1 ta mahsulot', '2 ta mahsulot', '5 ta mahsulot', '11 ta mahsulot', '21 ta mahsulot', '1,5 ta mahsulot']],
    ['ka', ['1 ნივთი', '2 ნივთი', '5 ნივთი', '11 ნივთი', '21 ნივთი', '1,5 ნივთი']],
  ] as const)('%s: the basket count for 1, 2, 5, 11, 21 and 1.5', async (language, expected) => {
    await setLanguage(language);
    const t = fixedT(language, ['header']);
    expect(COUNTS.map((count) => t('header.itemsCount', { count }))).toEqual(expected);
  });

  it.each([
    ['ru', ['Доступна 1 штука', 'Доступны 2 штуки', 'Доступно 5 штук', 'Доступно 11 штук', 'Доступна 21 штука', 'Доступно 1,5 штуки']],
    [
      'en',
      [
        'Only 1 piece available',
        'Only 2 pieces available',
        'Only 5 pieces available',
        'Only 11 pieces available',
        'Only 21 pieces available',
        'Only 1.5 pieces available',
      ],
    ],
  ] as const)('%s: a phrase agreeing with its count', async (language, expected) => {
    await setLanguage(language);
    const t = fixedT(language, ['cart']);
    expect(COUNTS.map((count) => t('cart.partQuantity', { count }))).toEqual(expected);
  });

  it.each([
    [1, '1 товар'],
    [21, '21 товар'],
    [101, '101 товар'],
    [2, '2 товара'],
    [3, '3 товара'],
    [4, '4 товара'],
    [22, '22 товара'],
    [34, '34 товара'],
    [0, '0 товаров'],
    [5, '5 товаров'],
    [11, '11 товаров'],
    [12, '12 товаров'],
    [14, '14 товаров'],
    [25, '25 товаров'],
    [111, '111 товаров'],
  ])('storefront-shell.md §9 Russian-style plural (1, 2-4, other): %d -> %s', (count, expected) => {
    expect(fixedT('ru', ['header'])('header.itemsCount', { count })).toBe(expected);
  });

  it('§8 cart full: basket.errors.limitInBasketWithCount with the limit', () => {
    expect(fixedT('ru')('basket.errors.limitInBasketWithCount', { count: 255 })).toBe('В корзине может быть не больше 255 товаров');
    expect(fixedT('ru')('basket.errors.limitInBasketWithCount', { count: 510 })).toBe('В корзине может быть не больше 510 товаров');
    expect(fixedT('ru')('favoriteSeller.limitReached', { count: 1000 })).toBe('В подписках может быть не больше 1\u00A0000 продавцов');
  });
});

describe('translation files (core, host and every element: one i18next namespace each)', () => {
  const PLURAL = /_(zero|one|two|few|many|other)$/;
  const flat = (texts: Texts, prefix = ''): [string, string][] =>
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`),
    );
  const textsOf = (language: string) =>
    new Map(namespaceFiles(ROOT, language).flatMap((entry) => flat(entry.texts as Texts).map(([key, text]) => [`${entry.namespace}:${key}`, text])));
  const baseKeys = (texts: Map<string, string>) => [...new Set([...texts.keys()].map((key) => key.replace(PLURAL, '')))].sort();

  it('§1 there is one language for each interface language: ru, en, ka, kk, ky, uz', () => {
    expect(languages(ROOT)).toEqual(['en', 'ka', 'kk', 'ky', 'ru', 'uz']);
    expect([...LANGUAGES].sort()).toEqual(languages(ROOT));
  });

  it.each(['ru', 'en', 'ka', 'kk', 'ky', 'uz'] as Language[])(
    '%s has the keys of ru, none empty, each plural in exactly the forms Intl.PluralRules gives it',
    (language) => {
      const texts = textsOf(language);
      expect(baseKeys(texts)).toEqual(baseKeys(textsOf('ru')));
      expect([...texts.values()].filter((text) => text.trim() === '')).toEqual([]);
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const plurals = new Map<string, string[]>();
      for (const key of texts.keys()) {
        const match = PLURAL.exec(key);
        if (match) plurals.set(key.slice(0, match.index), [...(plurals.get(key.slice(0, match.index)) ?? []), match[1]!]);
      }
      expect(plurals.size).toBeGreaterThan(20);
      for (const [key, forms] of plurals) expect({ key, forms: forms.sort() }).toEqual({ key, forms: [...categories].sort() });
    },
  );

  it('no text shows a bare count after a label ("Товаров: 5"): counts are phrases with plural forms', () => {
    for (const language of languages(ROOT)) {
      const labelled = [...textsOf(language)].filter(([, text]) => /:\s*\{\{\s*count/.test(text)).map(([key]) => key);
      expect({ language, labelled }).toEqual({ language, labelled: [] });
    }
  });
});
