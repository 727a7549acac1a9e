/**
 * storefront-shell.md §2 "The search results page takes the query search and an optional
 * fsupplier (seller id)"; §3 "Search-in-seller filter: id, trademark"; §4 "The search-in-seller
 * toggle (desktop only) resets on navigating away from the search page".
 */
import { safeHref } from '../../../contracts/banners';
import { normalizeQuery } from './query-text';

/** The results page of the host storefront. */
export const SEARCH_RESULTS_PATH = '/search';

/** §3 "Search-in-seller filter": the seller searched within and the name shown on the toggle. */
export interface SearchInSellerFilter {
  id: number;
  trademark: string;
}

export interface SearchUrlOptions {
  /** Search only this seller's goods (fsupplier). */
  seller?: SearchInSellerFilter | null;
  /**
   * A configured results page (a partner's own, or the storefront's on another origin): an
   * http(s) address or a same-site path. Anything else is ignored and the default path used.
   */
  resultsUrl?: string;
}

/** Where to search for `query`, e.g. /search?search=red+dress&fsupplier=42; null for blank text. */
export function searchResultsUrl(query: string, options: SearchUrlOptions = {}): string | null {
  const text = normalizeQuery(query);
  if (!text) return null;
  const { url, absolute } = resultsPage(options.resultsUrl);
  url.searchParams.set('search', text);
  const sellerId = options.seller?.id;
  if (sellerId !== undefined && Number.isSafeInteger(sellerId) && sellerId > 0) url.searchParams.set('fsupplier', String(sellerId));
  else url.searchParams.delete('fsupplier');
  return absolute ? url.href : url.pathname + url.search + url.hash;
}

function resultsPage(configured: string | undefined): { url: URL; absolute: boolean } {
  const value = configured?.trim();
  if (value && isSitePath(value)) return { url: new URL(value, LOCAL_BASE), absolute: false };
  const href = value ? safeHref(value) : null;
  if (href) return { url: new URL(href), absolute: true };
  return { url: new URL(SEARCH_RESULTS_PATH, LOCAL_BASE), absolute: false };
}

/** The seller filter after navigating to `nextPath`: kept on the results page, reset anywhere else. */
export function sellerFilterAfterNavigation(
  filter: SearchInSellerFilter | null,
  nextPath: string,
  resultsPath = SEARCH_RESULTS_PATH,
): SearchInSellerFilter | null {
  const pathname = nextPath.split(/[?#]/)[0];
  return filter && pathname === resultsPath ? filter : null;
}

/** A base only used to edit relative addresses; it never appears in a result. */
const LOCAL_BASE = 'http://results.invalid';

/** "/path" but not "//host" (protocol-relative) nor "/\host" (which browsers read the same way). */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}
