import type { FavoriteData } from '../../contracts/favorites';
import { FAVORITE_KIND } from '../../contracts/favorites';
import type { ProductView } from '../../contracts/products';

/** The favourites page's sorts; routing-wallet §2.4 "sort (default: saved sort, else popular)". */
export const FAVORITE_SORTS = ['popular', 'date', 'priceUp', 'priceDown', 'name'] as const;
export type FavoriteSort = (typeof FAVORITE_SORTS)[number];
export const DEFAULT_FAVORITE_SORT: FavoriteSort = 'popular';

const SORT_BY_LOWER_CASE = new Map<string, FavoriteSort>(FAVORITE_SORTS.map((sort) => [sort.toLowerCase(), sort]));

/** A sort named by an address or an attribute (any letter case, so ?sort=priceup works too); undefined when unknown. */
export function readFavoriteSort(value: unknown): FavoriteSort | undefined {
  return typeof value === 'string' ? SORT_BY_LOWER_CASE.get(value.trim().toLowerCase()) : undefined;
}

const sizeOf = (item: FavoriteData, products: Record<number, ProductView | null>) =>
  products[item.cod1S]?.sizes.find((s) => s.characteristicId === item.characteristicId);

/**
 * The list the shopper asked for: the search text in name or brand, the wlArrived filter (a
 * waitlisted good — kind waitlist or both — that is in stock again), then the sort. `items` come
 * newest first (the date sort); popular orders by the card's feedback count, then its rating
 * (the spec does not say how favourites measure popularity), newest first among equals.
 */
export function filterFavorites(
  items: readonly FavoriteData[],
  products: Record<number, ProductView | null>,
  options: { query: string; arrived: boolean; sort: FavoriteSort },
): FavoriteData[] {
  const query = options.query.trim().toLocaleLowerCase();
  let list = items.filter((item) => {
    if (options.arrived) {
      const waitlisted = item.kind === FAVORITE_KIND.waitlist || item.kind === FAVORITE_KIND.both;
      if (!waitlisted || (sizeOf(item, products)?.stockQty ?? 0) <= 0) return false;
    }
    if (!query) return true;
    const product = products[item.cod1S];
    return `${product?.name ?? ''} ${product?.brand ?? ''}`.toLocaleLowerCase().includes(query);
  });
  const price = (item: FavoriteData) => sizeOf(item, products)?.price;
  if (options.sort === 'priceUp' || options.sort === 'priceDown') {
    const sign = options.sort === 'priceUp' ? 1 : -1;
    list = [...list].sort((a, b) => {
      const pa = price(a);
      const pb = price(b);
      if (pa === undefined || pb === undefined) return pa === pb ? 0 : pa === undefined ? 1 : -1;
      return sign * (pa - pb);
    });
  } else if (options.sort === 'name') {
    list = [...list].sort((a, b) => (products[a.cod1S]?.name ?? '').localeCompare(products[b.cod1S]?.name ?? ''));
  } else if (options.sort === 'popular') {
    // Keys read once per good, not once per comparison: this is the default sort of a 4000-good list.
    const keyed = list.map((item) => {
      const product = products[item.cod1S];
      return { item, feedbacks: product?.feedbacks ?? -1, rating: product?.rating ?? -1 };
    });
    keyed.sort((a, b) => b.feedbacks - a.feedbacks || b.rating - a.rating);
    list = keyed.map((entry) => entry.item);
  }
  return list;
}
