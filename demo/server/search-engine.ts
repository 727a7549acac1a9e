import type { DemoData } from '../data/generate';
import type { ProductRecord } from '../data/products';

/** storefront-routing-wallet.md §9 Pager: 100 per page. */
export const PAGE_SIZE = 100;
export const SORTS = ['popular', 'rate', 'priceup', 'pricedown', 'newly', 'benefit'] as const;
export type Sort = (typeof SORTS)[number];
/** §9 "default sort popular". */
export const DEFAULT_SORT: Sort = 'popular';
const STEM_MIN_LENGTH = 5;
const CACHE_SIZE = 200;

export function sortOf(raw: string | undefined): Sort {
  return (SORTS as readonly string[]).includes(raw ?? '') ? (raw as Sort) : DEFAULT_SORT;
}

export function tokens(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

/** A token matches a word it is part of; long tokens also match without their ending (платья ~ платье). */
export function matches(text: string, token: string): boolean {
  if (text.includes(token)) return true;
  return token.length >= STEM_MIN_LENGTH && text.includes(token.slice(0, -1));
}

const minPrice = (p: ProductRecord) => Math.min(...p.sizes.map((s) => s.product));
const COMPARATORS: Record<Sort, (a: ProductRecord, b: ProductRecord) => number> = {
  popular: (a, b) => b.popularity - a.popularity,
  rate: (a, b) => b.reviewRating - a.reviewRating || b.feedbacks - a.feedbacks,
  priceup: (a, b) => minPrice(a) - minPrice(b),
  pricedown: (a, b) => minPrice(b) - minPrice(a),
  newly: (a, b) => b.createdAt - a.createdAt,
  benefit: (a, b) => b.sale - a.sale,
};

/** Products without a price (sold out, storefront-shell.md §4) always come last. */
export function sortProducts(list: readonly ProductRecord[], sort: Sort): ProductRecord[] {
  return [...list].sort((a, b) => Number(b.hasPrice) - Number(a.hasPrice) || COMPARATORS[sort](a, b) || a.nmId - b.nmId);
}

/** Full-text search over the generated names (ru and en) and brand names, with a small result cache. */
export class SearchEngine {
  private readonly cache = new Map<string, ProductRecord[]>();
  constructor(private readonly data: DemoData) {}

  search(query: string, sort: Sort = DEFAULT_SORT, supplierId?: number): ProductRecord[] {
    const key = `${query.toLowerCase()}|${sort}|${supplierId ?? ''}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const terms = tokens(query);
    const found =
      terms.length === 0
        ? []
        : this.data.products.filter((p) => {
            if (supplierId !== undefined && p.supplierId !== supplierId) return false;
            const text = this.data.searchText.get(p.nmId) ?? '';
            return terms.every((t) => matches(text, t));
          });
    const sorted = sortProducts(found, sort);
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, sorted);
    return sorted;
  }
}

/** storefront-shell.md §9 "Delivery filter fdlvr values 4, 12, 24, 48, 72, 120 hours" (the client adds the hours left today). */
export const FDLVR_MAX_HOURS = 24 * 30;

/** The fdlvr query as hours (1 to 720), undefined when absent or malformed (no filter). */
export function deliveryHoursOf(raw: string | undefined): number | undefined {
  const hours = raw && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  return hours >= 1 && hours <= FDLVR_MAX_HOURS ? hours : undefined;
}

/** Products one of whose in-stock lines arrives within `hours` (its time1). */
export function deliveredWithin(list: readonly ProductRecord[], hours: number | undefined): ProductRecord[] {
  if (hours === undefined) return [...list];
  return list.filter((p) => p.sizes.some((s) => s.stocks.some((st) => st.qty > 0 && st.time1 <= hours)));
}

export function page<T>(list: readonly T[], pageNumber: number): T[] {
  const start = (pageNumber - 1) * PAGE_SIZE;
  return list.slice(start, start + PAGE_SIZE);
}
