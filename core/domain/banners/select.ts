/**
 * What one carousel shows of an area's banners (storefront-shell.md §5): its sort range, adult
 * banners only once confirmed, padded with placeholders where the spec pads.
 */
import { needsAdultConfirmation } from './adult';
import { BANNER_LOCATION } from '../../../contracts/banners';
import { arrangeSupplierSlots, bannersInRange, padArea, type BannerPlaceholder, type PaddedArea } from './rules';
import type { Banner, BannerLocation } from '../../../contracts/banners';

/** Which banners of the area a carousel takes: a sort range of §5, or every banner in sort order. */
export type CarouselRange = 'first' | 'second' | 'supplier' | 'all';

export const CAROUSEL_RANGES: readonly CarouselRange[] = ['first', 'second', 'supplier', 'all'];

export function isCarouselRange(value: unknown): value is CarouselRange {
  return typeof value === 'string' && (CAROUSEL_RANGES as readonly string[]).includes(value);
}

/** §5 "padded with placeholders to three items (home main, mobile, new promo, ad banners); the landing middle row ... to four". */
const PADDED_LOCATIONS: ReadonlyMap<BannerLocation, PaddedArea> = new Map<BannerLocation, PaddedArea>([
  [BANNER_LOCATION.homeMain, 'homeMain'],
  [BANNER_LOCATION.mobileMain, 'mobile'],
  [BANNER_LOCATION.newPromo, 'newPromo'],
  [BANNER_LOCATION.search, 'adBanners'],
  [BANNER_LOCATION.lk, 'adBanners'],
  [BANNER_LOCATION.delivery, 'adBanners'],
  [BANNER_LOCATION.thankYou, 'adBanners'],
  [BANNER_LOCATION.promotionLandingMiddle, 'landingMiddle'],
]);

export function paddedAreaOf(location: number): PaddedArea | undefined {
  return PADDED_LOCATIONS.get(location as BannerLocation);
}

export type CarouselItem = Banner | BannerPlaceholder;

export interface SelectOptions {
  location: number;
  range: CarouselRange;
  adultConfirmedAt: number | null;
  now: number;
}

/** The banners of the range, in order, without unconfirmed adult ones, padded when the area is padded. */
export function carouselItems(banners: readonly Banner[], { location, range, adultConfirmedAt, now }: SelectOptions): CarouselItem[] {
  const shown = banners.filter((banner) => !needsAdultConfirmation(banner, adultConfirmedAt, now));
  const picked = pickRange(shown, range);
  const area = paddedAreaOf(location);
  return area ? padArea(picked, area) : picked;
}

function pickRange(banners: readonly Banner[], range: CarouselRange): Banner[] {
  if (range === 'first') return bannersInRange(banners, 'firstCarousel');
  if (range === 'second') return bannersInRange(banners, 'secondCarousel');
  if (range === 'supplier') return arrangeSupplierSlots(banners);
  return [...banners].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}
