/**
 * Listing sort orders. storefront-shell.md §9 "default sort popular"; storefront-routing-wallet.md
 * §9 "default search sort cached or popular". The order names are the search/catalog services'
 * (demo/API.md).
 */
export const LISTING_SORTS = ['popular', 'rate', 'priceup', 'pricedown', 'newly', 'benefit'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_SORT: ListingSort = 'popular';

export function isListingSort(value: unknown): value is ListingSort {
  return typeof value === 'string' && (LISTING_SORTS as readonly string[]).includes(value);
}
