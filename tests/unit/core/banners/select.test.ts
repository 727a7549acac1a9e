import { describe, expect, it } from 'vitest';
import { ADULT_CONFIRMATION_TTL_MS } from '../../../../core/domain/banners/adult';
import { BANNER_LOCATION } from '../../../../contracts/banners/codes';
import { isPlaceholder } from '../../../../core/domain/banners/rules';
import { carouselItems, isCarouselRange, paddedAreaOf } from '../../../../core/domain/banners/select';
import type { Banner } from '../../../../contracts/banners/types';

const NOW = 10_000_000;
function banner(id: number, sort: number, extra: Partial<Banner> = {}): Banner {
  return {
    id: String(id),
    kind: 'image',
    alt: '',
    missingImage: false,
    target: '_blank',
    noFollow: false,
    noIndex: false,
    applicationType: 3,
    owner: 0,
    adult: false,
    promoTextLines: [],
    statistics: {},
    sort,
    ...extra,
  };
}
const ids = (items: ReturnType<typeof carouselItems>) => items.map((item) => (isPlaceholder(item) ? '_' : item.id));
const BANNERS = [banner(1, 50), banner(2, 5), banner(3, 105), banner(4, 201, { owner: 1 }), banner(5, 300), banner(6, 101)];

describe('core/banners/select (shell §5 sort ranges, padding, adult content)', () => {
  it('§5 under 100 is the first carousel, 101 to 109 the second, in sort order', () => {
    const base = { location: BANNER_LOCATION.topMenu, adultConfirmedAt: null, now: NOW };
    expect(ids(carouselItems(BANNERS, { ...base, range: 'first' }))).toEqual(['2', '1']);
    expect(ids(carouselItems(BANNERS, { ...base, range: 'second' }))).toEqual(['6', '3']);
    expect(ids(carouselItems(BANNERS, { ...base, range: 'supplier' }))).toEqual(['4', '5']);
    expect(ids(carouselItems(BANNERS, { ...base, range: 'all' }))).toEqual(['2', '1', '6', '3', '4', '5']);
  });

  it.each([
    ['homeMain', 3],
    ['mobileMain', 3],
    ['newPromo', 3],
    ['search', 3],
    ['lk', 3],
    ['delivery', 3],
    ['thankYou', 3],
    ['promotionLandingMiddle', 4],
  ] as const)('§5 %s is padded with placeholders to %i items', (name, count) => {
    const items = carouselItems([banner(1, 1)], { location: BANNER_LOCATION[name], range: 'first', adultConfirmedAt: null, now: NOW });
    expect(items).toHaveLength(count);
    expect(
      ids(items)
        .slice(1)
        .every((id) => id === '_'),
    ).toBe(true);
  });

  it('§5 other areas are not padded', () => {
    expect(paddedAreaOf(BANNER_LOCATION.small)).toBeUndefined();
    expect(carouselItems([banner(1, 1)], { location: BANNER_LOCATION.small, range: 'first', adultConfirmedAt: null, now: NOW })).toHaveLength(1);
  });

  it('§5 adult banners show only while the adult confirmation (1 h) holds', () => {
    const list = [banner(1, 1), banner(2, 2, { adult: true })];
    const base = { location: BANNER_LOCATION.small, range: 'first' as const, now: NOW };
    expect(ids(carouselItems(list, { ...base, adultConfirmedAt: null }))).toEqual(['1']);
    expect(ids(carouselItems(list, { ...base, adultConfirmedAt: NOW - 1000 }))).toEqual(['1', '2']);
    expect(ids(carouselItems(list, { ...base, adultConfirmedAt: NOW - ADULT_CONFIRMATION_TTL_MS }))).toEqual(['1']);
  });

  it('ranges are checked', () => {
    expect(['first', 'second', 'supplier', 'all'].every(isCarouselRange)).toBe(true);
    expect([undefined, '', 'First', 'toString', 1].some(isCarouselRange)).toBe(false);
  });
});
