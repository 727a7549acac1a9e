import { useEffect, useMemo } from 'react';
import { atom } from 'jotai/vanilla';
import { useAtomValue } from 'jotai/react';
import { readProductCards } from '../../contracts/products';
import { abortListing, EMPTY_LISTING, listingAtom, listingKey, loadListing, seedListing, shareCards, sourceKey } from '../../core/domain/catalog';
import type { ListingQuery, ListingState, ListingSource } from '../../core/domain/catalog';
import { getStore } from '../../core/platform/store';

const idleAtom = atom<ListingState>(EMPTY_LISTING);

export interface Listing {
  state: ListingState;
  retry(): void;
  more(): void;
}

/**
 * The listing's goods from the shared store: the products given inline (route data, an
 * integrator's list) when there are any, else loaded by the core for the source and query.
 */
export function useListing(source: ListingSource | null, query: ListingQuery, infinite: boolean, given: unknown, givenTotal: number | undefined): Listing {
  const sourceId = source ? sourceKey(source) : null;
  // The source object changes identity on every render: its key stands for it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableSource = useMemo(() => source, [sourceId]);
  const key = stableSource ? listingKey(stableSource, query, infinite) : null;
  const givenCards = useMemo(() => (Array.isArray(given) ? readProductCards(given, 'vt-product-grid products') : null), [given]);
  const state = useAtomValue(key ? listingAtom(key) : idleAtom);

  useEffect(() => {
    if (!key || !stableSource) return;
    if (givenCards) seedListing(key, givenCards, givenTotal ?? givenCards.length, query.page);
    else if (getStore().get(listingAtom(key)).status !== 'ready') void loadListing(key, stableSource, query);
    return () => abortListing(key);
    // query is part of key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, stableSource, givenCards, givenTotal]);

  const products = useMemo(() => (key ? state.products : (givenCards ?? [])), [key, state.products, givenCards]);
  useEffect(() => shareCards(products), [products]);

  const shown: ListingState = key
    ? state
    : givenCards
      ? { status: 'ready', products: givenCards, total: Math.max(givenTotal ?? 0, givenCards.length), lastPage: query.page }
      : EMPTY_LISTING;
  return {
    state: shown,
    retry: () => {
      if (key && stableSource) void loadListing(key, stableSource, query, { more: infinite && state.lastPage > 0 });
    },
    more: () => {
      if (key && stableSource) void loadListing(key, stableSource, query, { more: true });
    },
  };
}
