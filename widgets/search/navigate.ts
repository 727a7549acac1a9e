import { emit } from '../../core/platform/dom';
import { applyNavigationToSellerFilter } from '../../core/domain/search';
import type { SearchSubmission } from '../../core/domain/search';
import './events';

/**
 * Fires the cancelable `vt-search-submit`; unless a listener (the host router, a partner page)
 * took it, the browser goes to the submission's address. The seller filter follows the
 * navigation (storefront-shell.md §4: reset when leaving the search page).
 */
export function submitSearch(host: Element, submission: SearchSubmission, resultsPath?: string): boolean {
  const proceed = emit(host, 'vt-search-submit', submission, { cancelable: true });
  applyNavigationToSellerFilter(new URL(submission.url, location.href).pathname, resultsPath);
  if (proceed) location.assign(submission.url);
  return proceed;
}
