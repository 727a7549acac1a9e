/** storefront-shell.md §3 "Banner": the numeric codes the banners service speaks. */
import type { Language, Locale } from '../locales';

/** §3 "applicationType (desktop 1, mobile 2, both 3)". */
export const APPLICATION_TYPE = { desktop: 1, mobile: 2, both: 3 } as const;
export type ApplicationType = (typeof APPLICATION_TYPE)[keyof typeof APPLICATION_TYPE];
/** The app type a page asks for: a page is either desktop or mobile. */
export type ClientApplicationType = typeof APPLICATION_TYPE.desktop | typeof APPLICATION_TYPE.mobile;

/** §3 "owner (marketing 0, supplier 1)". */
export const BANNER_OWNER = { marketing: 0, supplier: 1 } as const;
export type BannerOwner = (typeof BANNER_OWNER)[keyof typeof BANNER_OWNER];

/** §3 "display type: forAuth 2, forNotAuth 3". */
export const DISPLAY_TYPE = { forAuth: 2, forNotAuth: 3 } as const;
export type DisplayType = (typeof DISPLAY_TYPE)[keyof typeof DISPLAY_TYPE];

/** §3 "country ids: ru1 by2 kz3 am4 kg5 ge10 il11 uz13 tj25". tm and global have none in the spec. */
export const COUNTRY_ID_BY_LOCALE: Readonly<Partial<Record<Locale, number>>> = {
  ru: 1,
  by: 2,
  kz: 3,
  am: 4,
  kg: 5,
  ge: 10,
  il: 11,
  uz: 13,
  tj: 25,
};

/** §3 "language map: ka to ge, kk to kz, uz to uz"; other languages are sent as they are. */
export const CULTURE_BY_LANGUAGE: Readonly<Partial<Record<Language, string>>> = { ka: 'ge', kk: 'kz', uz: 'uz' };

/**
 * Banner location ids (§3 "many location ids (e.g. search 102, lk 103, delivery 104, thank-you
 * 105)"). Only those four are the spec's; the others, one per banner area of §2, are this kit's
 * choice and are what the demo server answers to. The location id is also the `urltype` query
 * value and the {type} of the static fallback file name.
 */
export const BANNER_LOCATION = {
  homeMain: 1,
  homeNewMain: 2,
  homeContent: 3,
  homeInfo: 4,
  homeFooter: 5,
  mobileMain: 6,
  promotionPage: 10,
  promotionCatalog: 11,
  promotionLandingTop: 12,
  promotionLandingMiddle: 13,
  promotionLandingBottom: 14,
  newPromo: 15,
  topMenu: 20,
  catalogCarousel: 21,
  catalogMenu: 22,
  small: 23,
  vertical: 24,
  /** The site-wide footer (§2 "Footer with banners"); homeFooter is the home page's own footer area. */
  footer: 25,
  search: 102,
  lk: 103,
  delivery: 104,
  thankYou: 105,
} as const;
export type BannerLocationName = keyof typeof BANNER_LOCATION;
export type BannerLocation = (typeof BANNER_LOCATION)[BannerLocationName];

/** A location's name as written in attributes, URLs and static file names: homeMain -> "home-main". */
export function bannerLocationSlug(name: BannerLocationName): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Every location by its slug ("home-main" -> 1, "thank-you" -> 105): the one table the kit and the demo share. */
export const BANNER_LOCATION_BY_SLUG: ReadonlyMap<string, BannerLocation> = new Map(
  (Object.keys(BANNER_LOCATION) as BannerLocationName[]).map((name) => [bannerLocationSlug(name), BANNER_LOCATION[name]]),
);

const LOCATION_IDS: ReadonlySet<number> = new Set(Object.values(BANNER_LOCATION));

/**
 * The location id for a slug ("home-main"), a camelCase name ("homeMain") or a known id ("102");
 * undefined for anything else (an unknown name, a number no location has).
 */
export function bannerLocationId(value: string | number | null | undefined): BannerLocation | undefined {
  if (typeof value === 'number') return LOCATION_IDS.has(value) ? (value as BannerLocation) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d{1,4}$/.test(text)) return bannerLocationId(Number(text));
  if (Object.hasOwn(BANNER_LOCATION, text)) return BANNER_LOCATION[text as BannerLocationName];
  return BANNER_LOCATION_BY_SLUG.get(text);
}

export function isApplicationType(value: unknown): value is ApplicationType {
  return value === 1 || value === 2 || value === 3;
}

/** Whether a banner made for `bannerType` shows in a `client` app (§3: both 3 shows everywhere). */
export function fitsApplication(bannerType: ApplicationType, client: ClientApplicationType): boolean {
  return bannerType === APPLICATION_TYPE.both || bannerType === client;
}

export function displayTypeFor(signedIn: boolean): DisplayType {
  return signedIn ? DISPLAY_TYPE.forAuth : DISPLAY_TYPE.forNotAuth;
}

/** The `culture` value for an interface language (§3 language map). */
export function cultureFor(language: Language): string {
  return CULTURE_BY_LANGUAGE[language] ?? language;
}

export function countryIdFor(locale: Locale): number | undefined {
  return COUNTRY_ID_BY_LOCALE[locale];
}
