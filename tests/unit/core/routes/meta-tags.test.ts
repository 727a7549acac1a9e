import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setServiceMap } from '../../../../core/transport/services/services';
import { reshapeMetaTags } from '../../../../contracts/meta-tags';
import { loadMetaTags, META_TAGS_TIMEOUT_MS } from '../../../../core/domain/navigation/routes/meta-tags';
import { fakeFetch, json, ORIGIN, resetPage, SERVICES, status } from '../http-fakes';

beforeEach(() => {
  resetPage();
  setServiceMap(SERVICES);
});

describe('meta tags (storefront-shell.md §7; routing-wallet §7 brand meta tags 3 s)', () => {
  it('reads title, description, canonical and robots; drops empty, malformed and foreign-scheme fields', () => {
    expect(
      reshapeMetaTags({ metaTags: { title: ' Платья ', description: 'Купить платья', canonical: '/catalog/zhenshchinam/platya', robots: 'index, follow' } }),
    ).toEqual({ title: 'Платья', description: 'Купить платья', canonical: '/catalog/zhenshchinam/platya', robots: 'index, follow' });
    expect(reshapeMetaTags({ metaTags: { title: '', description: 42, canonical: 'javascript:alert(1)' } })).toEqual({});
    expect(reshapeMetaTags({ metaTags: { canonical: '//evil.example/x' } })).toEqual({});
    expect(() => reshapeMetaTags({ meta: {} })).toThrow(TypeError);
  });

  it('§7 a page asks GET /webapi/metatags with its path as targetUrl and its query, within 3 s', async () => {
    const calls = fakeFetch(() => json({ metaTags: { title: 'Поиск' } }));
    expect(await loadMetaTags(new URL(`${ORIGIN}/search?search=платье&page=2`))).toEqual({ title: 'Поиск' });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/webapi/metatags');
    expect(url.searchParams.get('targetUrl')).toBe('/search');
    expect(url.searchParams.get('query')).toBe('search=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5&page=2');
    expect(META_TAGS_TIMEOUT_MS).toBe(3000);
  });

  it('§7 a brand page asks the brand call with its slug as name', async () => {
    const calls = fakeFetch(() => json({ metaTags: { title: 'Mielel' } }));
    await loadMetaTags(new URL(`${ORIGIN}/brands/mielel/all`));
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/webapi/spa/brands/metatags/mielel');
    expect(url.searchParams.get('name')).toBe('mielel');
  });

  it('a 404 means no tags; a server error is thrown for the caller to log', async () => {
    fakeFetch(() => status(404));
    expect(await loadMetaTags(new URL(`${ORIGIN}/brands/none`))).toBeNull();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch(() => status(500));
    await expect(loadMetaTags(new URL(`${ORIGIN}/catalog/x`))).rejects.toThrow();
  });
});
