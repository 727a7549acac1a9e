import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageAtom } from '../../../core/platform/locale/atoms';
import { LANGUAGES, type Language } from '../../../contracts/locales';
import { SERVICE_PAGES, LEGAL_SLUGS } from '../../../core/domain/navigation/routes/service-pages';
import { COOKIE_POLICY_BY, COOKIE_POLICY_DEFAULT, COOKIE_POLICY_PRIVACY } from '../../../core/domain/settings/consent/policy-path';
import { getStore } from '../../../core/platform/store/store';
import ru from '../../../host/i18n/ru.json';
import en from '../../../host/i18n/en.json';
import ka from '../../../host/i18n/ka.json';
import kk from '../../../host/i18n/kk.json';
import ky from '../../../host/i18n/ky.json';
import uz from '../../../host/i18n/uz.json';
import type { HostTexts } from '../../../host/i18n/types';
import { hostText, loadHostTexts, serviceTitle } from '../../../host/texts';
import { setLanguage, setLocalesBase } from '../../../core/platform/i18n';
import coreEn from '../../../core/platform/i18n/locales/en.json';
import { freshRuntime } from '../fresh-runtime';

const ALL: Record<Language, HostTexts> = { ru, en, ka, kk, ky, uz };
const keysOf = (t: HostTexts) => ({ ui: Object.keys(t.ui).sort(), serviceTitles: Object.keys(t.serviceTitles).sort() });

describe('host texts in all six languages', () => {
  afterEach(() => getStore().set(languageAtom, 'ru'));

  it('covers every language of core/config LANGUAGES', () => {
    expect(Object.keys(ALL).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'ru'))('%s has exactly the keys of ru, none empty', (language) => {
    const texts = ALL[language];
    expect(keysOf(texts)).toEqual(keysOf(ru));
    for (const value of [...Object.values(texts.ui), ...Object.values(texts.serviceTitles)]) expect(value.trim()).not.toBe('');
  });

  it.each(['ka', 'kk', 'ky', 'uz'] as const)('%s is a real translation, not a Russian or English copy', (language) => {
    const texts = ALL[language];
    const values = [...Object.values(texts.ui), ...Object.values(texts.serviceTitles)];
    const copied = values.filter(
      (v, i) =>
        v === [...Object.values(ru.ui), ...Object.values(ru.serviceTitles)][i] || v === [...Object.values(en.ui), ...Object.values(en.serviceTitles)][i],
    );
    // Loan words (Каталог, Бренд, Bug Bounty) may coincide; the bulk must not.
    expect(copied.length / values.length).toBeLessThan(0.15);
  });

  it('Georgian texts are in Georgian script', () => {
    expect(Object.values(ka.ui).every((v) => /[\u10A0-\u10FF]/.test(v))).toBe(true);
  });

  it('§2.5 every side-menu page, legal page and cookie-policy page has a title', () => {
    const slugs = [
      ...SERVICE_PAGES.map((p) => p.slug),
      ...LEGAL_SLUGS,
      ...[COOKIE_POLICY_DEFAULT, COOKIE_POLICY_PRIVACY, COOKIE_POLICY_BY].map((p) => p.split('/').pop()!),
    ];
    for (const slug of slugs) expect(Object.keys(ru.serviceTitles)).toContain(slug);
  });

  it('follows the interface language once its texts are loaded (dist/locales/kk/host.json); ru before that', async () => {
    freshRuntime();
    setLocalesBase('https://shop.example/dist/locales/');
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify(kk)));
    vi.stubGlobal('fetch', fetchSpy);
    getStore().set(languageAtom, 'kk');
    expect(hostText('notFound')).toBe(ru.ui.notFound);
    await loadHostTexts('kk');
    expect(fetchSpy.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual(['https://shop.example/dist/locales/kk/host.json']);
    expect(hostText('notFound')).toBe(kk.ui.notFound);
    expect(serviceTitle('o-nas')).toBe(kk.serviceTitles['o-nas']);
    expect(serviceTitle('no-such-page')).toBe('no-such-page');
    expect(serviceTitle('constructor')).toBe('constructor');
  });

  it('texts asked for while the page switches language are loaded in the new one too (a shopper who chose en)', async () => {
    freshRuntime();
    setLocalesBase('https://shop.example/dist/locales/');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify(url.endsWith('/en/host.json') ? en : coreEn))),
    );
    getStore().set(languageAtom, 'ru');
    const switching = setLanguage('en');
    await loadHostTexts('ru');
    expect(await switching).toBe('en');
    expect(hostText('notFound')).toBe(en.ui.notFound);
  });
});
