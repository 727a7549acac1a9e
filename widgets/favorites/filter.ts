import type { FavoriteData } from '../../core/api/favorites';
import { FAVORITE_KIND } from '../../core/api/favorites';
import type { ProductView } from '../../core/api/cart';

export const FAVORITE_SORTS = ['date', 'priceUp', 'priceDown', 'name'] as const;
export type FavoriteSort = (typeof FAVORITE_SORTS)[number];

const sizeOf = (item: FavoriteData, products: Record<number, ProductView | null>) =>
  products[item.cod1S]?.sizes.find((s) => s.characteristicId === item.characteristicId);

/**
 * The list the shopper asked for: the search text in name or brand, the wlArrived filter (a
 * waitlisted good — kind waitlist or both — that is in stock again), then the sort.
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
  }
  return list;
}
