/**
 * A listing's address query: sort, page and the delivery filter (storefront-routing-wallet.md §9
 * "Default page 1; default search sort cached or popular. Infinite scroll via switch or A/B test
 * drops the page parameter"; storefront-shell.md §9 fdlvr), plus fsupplier on search (§2).
 */
import { DELIVERY_FILTER_QUERY, readDeliveryFilter, type DeliveryFilterHours } from './delivery-filter';
import { DEFAULT_PAGE, PAGE_QUERY, readPage } from './pager';
import { isListingSort, type ListingSort } from './sort';

export const SORT_QUERY = 'sort';
/** storefront-shell.md §2 "The search results page takes the query search and an optional fsupplier (seller id)". */
export const SEARCH_QUERY = 'search';
export const SUPPLIER_QUERY = 'fsupplier';

export interface ListingQuery {
  sort: ListingSort;
  page: number;
  deliveryHours?: DeliveryFilterHours;
}

/** The query of an address; a missing or unknown sort takes `preferredSort` (the remembered one, else popular). */
export function readListingQuery(params: URLSearchParams, preferredSort: ListingSort): ListingQuery {
  const sort = params.get(SORT_QUERY);
  const deliveryHours = readDeliveryFilter(params.get(DELIVERY_FILTER_QUERY));
  return {
    sort: isListingSort(sort) ? sort : preferredSort,
    page: readPage(params.get(PAGE_QUERY)),
    ...(deliveryHours !== undefined ? { deliveryHours } : {}),
  };
}

/**
 * The address showing `query`: other parameters kept, page 1 and (with infinite scroll) any page
 * left out, the filter removed when off.
 */
export function listingHref(base: URL, query: ListingQuery, infinite = false): string {
  const url = new URL(base.href);
  url.searchParams.set(SORT_QUERY, query.sort);
  if (infinite || query.page === DEFAULT_PAGE) url.searchParams.delete(PAGE_QUERY);
  else url.searchParams.set(PAGE_QUERY, String(query.page));
  if (query.deliveryHours === undefined) url.searchParams.delete(DELIVERY_FILTER_QUERY);
  else url.searchParams.set(DELIVERY_FILTER_QUERY, String(query.deliveryHours));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The seller filter of a search address: a positive integer, else undefined. */
export function readSupplierFilter(params: URLSearchParams): number | undefined {
  const raw = params.get(SUPPLIER_QUERY);
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
