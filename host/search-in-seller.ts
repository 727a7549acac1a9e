import { settingsAtom } from '../core/domain/settings';
import { offerSellerFilter, setSearchInSeller, type SearchInSellerFilter } from '../core/domain/search';
import { getStore } from '../core/platform/store';

/** The seller's own page offers the filter; the results page keeps it (storefront-shell.md §4). */
const KEEPS_OFFER = new Set(['SpaSellerCatalogEntrypoint', 'SpaSearchEntrypoint']);
const OFFER_EVENT = 'vt-host-seller-offer';

/** A seller page offers its seller to the page's search boxes (§3 "Search-in-seller filter: id, trademark"). */
export function offerSellerToSearch(doc: Document, seller: SearchInSellerFilter): void {
  doc.dispatchEvent(new CustomEvent<SearchInSellerFilter>(OFFER_EVENT, { detail: seller }));
}

/**
 * Offers the seller of the page shown to every search box through the shared store (the header's
 * own box sits in its shadow root), while the settings switch enableSearchInSeller (§3 "Global
 * settings") is on; settings may arrive after the page. §4 "The search-in-seller toggle resets on
 * navigating away from the search page": any page but the seller's and the results withdraws it.
 */
export function followSearchInSeller(doc: Document): void {
  let offered: SearchInSellerFilter | null = null;
  const apply = () => offerSellerFilter(getStore().get(settingsAtom).switches.enableSearchInSeller === true ? offered : null);
  doc.addEventListener(OFFER_EVENT, (event) => {
    offered = (event as CustomEvent<SearchInSellerFilter>).detail;
    apply();
  });
  doc.addEventListener('vt-route-change', (event) => {
    const route = event.detail.route;
    if (route !== 'SpaSearchEntrypoint') setSearchInSeller(false);
    if (KEEPS_OFFER.has(route) || offered === null) return;
    offered = null;
    apply();
  });
  getStore().sub(settingsAtom, apply);
}
