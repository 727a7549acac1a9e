/**
 * storefront-shell.md §5 "Banner sort ranges: under 100 first carousel, 101 to 109 second;
 * supplier slots fill gaps from marketing banners with sort 201 to 299; gap fillers from 300.
 * Lists are padded with placeholders to three items (home main, mobile, new promo, ad banners);
 * the landing middle row is padded from three to four."
 */
import { BANNER_OWNER } from '../../../contracts/banners';
import type { Banner } from '../../../contracts/banners';

/** "under 100 first carousel" (sort 0..99; negative sorts count as under 100 too). */
export const FIRST_CAROUSEL_SORT_LIMIT = 100;
/** "101 to 109 second". Sort 100 itself is in neither range: the spec leaves it out, so do we. */
export const SECOND_CAROUSEL_SORT = { from: 101, to: 109 } as const;
/** "supplier slots ... with sort 201 to 299": slot n is sort 200 + n. */
export const SUPPLIER_SLOT_SORT = { from: 201, to: 299 } as const;
/** "gap fillers from 300". */
export const GAP_FILLER_SORT_FROM = 300;

export type SortRange = 'firstCarousel' | 'secondCarousel' | 'supplierSlot' | 'gapFiller';

/**
 * The range a sort value belongs to, or null: no sort, or 100, or 110..200 (ranges the spec
 * does not name; such banners are shown in no carousel).
 */
export function sortRange(sort: number | undefined): SortRange | null {
  if (sort === undefined || !Number.isFinite(sort)) return null;
  if (sort < FIRST_CAROUSEL_SORT_LIMIT) return 'firstCarousel';
  if (sort >= SECOND_CAROUSEL_SORT.from && sort <= SECOND_CAROUSEL_SORT.to) return 'secondCarousel';
  if (sort >= SUPPLIER_SLOT_SORT.from && sort <= SUPPLIER_SLOT_SORT.to) return 'supplierSlot';
  if (sort >= GAP_FILLER_SORT_FROM) return 'gapFiller';
  return null;
}

/** The banners of one range ordered by sort (equal sorts keep the server's order). */
export function bannersInRange<T extends Pick<Banner, 'sort'>>(banners: readonly T[], range: SortRange): T[] {
  return banners.filter((banner) => sortRange(banner.sort) === range).sort(bySort);
}

/**
 * The supplier-slot list. Interpretation of "supplier slots fill gaps from marketing banners with
 * sort 201 to 299; gap fillers from 300":
 * - sorts 201..299 name fixed slots, in order (201 first);
 * - a slot shows the supplier banner (owner 1) with that sort; a slot no supplier holds (a gap in
 *   the supplier list) shows the marketing banner (owner 0) with that sort instead. A banner that
 *   loses its slot (a marketing banner under a supplier one, or a second banner of the same owner
 *   for the same slot) is not shown;
 * - slot numbers up to the last one held that nobody holds are gaps, filled in order by the banners
 *   with sort 300 and up (lowest sort first); fillers left over follow the last slot (their sort
 *   puts them after every slot anyway). Without fillers a gap just closes up.
 */
export function arrangeSupplierSlots<T extends Pick<Banner, 'sort' | 'owner'>>(banners: readonly T[]): T[] {
  const slots = new Map<number, T>();
  for (const banner of bannersInRange(banners, 'supplierSlot')) {
    const holder = slots.get(banner.sort as number);
    if (!holder || (holder.owner !== BANNER_OWNER.supplier && banner.owner === BANNER_OWNER.supplier)) {
      slots.set(banner.sort as number, banner);
    }
  }
  const fillers = bannersInRange(banners, 'gapFiller');
  const arranged: T[] = [];
  const lastSlot = Math.max(SUPPLIER_SLOT_SORT.from - 1, ...slots.keys());
  for (let sort = SUPPLIER_SLOT_SORT.from; sort <= lastSlot; sort += 1) {
    const holder = slots.get(sort) ?? fillers.shift();
    if (holder) arranged.push(holder);
  }
  return [...arranged, ...fillers];
}

function bySort(a: Pick<Banner, 'sort'>, b: Pick<Banner, 'sort'>): number {
  return (a.sort ?? 0) - (b.sort ?? 0);
}

/** "padded with placeholders to three items". */
export const PLACEHOLDER_MIN_ITEMS = 3;
/** "the landing middle row is padded from three to four": its minimum is four instead of three. */
export const LANDING_MIDDLE_ROW_MIN_ITEMS = 4;

/** The areas the spec pads, and the count each is padded to. */
export const PADDED_AREAS = {
  homeMain: PLACEHOLDER_MIN_ITEMS,
  mobile: PLACEHOLDER_MIN_ITEMS,
  newPromo: PLACEHOLDER_MIN_ITEMS,
  adBanners: PLACEHOLDER_MIN_ITEMS,
  landingMiddle: LANDING_MIDDLE_ROW_MIN_ITEMS,
} as const;
export type PaddedArea = keyof typeof PADDED_AREAS;

/** An empty slot that keeps the carousel's shape (and its reserved size) until real banners exist. */
export interface BannerPlaceholder {
  kind: 'placeholder';
  /** Stable per position, usable as a React key. */
  key: string;
}

export function isPlaceholder(item: unknown): item is BannerPlaceholder {
  return !!item && typeof item === 'object' && (item as { kind?: unknown }).kind === 'placeholder';
}

/** The items followed by placeholders up to `minItems`; a longer list is returned as it is. */
export function padWithPlaceholders<T>(items: readonly T[], minItems: number): Array<T | BannerPlaceholder> {
  const padded: Array<T | BannerPlaceholder> = [...items];
  for (let position = items.length; position < minItems; position += 1) {
    padded.push({ kind: 'placeholder', key: `placeholder-${position}` });
  }
  return padded;
}

export function padArea<T>(items: readonly T[], area: PaddedArea): Array<T | BannerPlaceholder> {
  return padWithPlaceholders(items, PADDED_AREAS[area]);
}
