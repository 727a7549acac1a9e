import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '../../../core/platform/store/store';
import { currencyAtom, languageAtom, localeAtom } from '../../../core/platform/locale/atoms';
import { configure } from '../../../core/runtime/configure';
import { chooseCurrency } from '../../../core/domain/settings/preferences/preferences';
import { setLocalesBase } from '../../../core/platform/i18n';
import { serviceUrl } from '../../../core/transport/services/services';
import en from '../../../core/platform/i18n/locales/en.json';
import { freshRuntime } from '../fresh-runtime';

describe('core/config/configure (issue 2 configuration, bad input)', () => {
  beforeEach(() => {
    freshRuntime();
    setLocalesBase('https://kit.example/dist/locales/');
    localStorage.clear();
    const store = getStore();
    store.set(localeAtom, 'ru');
    store.set(languageAtom, 'ru');
    store.set(currencyAtom, 'RUB');
  });

  it('an unknown locale falls back to ru with one console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await configure({ locale: 'xx' });
    await configure({ locale: 'xx' });
    expect(getStore().get(localeAtom)).toBe('ru');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('unknown locale "xx"');
  });

  it('an unknown language falls back to ru with one console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await configure({ language: 'klingon' });
    await configure({ language: 'klingon' });
    expect(getStore().get(languageAtom)).toBe('ru');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('routing §9: a locale switch keeps the currency only if that locale offers it (ge offers only GEL)', async () => {
    await configure({ locale: 'by', currency: 'BYN' });
    expect(getStore().get(currencyAtom)).toBe('BYN');
    await configure({ locale: 'ge' });
    expect(getStore().get(currencyAtom)).toBe('GEL');
  });

  it('a currency the locale does not offer becomes the locale home currency', async () => {
    await configure({ locale: 'kg', currency: 'TJS' });
    expect(getStore().get(currencyAtom)).toBe('KGS');
  });

  it('the shopper stored currency wins over the page default', async () => {
    chooseCurrency('KZT');
    await configure({ currency: 'RUB' });
    expect(getStore().get(currencyAtom)).toBe('KZT');
  });

  it('loads the service map and makes its bases absolute against the file URL', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ favs: '/svc/favs', site: '/' }))),
    );
    await configure({ services: 'https://shop.example/config/services.json' });
    expect(serviceUrl('favs', '/sync')).toBe('https://shop.example/svc/favs/sync');
    expect(serviceUrl('site', '/webapi/x')).toBe('https://shop.example/webapi/x');
  });

  it('a broken service map is a clear console error, not a crash', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[1,2]')),
    );
    await expect(configure({ services: '/config/services.json' })).resolves.toBeUndefined();
    expect(error.mock.calls[0]![0]).toContain('could not load the service map');
  });

  it('locales names where the language files are (an application that bundles the kit serves them itself)', async () => {
    const fetchSpy = vi.fn<(url: string) => Promise<Response>>(async () => new Response(JSON.stringify(en)));
    vi.stubGlobal('fetch', fetchSpy);
    await configure({ locales: 'https://app.example/vitrina-locales', language: 'en' });
    expect(getStore().get(languageAtom)).toBe('en');
    expect(fetchSpy.mock.calls[0]![0]).toBe('https://app.example/vitrina-locales/en/core.json');
  });

  it('a locales value that is no URL is one console warning, and languages still load from beside the kit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchSpy = vi.fn<(url: string) => Promise<Response>>(async () => new Response(JSON.stringify(en)));
    vi.stubGlobal('fetch', fetchSpy);
    await configure({ locales: 'http://[bad', language: 'en' });
    expect(warn.mock.calls[0]![0]).toContain('the locales URL "http://[bad" is not a valid URL');
    expect(fetchSpy.mock.calls[0]![0]).toBe('https://kit.example/dist/locales/en/core.json');
  });

  it('applies a valid language by loading it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(en))),
    );
    await configure({ language: 'en' });
    expect(getStore().get(languageAtom)).toBe('en');
  });
});
