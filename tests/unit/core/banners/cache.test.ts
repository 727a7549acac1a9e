import { describe, expect, it } from 'vitest';
import { BANNER_CACHE_STORAGE_KEY, BANNER_CACHE_TTL_MS, BANNER_CACHE_VERSION, bannerCacheKey, createBannerCache } from '../../../../core/domain/banners/cache';

const NOW = 1_700_000_000_000;
const PARAMS = { urltype: 1, apptype: 1, displaytype: 3, country: 1, culture: 'ru', longitude: 37.6, latitude: 55.7 };
const PAYLOAD = [{ id: 1, src: 'https://cdn.example/1.webp' }];

describe('core/banners/cache (shell §9 "Banner cache 5 min, cache version 5, cleared on geo change")', () => {
  it('§9 5 minutes, version 5', () => {
    expect(BANNER_CACHE_TTL_MS).toBe(5 * 60 * 1000);
    expect(BANNER_CACHE_VERSION).toBe(5);
  });

  it('§9 an entry is served for 5 minutes, not a moment longer', () => {
    const cache = createBannerCache(new Map());
    expect(cache.write(PARAMS, PAYLOAD, NOW)).toBe(true);
    expect(cache.read(PARAMS, NOW)).toEqual(PAYLOAD);
    expect(cache.read(PARAMS, NOW + BANNER_CACHE_TTL_MS - 1)).toEqual(PAYLOAD);
    expect(cache.read(PARAMS, NOW + BANNER_CACHE_TTL_MS)).toBeUndefined();
  });

  it('entries are keyed by the request params, in any order; other params miss', () => {
    const cache = createBannerCache(new Map());
    cache.write(PARAMS, PAYLOAD, NOW);
    const reordered = Object.fromEntries(Object.entries(PARAMS).reverse());
    expect(cache.read(reordered, NOW)).toEqual(PAYLOAD);
    expect(cache.read({ ...PARAMS, urltype: 102 }, NOW)).toBeUndefined();
    expect(bannerCacheKey({ b: 2, a: 'x y', c: undefined, d: null })).toBe('a=x%20y&b=2');
  });

  it('§9 a stored entry of another version is dropped', () => {
    const storage = new Map<string, string>();
    const key = bannerCacheKey(PARAMS);
    storage.set(BANNER_CACHE_STORAGE_KEY, JSON.stringify({ [key]: { version: 4, storedAt: NOW, payload: PAYLOAD } }));
    const cache = createBannerCache(storage);
    expect(cache.read(PARAMS, NOW)).toBeUndefined();
    cache.write({ urltype: 2 }, [], NOW);
    expect(JSON.parse(storage.get(BANNER_CACHE_STORAGE_KEY) ?? '{}')).not.toHaveProperty(key);
  });

  it('expired entries are dropped when another is written', () => {
    const storage = new Map<string, string>();
    const cache = createBannerCache(storage);
    cache.write({ urltype: 1 }, ['old'], NOW);
    cache.write({ urltype: 2 }, ['new'], NOW + BANNER_CACHE_TTL_MS);
    expect(Object.keys(JSON.parse(storage.get(BANNER_CACHE_STORAGE_KEY) ?? '{}'))).toEqual(['urltype=2']);
  });

  it('§9 cleared on a geo change', () => {
    const cache = createBannerCache(new Map());
    cache.write(PARAMS, PAYLOAD, NOW);
    cache.write({ urltype: 102 }, PAYLOAD, NOW);
    cache.clearOnGeoChange();
    expect(cache.read(PARAMS, NOW)).toBeUndefined();
    expect(cache.read({ urltype: 102 }, NOW)).toBeUndefined();
  });

  it('broken or hostile stored data is a miss, never a crash or a polluted prototype', () => {
    for (const text of ['not json', '[]', 'null', '{"k":{"version":"5"}}', '{"__proto__":{"version":5,"storedAt":0,"payload":1}}']) {
      const cache = createBannerCache(new Map([[BANNER_CACHE_STORAGE_KEY, text]]));
      expect(cache.read(PARAMS, NOW)).toBeUndefined();
      expect(cache.write(PARAMS, PAYLOAD, NOW)).toBe(true);
      expect(cache.read(PARAMS, NOW)).toEqual(PAYLOAD);
    }
    expect(({} as { version?: unknown }).version).toBeUndefined();
  });

  it('a full storage makes writes report false and reads miss, without throwing', () => {
    const full = {
      get: () => null,
      set: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const cache = createBannerCache(full);
    expect(cache.write(PARAMS, PAYLOAD, NOW)).toBe(false);
    expect(cache.read(PARAMS, NOW)).toBeUndefined();
    expect(() => cache.clearOnGeoChange()).not.toThrow();
    const throwingRead = createBannerCache({
      get: () => {
        throw new Error('blocked');
      },
      set: () => undefined,
    });
    expect(throwingRead.read(PARAMS, NOW)).toBeUndefined();
  });

  it('a clock set back makes an entry from the future a miss', () => {
    const cache = createBannerCache(new Map());
    cache.write(PARAMS, PAYLOAD, NOW);
    expect(cache.read(PARAMS, NOW - 1000)).toBeUndefined();
  });
});
