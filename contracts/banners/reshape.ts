/**
 * Wire form -> domain for the banners service and static banner files (storefront-shell.md §3
 * "Banner", §7) and for promotion-creatives.json (§3 "Promo creatives").
 */
import { APPLICATION_TYPE, BANNER_OWNER, isApplicationType } from './codes';
import { bannerTarget } from './link';
import { isSafeCssColor, type PromoCreatives, type PromoFilter } from './promo-creatives';
import { safeHref } from './safe-href';
import type { Banner, BannerCreative, BannerKind } from './types';
import {
  isRecord,
  optional,
  readBoolean,
  readId,
  readInteger,
  readNonBlankString,
  readNumber,
  readPrimitiveRecord,
  readString,
  type WireRecord,
} from '../wire';

export interface ReshapeBannersOptions {
  /** Resolves relative creative and pixel addresses (the static base); without it only absolute ones are kept. */
  baseUrl?: string;
}

export interface ReshapedBanners {
  banners: Banner[];
  /** Entries that were not banners (not an object, or no id): left out and counted. */
  skipped: number;
  /** The payload was not a list at all (the caller treats it as a failed call: §8 static fallback). */
  malformed: boolean;
}

/** Turns a list of server banners into domain banners; never throws. */
export function reshapeBanners(payload: unknown, options: ReshapeBannersOptions = {}): ReshapedBanners {
  if (!Array.isArray(payload)) return { banners: [], skipped: 0, malformed: true };
  const banners: Banner[] = [];
  let skipped = 0;
  for (const entry of payload) {
    const banner = isRecord(entry) ? reshapeBanner(entry, options) : undefined;
    if (banner) banners.push(banner);
    else skipped += 1;
  }
  return { banners, skipped, malformed: false };
}

const CLASS_NAME = /^[A-Za-z0-9_-]+(?: [A-Za-z0-9_-]+)*$/;

function reshapeBanner(wire: WireRecord, options: ReshapeBannersOptions): Banner | undefined {
  const id = readId(wire, 'id');
  if (id === undefined) return undefined;
  const placement = isRecord(wire.placementOptions) ? wire.placementOptions : {};
  const applicationType = readInteger(wire, 'applicationType');
  const creative = reshapeCreative(wire, options);
  const imageUrl = readNonBlankString(wire, 'src');
  const className = readString(wire, 'bannerClass')?.trim();
  return {
    id,
    kind: creative ? creativeKind(wire) : 'image',
    ...optional('href', readNonBlankString(wire, 'href') ?? readNonBlankString(wire, 'link')),
    alt: readString(wire, 'alt') ?? '',
    ...optional('imageUrl', imageUrl),
    missingImage: imageUrl === undefined,
    ...optional('absoluteUrl', readNonBlankString(wire, 'absoluteUrl')),
    ...optional('absoluteUrlPb', readNonBlankString(wire, 'absoluteUrlPb')),
    target: bannerTarget(wire.target),
    noFollow: readBoolean(wire, 'noFollow') ?? false,
    noIndex: readBoolean(wire, 'noIndex') ?? false,
    applicationType: isApplicationType(applicationType) ? applicationType : APPLICATION_TYPE.both,
    ...optional('location', readInteger(wire, 'locationType')),
    ...optional('sort', readNumber(placement, 'sort')),
    ...optional('menuId', readInteger(placement, 'menuID')),
    owner: readInteger(wire, 'owner') === BANNER_OWNER.supplier ? BANNER_OWNER.supplier : BANNER_OWNER.marketing,
    adult: readBoolean(wire, 'isAdult') ?? false,
    ...optional('creative', creative),
    ...optional('loadTime', readNumber(wire, 'loadTime')),
    ...optional('pixelUrl', safeHref(wire.pixelSrc, options.baseUrl) ?? undefined),
    ...optional('adMarking', readNonBlankString(wire, 'ordBannerMark')),
    ...optional('promoText', readNonBlankString(wire, 'promoText')),
    promoTextLines: Array.isArray(wire.promoTextLines) ? wire.promoTextLines.filter((line): line is string => typeof line === 'string') : [],
    statistics: readPrimitiveRecord(wire.statisticFields),
    ...optional('className', className && CLASS_NAME.test(className) ? className : undefined),
    ...optional('width', positiveSize(wire, 'width')),
    ...optional('height', positiveSize(wire, 'height')),
  };
}

/** An image side in CSS pixels: a whole number from 1 to 10000, else nothing. */
function positiveSize(wire: WireRecord, key: string): number | undefined {
  const value = readInteger(wire, key);
  return value !== undefined && value > 0 && value <= 10_000 ? value : undefined;
}

function creativeKind(wire: WireRecord): BannerKind {
  return readBoolean(wire, 'isVideo') ? 'video' : 'html5';
}

/**
 * The iframe creative of an HTML5 or video banner. Without an http(s) htmlSrc there is nothing
 * to frame: the banner is shown as its image (§8 "Iframe banner error: falls back to the image").
 */
function reshapeCreative(wire: WireRecord, options: ReshapeBannersOptions): BannerCreative | undefined {
  if (!readBoolean(wire, 'isHtml5') && !readBoolean(wire, 'isVideo')) return undefined;
  const src = safeHref(wire.htmlSrc, options.baseUrl);
  if (!src) return undefined;
  const data = isRecord(wire.htmlData) ? wire.htmlData : {};
  return {
    src,
    xml: readString(data, 'xml') ?? '',
    data: isRecord(data.data) ? readPrimitiveRecord(data.data) : (readString(data, 'data') ?? ''),
    ...optional('frameId', readId(wire, 'iframeId')),
    ...optional('provider', readNonBlankString(wire, 'provider')),
  };
}

/**
 * promotion-creatives.json -> PromoCreatives, or null when it is not an object. Id lists accept
 * numbers and {id} objects; colours that are not plain colours are left out (isSafeCssColor).
 */
export function reshapePromoCreatives(payload: unknown, hash: string): PromoCreatives | null {
  if (!isRecord(payload)) return null;
  const filter = isRecord(payload.filter) ? reshapePromoFilter(payload.filter) : undefined;
  return {
    panels: idList(payload.panels),
    thermometer: idList(payload.thermometer),
    redPrices: idList(payload.redPrices),
    ...optional('filter', filter),
    hash,
  };
}

const FILTER_COLOURS = ['color', 'background', 'switch', 'switchBackground', 'switchActive', 'switchActiveBackground'] as const;

function reshapePromoFilter(wire: WireRecord): PromoFilter | undefined {
  const id = readInteger(wire, 'id');
  if (id === undefined) return undefined;
  const filter: PromoFilter = { id };
  for (const name of FILTER_COLOURS) {
    const colour = wire[name];
    if (isSafeCssColor(colour)) filter[name] = colour.trim();
  }
  return filter;
}

function idList(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const item of value) {
    const id = isRecord(item) ? readInteger(item, 'id') : readInteger({ id: item }, 'id');
    if (id !== undefined) ids.push(id);
  }
  return ids;
}
