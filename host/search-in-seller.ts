import { settingsAtom } from '../core/domain/settings';
import { setSearchInSeller, type SearchInSellerFilter } from '../core/domain/search';
import { getStore } from '../core/platform/store';

/** The seller's own page offers the filter; the results page keeps it (storefront-shell.md §4). */
const KEEPS_OFFER = new Set(['SpaSellerCatalogEntrypoint', 'SpaSearchEntrypoint']);
const OFFER_EVENT = 'vt-host-seller-offer';

/** A seller page offers its seller to the header's search box (§3 "Search-in-seller filter: id, trademark"). */
export function offerSellerToSearch(doc: Document, seller: SearchInSellerFilter): void {
  doc.dispatchEvent(new CustomEvent<SearchInSellerFilter>(OFFER_EVENT, { detail: seller }));
}

/**
 * Sets or removes the search box's public `seller` attribute (the one an integrator sets on their own
 * seller page) by the page shown and the settings switch enableSearchInSeller (§3 "Global settings"),
 * which may arrive after the page. §4 "The search-in-seller toggle resets on navigating away from
 * the search page": any page but the seller's and the results withdraws the offer.
 */
export function followSearchInSeller(doc: Document): void {
  let offered: SearchInSellerFilter | null = null;
  const apply = () => {
    const on = getStore().get(settingsAtom).switches.enableSearchInSeller === true;
    for (const box of doc.querySelectorAll('vt-search')) {
      if (on && offered) box.setAttribute('seller', JSON.stringify(offered));
      else box.removeAttribute('seller');
    }
  };
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
