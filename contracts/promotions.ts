/**
 * The promotion page's data (storefront-routing-wallet.md §3 "Promo data: promo.id, isSpecial,
 * isExtended, shelves (type promo or brand), brands, categories (imgPath, background), poster
 * (wide, mini, background), isTrend, menu, extraMenu"), read from SpaPromotionsCatalogData.
 * Readers never throw: what is malformed is left out; links must be site paths or http(s), pictures
 * http(s), colours plain CSS hex colours (nothing a hostile payload could inject).
 */
import { safeHref } from './banners';
import { menuHref } from './menu';
import { isRecord, readInteger, readNonBlankString, type WireRecord } from './wire';

export type PromoShelfType = 'promo' | 'brand';

export interface PromoLink {
  href: string;
  text: string;
}

export interface PromoCategory extends PromoLink {
  /** The category's picture (http(s)); null shows the name alone. */
  image: string | null;
  background: string | null;
}

export interface PromoPoster {
  /** Desktop picture. */
  wide: string;
  /** Phone picture (the wide one when absent). */
  mini: string;
  background: string | null;
}

export interface PromoShelf {
  type: PromoShelfType;
  title: string;
}

export interface PromoData {
  id: number | null;
  title: string | null;
  isSpecial: boolean;
  isExtended: boolean;
  isTrend: boolean;
  shelves: PromoShelf[];
  brands: PromoLink[];
  categories: PromoCategory[];
  poster: PromoPoster | null;
  menu: PromoLink[];
  extraMenu: PromoLink[];
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function readColour(record: WireRecord, key: string): string | null {
  const value = readNonBlankString(record, key)?.trim();
  return value && HEX_COLOUR.test(value) ? value : null;
}

function readPicture(record: WireRecord, key: string): string | null {
  const href = safeHref(readNonBlankString(record, key));
  return href;
}

function readLink(entry: unknown, textKeys: readonly string[] = ['name']): PromoLink | null {
  if (!isRecord(entry)) return null;
  const href = menuHref(entry.url ?? entry.href);
  const text = textKeys.map((k) => readNonBlankString(entry, k)).find(Boolean);
  return href && text ? { href, text: text.trim() } : null;
}

function readLinks(list: unknown): PromoLink[] {
  return Array.isArray(list) ? list.flatMap((entry) => readLink(entry, ['name', 'title']) ?? []) : [];
}

/** A category's url is a site path or a catalog slug ("zhenshchinam" -> /catalog/zhenshchinam). */
function categoryHref(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (/^[\w-]+(?:\/[\w-]+)*$/.test(text)) return `/catalog/${text}`;
  return menuHref(text);
}

function readCategories(list: unknown): PromoCategory[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const href = categoryHref(entry.url);
    const text = readNonBlankString(entry, 'name')?.trim();
    return href && text ? [{ href, text, image: readPicture(entry, 'imgPath'), background: readColour(entry, 'background') }] : [];
  });
}

function readPoster(raw: unknown): PromoPoster | null {
  if (!isRecord(raw)) return null;
  const wide = readPicture(raw, 'wide');
  const mini = readPicture(raw, 'mini');
  const picture = wide ?? mini;
  return picture ? { wide: picture, mini: mini ?? picture, background: readColour(raw, 'background') } : null;
}

function readShelves(list: unknown): PromoShelf[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    if (!isRecord(entry) || (entry.type !== 'promo' && entry.type !== 'brand')) return [];
    const title = readNonBlankString(entry, 'title')?.trim();
    return title ? [{ type: entry.type, title }] : [];
  });
}

/** {promo: {...}} of SpaPromotionsCatalogData; an empty promotion when absent. */
export function readPromoData(raw: unknown): PromoData {
  const promo = isRecord(raw) && isRecord(raw.promo) ? raw.promo : {};
  const id = readInteger(promo, 'id');
  return {
    id: id !== undefined && id > 0 ? id : null,
    title: readNonBlankString(promo, 'title')?.trim() ?? null,
    isSpecial: promo.isSpecial === true,
    isExtended: promo.isExtended === true,
    isTrend: promo.isTrend === true,
    shelves: readShelves(promo.shelves),
    brands: readLinks(promo.brands),
    categories: readCategories(promo.categories),
    poster: readPoster(promo.poster),
    menu: readLinks(promo.menu),
    extraMenu: readLinks(promo.extraMenu),
  };
}
