/**
 * storefront-shell.md §7 "GET banners service with urltype, apptype, displaytype, longitude,
 * latitude, country, culture, menuid, brandId ... Static fallbacks:
 * banners-{type}-{locale}[-{menuId}]-v1.json"; §8 "Banner API failure or empty result falls back
 * to static banner files."
 */
import { isLocale, type Language, type Locale } from '../locales';
import { countryIdFor, cultureFor, displayTypeFor, type ClientApplicationType } from './codes';

export interface BannerRequest {
  /** The banner location id (codes.ts BANNER_LOCATION): the service's urltype and the file's {type}. */
  location: number;
  appType: ClientApplicationType;
  signedIn: boolean;
  locale: Locale;
  language: Language;
  /** The delivery place's coordinates, when known. */
  longitude?: number;
  latitude?: number;
  menuId?: number;
  brandId?: number;
}

/** A request the service or the static file name cannot carry (an id that is not a whole number, an unknown locale). */
export class BannerRequestError extends Error {
  override name = 'BannerRequestError';
  constructor(
    readonly field: string,
    readonly value: unknown,
  ) {
    super(`banner request: ${field} is not valid (${String(value)})`);
  }
}

/** The banners service query (`apptype` 1 desktop / 2 mobile, `displaytype` forAuth 2 / forNotAuth 3). */
export function bannersServiceQuery(request: BannerRequest): Record<string, string | number | undefined> {
  return {
    urltype: wholeNumber('location', request.location),
    apptype: request.appType,
    displaytype: displayTypeFor(request.signedIn),
    longitude: finiteOrUndefined(request.longitude),
    latitude: finiteOrUndefined(request.latitude),
    country: countryIdFor(request.locale),
    culture: cultureFor(request.language),
    menuid: optionalWholeNumber('menuId', request.menuId),
    brandId: optionalWholeNumber('brandId', request.brandId),
  };
}

/** `banners-{type}-{locale}[-{menuId}]-v1.json`, e.g. banners-1-ru-v1.json or banners-22-kz-305-v1.json. */
export function staticBannersFileName(request: Pick<BannerRequest, 'location' | 'locale' | 'menuId'>): string {
  const type = wholeNumber('location', request.location);
  const menuId = optionalWholeNumber('menuId', request.menuId);
  if (!isLocale(request.locale)) throw new BannerRequestError('locale', request.locale);
  return `banners-${type}-${request.locale}${menuId === undefined ? '' : `-${menuId}`}-v1.json`;
}

/** The path of the static file under the `static` service base. */
export function staticBannersPath(request: Pick<BannerRequest, 'location' | 'locale' | 'menuId'>): string {
  return `/${staticBannersFileName(request)}`;
}

/** §8: the static file is used when the service failed (null) or gave no banners. */
export function needsStaticFallback(serviceBanners: readonly unknown[] | null | undefined): boolean {
  return !serviceBanners || serviceBanners.length === 0;
}

function wholeNumber(field: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new BannerRequestError(field, value);
  return value;
}

function optionalWholeNumber(field: string, value: number | undefined): number | undefined {
  return value === undefined ? undefined : wholeNumber(field, value);
}

function finiteOrUndefined(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}
