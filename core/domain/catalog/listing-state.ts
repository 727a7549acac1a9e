/**
 * A listing's loaded goods in the shared store, one entry per source + sort + filter + page (an
 * element removed and added again finds its goods; every element showing the same listing agrees).
 * With infinite scroll the pages of one entry accumulate.
 */
import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import type { ProductView } from '../../../contracts/products';
import type { SearchMetadata } from '../../../contracts/listings';
import { AbortError, NetworkError, NotFoundError } from '../../transport/http';
import { getStore } from '../../platform/store';
import { loadListingPage } from './load';
import { shareCards } from './share-cards';
import type { ListingQuery } from './listing-query';
import { pageCount } from './pager';
import { sourceKey, type ListingSource } from './source';

/** Listings kept in memory at once (the oldest is forgotten first). */
export const LISTING_CACHE_SIZE = 20;

export type ListingError = 'notFound' | 'network' | 'server';

export interface ListingState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  products: ProductView[];
  total: number;
  /** The last page loaded (infinite scroll appends the next one). */
  lastPage: number;
  error?: ListingError;
  metadata?: SearchMetadata;
}

export const EMPTY_LISTING: ListingState = { status: 'idle', products: [], total: 0, lastPage: 0 };

const entries = new Map<string, PrimitiveAtom<ListingState>>();
const inFlight = new Map<string, { controller: AbortController; done: Promise<void> }>();

export function listingKey(source: ListingSource, query: ListingQuery, infinite: boolean): string {
  return `${sourceKey(source)}|${query.sort}|${query.deliveryHours ?? ''}|${infinite ? 'all' : query.page}`;
}

export function listingAtom(key: string): PrimitiveAtom<ListingState> {
  let entry = entries.get(key);
  if (!entry) {
    entry = atom<ListingState>(EMPTY_LISTING);
    entries.set(key, entry);
    if (entries.size > LISTING_CACHE_SIZE) entries.delete(entries.keys().next().value!);
  }
  return entry;
}

export function classifyListingError(error: unknown): ListingError {
  if (error instanceof NotFoundError) return 'notFound';
  if (error instanceof NetworkError || error instanceof AbortError) return 'network';
  return 'server';
}

/** Puts goods the page already has (the route data's first page) into the listing without a request. */
export function seedListing(key: string, products: ProductView[], total: number, page: number): void {
  const store = getStore();
  const entry = listingAtom(key);
  if (store.get(entry).status === 'ready') return;
  shareCards(products);
  store.set(entry, { status: 'ready', products, total: Math.max(total, products.length), lastPage: page });
}

/**
 * Loads the query's page (or, with `more`, the page after the last one loaded, appended). A
 * failure keeps the goods already shown and records the error; an aborted load changes nothing.
 */
export function loadListing(key: string, source: ListingSource, query: ListingQuery, { more = false }: { more?: boolean } = {}): Promise<void> {
  const running = inFlight.get(key);
  if (running) return running.done;
  const store = getStore();
  const entry = listingAtom(key);
  const current = store.get(entry);
  if (more && (current.lastPage === 0 || current.lastPage >= pageCount(current.total))) return Promise.resolve();
  const page = more ? current.lastPage + 1 : query.page;
  const controller = new AbortController();
  store.set(entry, { ...current, status: 'loading', error: undefined });
  const done = (async () => {
    try {
      const answer = await loadListingPage(source, { ...query, page }, { signal: controller.signal });
      const products = more ? [...current.products, ...answer.products] : answer.products;
      shareCards(answer.products);
      store.set(entry, {
        status: 'ready',
        products,
        total: Math.max(answer.total, products.length),
        lastPage: page,
        ...(answer.metadata ? { metadata: answer.metadata } : {}),
      });
    } catch (error) {
      if (controller.signal.aborted) {
        store.set(entry, current);
        return;
      }
      console.error('[vitrina] loading a listing page failed', error);
      store.set(entry, { ...current, status: 'error', error: classifyListingError(error) });
    } finally {
      inFlight.delete(key);
    }
  })();
  inFlight.set(key, { controller, done });
  return done;
}

/**
 * The host page loads the first page before it shows the grid (the grid then finds it in the
 * store): a failure becomes the router's 404 or error page (with its retry), never a blank page.
 */
export async function preloadListing(key: string, source: ListingSource, query: ListingQuery): Promise<ListingState> {
  const store = getStore();
  if (store.get(listingAtom(key)).status !== 'ready') await loadListing(key, source, query);
  const state = store.get(listingAtom(key));
  if (state.status === 'error')
    throw state.error === 'notFound' ? new NotFoundError('the listing has no such page') : new ListingLoadError(state.error ?? 'server');
  return state;
}

export class ListingLoadError extends Error {
  constructor(readonly kind: ListingError) {
    super(`the listing could not be loaded (${kind})`);
    this.name = 'ListingLoadError';
  }
}

/** Stops a listing's load (the element left the page before it finished). */
export function abortListing(key: string): void {
  inFlight.get(key)?.controller.abort();
}
