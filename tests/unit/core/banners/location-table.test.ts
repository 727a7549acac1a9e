import { describe, expect, it } from 'vitest';
import { BANNER_LOCATION, BANNER_LOCATION_BY_SLUG, bannerLocationId, bannerLocationSlug } from '../../../../contracts/banners/codes';
import { BANNER_LOCATIONS } from '../../../../demo/data/banners';
import { locationTypeOf } from '../../../../demo/server/routes/banners';

describe('banner location ids: one table for the kit and the demo (shell §3 "many location ids")', () => {
  it('§3 search 102, lk 103, delivery 104, thank-you 105 by slug', () => {
    expect(bannerLocationId('search')).toBe(102);
    expect(bannerLocationId('lk')).toBe(103);
    expect(bannerLocationId('delivery')).toBe(104);
    expect(bannerLocationId('thank-you')).toBe(105);
  });

  it('slugs, camelCase names and known ids resolve; anything else does not', () => {
    expect(bannerLocationSlug('promotionLandingMiddle')).toBe('promotion-landing-middle');
    expect(bannerLocationId('home-main')).toBe(BANNER_LOCATION.homeMain);
    expect(bannerLocationId('homeMain')).toBe(BANNER_LOCATION.homeMain);
    expect(bannerLocationId('102')).toBe(102);
    expect(bannerLocationId(22)).toBe(22);
    for (const bad of ['nowhere', '999', '', ' ', 'toString', '__proto__', '1e2', '-1', null, undefined, 999, 1.5]) {
      expect(bannerLocationId(bad as string)).toBeUndefined();
    }
  });

  it('the demo answers to exactly the kit ids', () => {
    expect(BANNER_LOCATIONS).toEqual(Object.fromEntries(BANNER_LOCATION_BY_SLUG));
    for (const [slug, id] of BANNER_LOCATION_BY_SLUG) {
      expect(locationTypeOf(slug)).toBe(id);
      expect(locationTypeOf(String(id))).toBe(id);
    }
    expect(locationTypeOf('toString')).toBeUndefined();
  });
});
