/**
 * The shopper's catalog options (storefront-shell.md §9 "default sort popular; catalog options
 * stored 7 days"): the remembered sort, the tile size (§9 "Default card size c516x688") and the
 * adult filter (§5 "Adult items are hidden when the adult filter is on"). Stored locally, followed
 * by other tabs, forgotten 7 days after the last change.
 */
import { persistedAtom } from '../../platform/storage';
import { isRecord } from '../../../contracts/wire';
import { getStore } from '../../platform/store';
import { atom } from 'jotai/vanilla';
import { DEFAULT_SORT, isListingSort, type ListingSort } from './sort';
import { DEFAULT_CARD_SIZE, isCardSize, type CardSize } from './card-size';

export const CATALOG_OPTIONS_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const CATALOG_OPTIONS_KEY = 'catalog-options';
const CATALOG_OPTIONS_TOPIC = 'catalog:options';

export interface CatalogOptions {
  /** Unset until the shopper picks one. */
  sort?: ListingSort;
  /** The tiles' size: c516x688 (big, the default) or c246x328 (small). */
  cardSize: CardSize;
  hideAdult: boolean;
  /** When the options last changed, ms. */
  savedAt: number;
}

const DEFAULTS: CatalogOptions = { cardSize: DEFAULT_CARD_SIZE, hideAdult: false, savedAt: 0 };

/** Stored data of any shape to valid options; expired (over 7 days) or future-dated ones are the defaults. */
export function sanitizeCatalogOptions(raw: unknown, now = Date.now()): CatalogOptions {
  if (!isRecord(raw) || typeof raw.savedAt !== 'number' || !Number.isFinite(raw.savedAt)) return DEFAULTS;
  if (raw.savedAt > now || now - raw.savedAt >= CATALOG_OPTIONS_TTL_MS) return DEFAULTS;
  return {
    ...(isListingSort(raw.sort) ? { sort: raw.sort } : {}),
    cardSize: isCardSize(raw.cardSize) ? raw.cardSize : DEFAULT_CARD_SIZE,
    hideAdult: raw.hideAdult === true,
    savedAt: raw.savedAt,
  };
}

const options = persistedAtom<CatalogOptions>(CATALOG_OPTIONS_KEY, CATALOG_OPTIONS_TOPIC, (raw) => sanitizeCatalogOptions(raw));

export const catalogOptionsAtom = options.atom;
/** The sort a listing starts with when its address names none: the remembered one, else popular. */
export const preferredSortAtom = atom((get) => get(catalogOptionsAtom).sort ?? DEFAULT_SORT);

export function followCatalogOptions(): void {
  options.follow();
}

function update(patch: Partial<Omit<CatalogOptions, 'savedAt'>>, now: number): void {
  options.set({ ...options.get(), ...patch, savedAt: now });
}

export function rememberSort(sort: ListingSort, now = Date.now()): void {
  update({ sort }, now);
}

/** §9 the shopper's tile size, for every listing (other tabs follow). */
export function setCardSize(cardSize: CardSize, now = Date.now()): void {
  update({ cardSize }, now);
}

export function setHideAdult(hideAdult: boolean, now = Date.now()): void {
  update({ hideAdult }, now);
}

/** Re-reads the stored options (tests; after the 7 days ran out in an open page). */
export function reloadCatalogOptions(): void {
  options.reload();
}

export const catalogOptions = (): CatalogOptions => getStore().get(catalogOptionsAtom);
