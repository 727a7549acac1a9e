import { BANNER_THEMES } from './banner-themes';
import type { Rng } from './rng';

import { APPLICATION_TYPE, BANNER_LOCATION_BY_SLUG, BANNER_OWNER, COUNTRY_ID_BY_LOCALE, DISPLAY_TYPE as SPEC_DISPLAY_TYPE } from '../../contracts/banners';

/**
 * Banner location types by slug: the kit's own table (core/banners/codes.ts BANNER_LOCATION), so the
 * ids the client sends are the ids the demo answers to. The spec gives search 102, lk 103,
 * delivery 104, thank-you 105 (storefront-shell.md §3); the other ids are the kit's choice (API.md).
 */
export const BANNER_LOCATIONS: Readonly<Record<string, number>> = Object.fromEntries(BANNER_LOCATION_BY_SLUG);
export type BannerLocationName = string;

/** §3 display types (contracts/banners), and 0: a banner for every shopper (the demo's choice, API.md). */
export const DISPLAY_TYPE = { all: 0, ...SPEC_DISPLAY_TYPE } as const;

export type BannerKind = 'image' | 'html5' | 'html5-error' | 'video' | 'video-stall';
export type BannerRecord = {
  id: number;
  locationType: number;
  location: BannerLocationName;
  kind: BannerKind;
  sort: number;
  owner: number;
  applicationType: number;
  displayType: number;
  countries: number[];
  menuId: number | null;
  brandId: number | null;
  href: string;
  alt: string;
  target: string;
  noFollow: boolean;
  noIndex: boolean;
  width: number;
  height: number;
  /** Index into BANNER_THEMES: what the picture and its alt text say. */
  theme: number;
  promoText: string;
  promoTextLines: string[];
  ordBannerMark: string;
  bannerClass: string;
  additional: { position: string; width: number; height: number }[];
  supplierId: number | null;
};

const SIZES: Partial<Record<BannerLocationName, [number, number]>> = {
  'home-main': [1440, 450],
  'home-new-main': [1440, 480],
  'promotion-page': [1440, 400],
  'promotion-landing-top': [1440, 360],
  'mobile-main': [750, 420],
  'new-promo': [1440, 400],
  small: [300, 200],
  vertical: [240, 480],
  'top-menu': [320, 160],
  'catalog-menu': [280, 380],
  'home-footer': [1440, 200],
  footer: [1440, 200],
};
/** Links of banners about the marketplace itself rather than a theme's goods (§2 promotion links). */
const PROMO_HREFS = ['/promotions/trend', '/promotions/uhtydazha', '/subscription'] as const;
const PROMO_HREF_SHARE = 0.15;

export type BannerInputs = { menuIds: readonly number[]; brandIds: readonly number[]; supplierIds: readonly number[] };

/**
 * Per location: marketing banners with sort under 100 (first carousel) and 101-109 (second), supplier
 * banners in 201-299, gap fillers from 300 (storefront-shell.md §5 "Banner sort ranges").
 * Home main, new main and the promotion page carry the iframe creatives: HTML5, video, and a video that never starts (§4, 2 s rule);
 * the promotion page also has an HTML5 creative that reports an error (the image fallback).
 */
export function generateBanners(rng: Rng, inputs: BannerInputs): BannerRecord[] {
  let id = 700000;
  const out: BannerRecord[] = [];
  for (const [location, locationType] of Object.entries(BANNER_LOCATIONS) as [BannerLocationName, number][]) {
    const [width, height] = SIZES[location] ?? [1200, 300];
    const creativeHost = location === 'home-main' || location === 'promotion-page' || location === 'home-new-main';
    const plan: { kind: BannerKind; sort: number; owner: number }[] = [];
    const firstCount = location === 'home-main' ? 7 : rng.int(2, 5);
    for (let i = 0; i < firstCount; i++) plan.push({ kind: 'image', sort: i * 10 + 1, owner: BANNER_OWNER.marketing });
    if (creativeHost) {
      plan.push({ kind: 'html5', sort: 15, owner: BANNER_OWNER.marketing });
      plan.push({ kind: 'video', sort: 25, owner: BANNER_OWNER.marketing });
      plan.push({ kind: 'video-stall', sort: 35, owner: BANNER_OWNER.marketing });
    }
    if (location === 'promotion-page') plan.push({ kind: 'html5-error', sort: 45, owner: BANNER_OWNER.marketing });
    for (let i = 0; i < rng.int(1, 3); i++) plan.push({ kind: 'image', sort: 101 + i, owner: BANNER_OWNER.marketing });
    for (let i = 0; i < rng.int(1, 3); i++) plan.push({ kind: 'image', sort: 201 + i * 3, owner: BANNER_OWNER.supplier });
    for (let i = 0; i < 2; i++) plan.push({ kind: 'image', sort: 300 + i, owner: BANNER_OWNER.marketing });
    for (const { kind, sort, owner } of plan) {
      id += rng.int(1, 30);
      const theme = rng.int(0, BANNER_THEMES.length - 1);
      const supplierId = owner === BANNER_OWNER.supplier ? rng.pick(inputs.supplierIds) : null;
      const external = rng.chance(0.05);
      out.push({
        id,
        locationType,
        location,
        kind,
        sort,
        owner,
        applicationType:
          kind === 'image'
            ? rng.pick([APPLICATION_TYPE.both, APPLICATION_TYPE.both, APPLICATION_TYPE.desktop, APPLICATION_TYPE.mobile])
            : APPLICATION_TYPE.both,
        displayType: rng.chance(0.8) ? DISPLAY_TYPE.all : rng.pick([DISPLAY_TYPE.forAuth, DISPLAY_TYPE.forNotAuth]),
        countries: rng.chance(0.8) ? [] : [COUNTRY_ID_BY_LOCALE.ru!],
        menuId: location === 'top-menu' || location === 'catalog-menu' || location === 'catalog-carousel' ? rng.pick(inputs.menuIds) : null,
        brandId: location === 'promotion-catalog' && rng.chance(0.5) ? rng.pick(inputs.brandIds) : null,
        href: external ? 'https://example.com/partner-offer' : rng.chance(PROMO_HREF_SHARE) ? rng.pick(PROMO_HREFS) : BANNER_THEMES[theme]!.href,
        alt: BANNER_THEMES[theme]!.headline.ru,
        target: external ? '_blank' : '_self',
        noFollow: external,
        noIndex: external,
        width,
        height,
        theme,
        promoText: owner === BANNER_OWNER.supplier ? 'Реклама' : '',
        promoTextLines: owner === BANNER_OWNER.supplier ? ['Реклама', `Продавец ${supplierId}`] : [],
        ordBannerMark: owner === BANNER_OWNER.supplier ? `Реклама. Продавец ${supplierId}. erid: demo${id}` : '',
        bannerClass: location === 'promotion-landing-middle' ? 'banner--wide' : '',
        additional: location === 'promotion-landing-top' ? [{ position: 'right', width: 30, height: 100 }] : [],
        supplierId,
      });
    }
  }
  return out;
}
