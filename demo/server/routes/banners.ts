import type { Hono } from 'hono';
import { BANNER_LOCATIONS, DISPLAY_TYPE, type BannerRecord } from '../../data/banners';
import { LOCALES, type Locale } from '../../../contracts/locales';
import { APPLICATION_TYPE, bannerLocationId, COUNTRY_ID_BY_LOCALE, CULTURE_BY_LANGUAGE } from '../../../contracts/banners';
import { requestOrigin, type AppEnv, type Deps } from '../deps';
import { badRequest, notFound } from '../errors';
import { toPositiveInt } from '../input';
import { SERVICE_MAP } from '../service-map';
import { PICTURE_LANGUAGES } from '../pictures/pictures';
import { bannerView, DEFAULT_BANNER_LANGUAGE } from '../views/banner';

export type BannerFilter = { locationType: number; apptype?: number; displaytype?: number; country?: number; menuId?: number; brandId?: number };

/** urltype is the location id (e.g. 102) or its slug (e.g. home-main): the kit's own table (core/banners/codes.ts). */
export function locationTypeOf(raw: string | undefined): number | undefined {
  return raw ? bannerLocationId(raw) : undefined;
}

function optionalInt(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = toPositiveInt(raw);
  if (n === undefined) throw badRequest(`${name} must be a positive integer`);
  return n;
}

export function selectBanners(all: readonly BannerRecord[], f: BannerFilter): BannerRecord[] {
  return all
    .filter(
      (b) =>
        b.locationType === f.locationType &&
        (f.apptype === undefined || b.applicationType === APPLICATION_TYPE.both || b.applicationType === f.apptype) &&
        (f.displaytype === undefined || b.displayType === DISPLAY_TYPE.all || b.displayType === f.displaytype) &&
        (f.country === undefined || b.countries.length === 0 || b.countries.includes(f.country)) &&
        (f.menuId === undefined || b.menuId === null || b.menuId === f.menuId) &&
        (f.brandId === undefined || b.brandId === null || b.brandId === f.brandId),
    )
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

const STATIC_NAME = new RegExp(`^banners-([a-z0-9-]+?)-(${LOCALES.join('|')})(?:-(\\d+))?-v1\\.json$`);

/** §3 language map (ka to ge, kk to kz, uz to uz) read backwards: the language a `culture` value stands for. */
const LANGUAGE_OF_CULTURE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CULTURE_BY_LANGUAGE).map(([language, culture]) => [culture, language]),
);

/** The language of a banners request's `culture` (ru when it names none the pictures know). */
export function bannerLanguage(culture: string | undefined): string {
  const language = culture ? (LANGUAGE_OF_CULTURE[culture] ?? culture) : DEFAULT_BANNER_LANGUAGE;
  return (PICTURE_LANGUAGES as readonly string[]).includes(language) ? language : DEFAULT_BANNER_LANGUAGE;
}

export function registerBanners(app: Hono<AppEnv>, deps: Deps): void {
  // GET {banners}?urltype&apptype&displaytype&longitude&latitude&country&culture&menuid&brandId -> [banner].
  app.get(SERVICE_MAP.banners, (c) => {
    const q = c.req.query();
    const locationType = locationTypeOf(q.urltype);
    if (locationType === undefined) throw badRequest('urltype must be a known banner location', { locations: BANNER_LOCATIONS });
    const banners = selectBanners(deps.data.banners, {
      locationType,
      apptype: optionalInt(q.apptype, 'apptype'),
      displaytype: optionalInt(q.displaytype, 'displaytype'),
      country: optionalInt(q.country, 'country'),
      menuId: optionalInt(q.menuid, 'menuid'),
      brandId: optionalInt(q.brandId, 'brandId'),
    });
    const lang = bannerLanguage(q.culture);
    return c.json(banners.map((b) => bannerView(b, requestOrigin(c), lang)));
  });

  // Static fallback: {static}/banners-{type}-{locale}[-{menuId}]-v1.json (storefront-shell.md §7).
  app.get(`${SERVICE_MAP.static}/:file{banners-.+-v1\\.json}`, (c) => {
    const match = STATIC_NAME.exec(c.req.param('file'));
    const locationType = locationTypeOf(match?.[1]);
    if (!match || locationType === undefined) throw notFound('no such banner file');
    const country = COUNTRY_ID_BY_LOCALE[match[2] as Locale];
    const banners = selectBanners(deps.data.banners, { locationType, country, menuId: match[3] ? Number(match[3]) : undefined });
    return c.json(banners.map((b) => bannerView(b, requestOrigin(c))));
  });
}
