/**
 * What a submit of the search box does (storefront-shell.md §2 "The search results page takes
 * the query search and an optional fsupplier"; §4 "Enter on a highlighted brand follows it,
 * otherwise runs the search"; §5 "Enter on empty text does nothing").
 */
import type { EnterAction } from './keyboard';
import { searchResultsUrl, type SearchInSellerFilter } from './search-url';

/** The detail of the cancelable `vt-search-submit` event. */
export interface SearchSubmission {
  /** 'search': the results page for `query`; 'follow': a brand or redirect suggestion's own address; 'image': the search-by-image page. */
  kind: 'search' | 'follow' | 'image';
  query: string;
  url: string;
  /** A full page load is needed (external_redirect). */
  external: boolean;
  /** fsupplier when the search-in-seller filter is on. */
  sellerId: number | null;
}

export interface SubmissionOptions {
  seller?: SearchInSellerFilter | null;
  resultsUrl?: string;
  /** The text in the box (for a followed suggestion, what the shopper typed). */
  typedText?: string;
}

/** null when nothing is to happen (empty or blank-only text). */
export function toSubmission(action: EnterAction, { seller = null, resultsUrl, typedText = '' }: SubmissionOptions = {}): SearchSubmission | null {
  if (action.kind === 'none') return null;
  if (action.kind === 'follow') return { kind: 'follow', query: typedText.trim(), url: action.url, external: action.external, sellerId: null };
  const url = searchResultsUrl(action.text, { seller, ...(resultsUrl !== undefined ? { resultsUrl } : {}) });
  if (!url) return null;
  return { kind: 'search', query: action.text, url, external: false, sellerId: seller?.id ?? null };
}
