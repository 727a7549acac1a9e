import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_CACHE_TTL_MS, createBannerCache } from '../../../../core/domain/banners/cache';
import { loadBanners } from '../../../../core/domain/banners/load';
import type { BannerRequest } from '../../../../contracts/banners/request';
import { fakeFetch, fullLocalStorage, json, networkDown, ORIGIN, resetPage, status } from '../http-fakes';
import { BANNER_CACHE_KEY, getBannerCache } from '../../../../core/domain/banners/cache-storage';
import { freshRuntime } from '../../fresh-runtime';

const REQUEST: BannerRequest = { location: 1, appType: 1, signedIn: false, locale: 'kz', language: 'kk', menuId: 305 };
const wire = (id: number, extra: object = {}) => ({ id, src: `/b/${id}.webp`, alt: `b${id}`, applicationType: 3, placementOptions: { sort: id }, ...extra });

function memoryCache() {
  const map = new Map<string, string>();
  return createBannerCache({ get: (key) => map.get(key), set: (key, value) => map.set(key, value) });
}

describe('core/banners/load (shell §7 banners service, §8 static fallback, §9 cache)', () => {
  beforeEach(() => {
    freshRuntime(); // a new page: an empty banner cache
    resetPage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('§7 GETs the banners service with urltype, apptype, displaytype, country, culture and menuid', async () => {
    const calls = fakeFetch(() => json([wire(1)]));
    const result = await loadBanners(REQUEST, { cache: memoryCache() });
    const url = new URL(calls[0]!.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/svc/banners`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ urltype: '1', apptype: '1', displaytype: '3', country: '3', culture: 'kz', menuid: '305' });
    expect(result.source).toBe('service');
    expect(result.banners.map((banner) => banner.id)).toEqual(['1']);
  });

  it('§3 display type forAuth 2 when signed in', async () => {
    const calls = fakeFetch(() => json([wire(1)]));
    await loadBanners({ ...REQUEST, signedIn: true }, { cache: memoryCache() });
    expect(new URL(calls[0]!.url).searchParams.get('displaytype')).toBe('2');
  });

  it.each([
    ['a server error', () => status(503)],
    ['no network', networkDown],
    ['an empty list', () => json([])],
    ['a payload that is not a list', () => json({ banners: [] })],
  ])('§8 %s falls back to banners-{type}-{locale}-{menuId}-v1.json', async (_name, failure) => {
    const calls = fakeFetch((call) => (call.url.includes('/static/') ? json([wire(7)]) : failure()));
    const result = await loadBanners(REQUEST, { cache: memoryCache() });
    expect(calls.map((call) => call.url.split('?')[0])).toEqual([`${ORIGIN}/svc/banners`, `${ORIGIN}/static/banners-1-kz-305-v1.json`]);
    expect(result.source).toBe('static');
    expect(result.banners.map((banner) => banner.id)).toEqual(['7']);
    expect(result.error).toBeInstanceOf(Error);
  });

  it('both failing gives an empty list with the error, never a rejection', async () => {
    fakeFetch(() => status(500));
    const result = await loadBanners(REQUEST, { cache: memoryCache() });
    expect(result).toMatchObject({ banners: [], source: 'none' });
    expect(result.error).toBeInstanceOf(Error);
  });

  it('§3 keeps only banners for this app type (desktop 1 here) and both 3, also from the static file', async () => {
    fakeFetch((call) => (call.url.includes('/static/') ? json([wire(1, { applicationType: 2 }), wire(2, { applicationType: 1 })]) : status(503)));
    const result = await loadBanners(REQUEST, { cache: memoryCache() });
    expect(result.banners.map((banner) => banner.id)).toEqual(['2']);
  });

  it('§9 a service answer is cached for 5 minutes, then asked again', async () => {
    const calls = fakeFetch(() => json([wire(1)]));
    const cache = memoryCache();
    let now = 1_000_000;
    await loadBanners(REQUEST, { cache, now: () => now });
    now += BANNER_CACHE_TTL_MS - 1;
    expect((await loadBanners(REQUEST, { cache, now: () => now })).source).toBe('cache');
    expect(calls).toHaveLength(1);
    now += 1;
    expect((await loadBanners(REQUEST, { cache, now: () => now })).source).toBe('service');
    expect(calls).toHaveLength(2);
  });

  it('the static fallback is not cached: the service is asked again next time', async () => {
    const calls = fakeFetch((call) => (call.url.includes('/static/') ? json([wire(7)]) : status(503)));
    const cache = memoryCache();
    await loadBanners(REQUEST, { cache });
    await loadBanners(REQUEST, { cache });
    expect(calls.filter((call) => call.url.includes('/svc/banners'))).toHaveLength(2);
  });

  it('a request the service cannot carry (a location that is not a whole number) sends nothing', async () => {
    const calls = fakeFetch(() => json([wire(1)]));
    const result = await loadBanners({ ...REQUEST, location: 1.5 }, { cache: memoryCache() });
    expect(calls).toHaveLength(0);
    expect(result.source).toBe('none');
  });

  it('the page cache lives under vitrina:banners-cache; a full storage still shows the banners', async () => {
    fakeFetch(() => json([wire(1)]));
    await loadBanners(REQUEST);
    expect(localStorage.getItem(BANNER_CACHE_KEY)).toContain('"version":5');
    freshRuntime(); // a reload, over a full storage
    resetPage();
    fullLocalStorage();
    const result = await loadBanners(REQUEST, { cache: getBannerCache() });
    expect(result.source).toBe('service');
    expect(result.banners).toHaveLength(1);
  });
});
