import { describe, expect, it } from 'vitest';
import { BANNER_LOCATION } from '../../../../contracts/banners/codes';
import { BannerRequestError, bannersServiceQuery, needsStaticFallback, staticBannersFileName, staticBannersPath } from '../../../../contracts/banners/request';
import type { Locale } from '../../../../contracts/locales';

describe('core/banners/static-fallback (shell §7 banners service and static fallbacks, §8)', () => {
  it('§7 banners-{type}-{locale}-v1.json', () => {
    expect(staticBannersFileName({ location: BANNER_LOCATION.search, locale: 'ru' })).toBe('banners-102-ru-v1.json');
    expect(staticBannersPath({ location: 103, locale: 'kz' })).toBe('/banners-103-kz-v1.json');
  });

  it('§7 banners-{type}-{locale}-{menuId}-v1.json with a menu id', () => {
    expect(staticBannersFileName({ location: BANNER_LOCATION.catalogMenu, locale: 'by', menuId: 305 })).toBe(
      `banners-${BANNER_LOCATION.catalogMenu}-by-305-v1.json`,
    );
  });

  it('a value that could leave the file name (a path, a fraction, an unknown locale) is refused with a typed error', () => {
    expect(() => staticBannersFileName({ location: 1, locale: 'ru', menuId: 1.5 })).toThrow(BannerRequestError);
    expect(() => staticBannersFileName({ location: -1, locale: 'ru' })).toThrow(BannerRequestError);
    expect(() => staticBannersFileName({ location: 1, locale: '../etc' as Locale })).toThrow(BannerRequestError);
  });

  it('§7 the service query: urltype, apptype, displaytype, longitude, latitude, country, culture, menuid, brandId', () => {
    expect(
      bannersServiceQuery({
        location: BANNER_LOCATION.lk,
        appType: 2,
        signedIn: true,
        locale: 'ge',
        language: 'ka',
        longitude: 44.8,
        latitude: 41.7,
        menuId: 9,
        brandId: 77,
      }),
    ).toEqual({
      urltype: 103,
      apptype: 2,
      displaytype: 2,
      longitude: 44.8,
      latitude: 41.7,
      country: 10,
      culture: 'ge',
      menuid: 9,
      brandId: 77,
    });
  });

  it('§3 guests ask with displaytype forNotAuth 3; kk is sent as culture kz; missing values are left empty', () => {
    const query = bannersServiceQuery({ location: 1, appType: 1, signedIn: false, locale: 'kz', language: 'kk', longitude: Number.NaN });
    expect(query).toMatchObject({ urltype: 1, apptype: 1, displaytype: 3, country: 3, culture: 'kz' });
    expect(query.longitude).toBeUndefined();
    expect(query.latitude).toBeUndefined();
    expect(query.menuid).toBeUndefined();
    expect(query.brandId).toBeUndefined();
  });

  it('§8 a failed call or an empty result falls back to the static file', () => {
    expect(needsStaticFallback(null)).toBe(true);
    expect(needsStaticFallback(undefined)).toBe(true);
    expect(needsStaticFallback([])).toBe(true);
    expect(needsStaticFallback([{ id: '1' }])).toBe(false);
  });
});
