import { describe, expect, it } from 'vitest';
import { followSearchInSeller, offerSellerToSearch } from '../../../host/search-in-seller';
import { settingsAtom } from '../../../core/domain/settings';
import { searchInSellerOnAtom, searchSellerAtom, setSearchInSeller } from '../../../core/domain/search';
import { getStore } from '../../../core/platform/store';

const SELLER = { id: 4021, trademark: 'Ромашка' };

function page(): Document {
  const doc = document.implementation.createHTMLDocument('');
  followSearchInSeller(doc);
  return doc;
}

function setSwitch(on: boolean): void {
  const store = getStore();
  const settings = store.get(settingsAtom);
  store.set(settingsAtom, { ...settings, switches: { ...settings.switches, enableSearchInSeller: on } });
}

const offer = () => getStore().get(searchSellerAtom);
const routeChange = (doc: Document, route: string) =>
  doc.dispatchEvent(new CustomEvent('vt-route-change', { detail: { url: 'http://localhost/', route, params: {}, status: 'ok' } }));

describe('host: search in the seller (storefront-shell.md §3 "Search-in-seller filter", §4, switch enableSearchInSeller)', () => {
  it("the seller's page offers its seller to the search boxes only while the switch is on, also when settings come later", () => {
    setSwitch(false);
    const doc = page();
    offerSellerToSearch(doc, SELLER);
    expect(offer()).toBeNull();
    setSwitch(true);
    expect(offer()).toEqual(SELLER);
    setSwitch(false);
    expect(offer()).toBeNull();
  });

  it('§4 the results page keeps the offer and the toggle; any other page withdraws the offer and resets the toggle', () => {
    setSwitch(true);
    const doc = page();
    offerSellerToSearch(doc, SELLER);
    routeChange(doc, 'SpaSellerCatalogEntrypoint');
    setSearchInSeller(true);
    routeChange(doc, 'SpaSearchEntrypoint');
    expect(offer()).toEqual(SELLER);
    expect(getStore().get(searchInSellerOnAtom)).toBe(true);
    routeChange(doc, 'SpaProductCardEntrypoint');
    expect(offer()).toBeNull();
    expect(getStore().get(searchInSellerOnAtom)).toBe(false);
  });
});
