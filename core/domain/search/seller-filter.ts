/**
 * The search-in-seller filter in the shared store (storefront-shell.md §3 "Search-in-seller
 * filter: id, trademark"; §4 "The search-in-seller toggle (desktop only) resets on navigating
 * away from the search page; mobile uses a popup").
 */
import { atom } from 'jotai/vanilla';
import { isRecord, readInteger, readNonBlankString } from '../../../contracts/wire';
import { getStore } from '../../platform/store';
import { sellerFilterAfterNavigation, type SearchInSellerFilter } from './search-url';

/** The seller whose page (or results) the shopper is on, offered as a filter; null elsewhere. */
export const searchSellerAtom = atom<SearchInSellerFilter | null>(null);
/** Whether the shopper turned the filter on. */
export const searchInSellerOnAtom = atom(false);

/** The filter a submit applies: the seller when offered and turned on. */
export const activeSellerFilterAtom = atom((get) => (get(searchInSellerOnAtom) ? get(searchSellerAtom) : null));

/** A seller from outside input ({id, trademark}; id may be a numeric string); null when unusable. */
export function toSellerFilter(value: unknown): SearchInSellerFilter | null {
  if (!isRecord(value)) return null;
  const id = readInteger(value, 'id');
  const trademark = readNonBlankString(value, 'trademark') ?? readNonBlankString(value, 'name');
  return id !== undefined && id > 0 && trademark ? { id, trademark: trademark.trim() } : null;
}

/** Offers a seller (a seller page, a results page with fsupplier); null withdraws the offer and turns the filter off. */
export function offerSellerFilter(filter: SearchInSellerFilter | null): void {
  const store = getStore();
  const current = store.get(searchSellerAtom);
  if (current?.id === filter?.id && current?.trademark === filter?.trademark) return;
  store.set(searchSellerAtom, filter);
  if (!filter) store.set(searchInSellerOnAtom, false);
}

export function setSearchInSeller(on: boolean): void {
  getStore().set(searchInSellerOnAtom, on && getStore().get(searchSellerAtom) !== null);
}

/** §4: navigating to `nextPath` keeps the filter on the results page and resets it anywhere else. */
export function applyNavigationToSellerFilter(nextPath: string, resultsPath?: string): void {
  const store = getStore();
  const kept = sellerFilterAfterNavigation(store.get(activeSellerFilterAtom), nextPath, resultsPath);
  if (!kept) store.set(searchInSellerOnAtom, false);
}
