import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannerAreaAtom, bannerAreaKey, requestBannerArea } from '../../../../core/domain/banners/area';
import { BANNER_CACHE_KEY } from '../../../../core/domain/banners/cache-storage';
import type { BannerRequest } from '../../../../contracts/banners/request';
import { localeAtom } from '../../../../core/platform/locale/atoms';
import { getStore } from '../../../../core/platform/store/store';
import { fakeFetch, json, resetPage } from '../http-fakes';
import { freshRuntime } from '../../fresh-runtime';

const REQUEST: BannerRequest = { location: 1, appType: 2, signedIn: false, locale: 'ru', language: 'ru' };

describe('core/banners/area (one atom per banner area)', () => {
  beforeEach(() => {
    freshRuntime();
    resetPage();
    getStore().set(localeAtom, 'ru');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads an area once, however many carousels ask at the same time', async () => {
    const calls = fakeFetch(() => json([{ id: 1, src: '/1.webp', applicationType: 3 }]));
    await Promise.all([requestBannerArea(REQUEST), requestBannerArea(REQUEST)]);
    await requestBannerArea(REQUEST);
    expect(calls).toHaveLength(1);
    const state = getStore().get(bannerAreaAtom(bannerAreaKey(REQUEST)!));
    expect(state.status).toBe('ready');
    expect(state.source).toBe('service');
    expect(state.banners.map((banner) => banner.id)).toEqual(['1']);
  });

  it('every request parameter makes its own area', () => {
    const keys = new Set([
      bannerAreaKey(REQUEST),
      bannerAreaKey({ ...REQUEST, signedIn: true }),
      bannerAreaKey({ ...REQUEST, appType: 1 }),
      bannerAreaKey({ ...REQUEST, menuId: 3 }),
      bannerAreaKey({ ...REQUEST, brandId: 3 }),
      bannerAreaKey({ ...REQUEST, locale: 'kz' }),
      bannerAreaKey({ ...REQUEST, language: 'en' }),
    ]);
    expect(keys.size).toBe(7);
    expect(bannerAreaKey({ ...REQUEST, location: -1 })).toBeNull();
  });

  it('§9 a geo change (a new locale) clears the banner cache and forgets loaded areas', async () => {
    const calls = fakeFetch(() => json([{ id: 1, src: '/1.webp', applicationType: 3 }]));
    await requestBannerArea(REQUEST);
    expect(localStorage.getItem(BANNER_CACHE_KEY)).toContain('urltype=1');
    getStore().set(localeAtom, 'kz');
    expect(localStorage.getItem(BANNER_CACHE_KEY)).toBe('{}');
    expect(getStore().get(bannerAreaAtom(bannerAreaKey(REQUEST)!)).status).toBe('idle');
    getStore().set(localeAtom, 'ru');
    await requestBannerArea(REQUEST);
    expect(calls).toHaveLength(2);
  });
});
