import { describe, expect, it } from 'vitest';
import { followSearchInSeller, offerSellerToSearch } from '../../../host/search-in-seller';
import { settingsAtom } from '../../../core/domain/settings';
import { searchInSellerOnAtom, offerSellerFilter, setSearchInSeller } from '../../../core/domain/search';
import { getStore } from '../../../core/platform/store';

const SELLER = { id: 4021, trademark: 'Ромашка' };

function page(): { doc: Document; box: () => Element } {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = '<vt-search></vt-search>';
  followSearchInSeller(doc);
  return { doc, box: () => doc.querySelector('vt-search')! };
}

function setSwitch(on: boolean): void {
  const store = getStore();
  const settings = store.get(settingsAtom);
  store.set(settingsAtom, { ...settings, switches: { ...settings.switches, enableSearchInSeller: on } });
}

const routeChange = (doc: Document, route: string) =>
  doc.dispatchEvent(new CustomEvent('vt-route-change', { detail: { url: 'http://localhost/', route, params: {}, status: 'ok' } }));

describe('host: search in the seller (storefront-shell.md §3 "Search-in-seller filter", §4, switch enableSearchInSeller)', () => {
  it("the seller's page offers its seller to the search box only while the switch is on, also when settings come later", () => {
    setSwitch(false);
    const { doc, box } = page();
    offerSellerToSearch(doc, SELLER);
    expect(box().hasAttribute('seller')).toBe(false);
    setSwitch(true);
    expect(JSON.parse(box().getAttribute('seller')!)).toEqual(SELLER);
    setSwitch(false);
    expect(box().hasAttribute('seller')).toBe(false);
  });

  it('§4 the results page keeps the offer and the toggle; any other page withdraws the offer and resets the toggle', () => {
    setSwitch(true);
    const { doc, box } = page();
    offerSellerToSearch(doc, SELLER);
    routeChange(doc, 'SpaSellerCatalogEntrypoint');
    // What the element does with the attribute (widgets/search): offered, then turned on by the shopper.
    offerSellerFilter(SELLER);
    setSearchInSeller(true);
    routeChange(doc, 'SpaSearchEntrypoint');
    expect(box().hasAttribute('seller')).toBe(true);
    expect(getStore().get(searchInSellerOnAtom)).toBe(true);
    routeChange(doc, 'SpaProductCardEntrypoint');
    expect(box().hasAttribute('seller')).toBe(false);
    expect(getStore().get(searchInSellerOnAtom)).toBe(false);
  });
});
