import { cardQuery } from '../account';
import { atom } from 'jotai/vanilla';
import { reshapeCards, type ProductView } from '../../../contracts/products';
import { isTransient, request } from '../../transport/http';
import { getStore } from '../../platform/store';
import { CARDS_PATHS } from '../../../contracts/products';

/** storefront-shell.md §9 "Catalog requests batch 100 ids, retry 2". */
export const CATALOG_BATCH_SIZE = 100;
export const CATALOG_RETRIES = 2;

/** A catalog call tried again on transient failures, at most CATALOG_RETRIES times (§9). */
export async function withCatalogRetries<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= CATALOG_RETRIES || !isTransient(error) || signal?.aborted) throw error;
    }
  }
}

/** nmId -> card; null when the catalog does not know the product (a clear empty state, not a crash). */
export const productsAtom = atom<Record<number, ProductView | null>>({});

const inFlight = new Set<number>();
/** Id lists already found fully loaded against a given products record (a remounted list asks again). */
const coveredLists = new WeakMap<readonly number[], Record<number, ProductView | null>>();

/** Splits ids into batches of `size`. */
export function batches<T>(ids: readonly T[], size = CATALOG_BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

async function fetchBatch(ids: number[]): Promise<ProductView[]> {
  return withCatalogRetries(async () => {
    const answer = await request({
      url: { group: 'catalog', path: CARDS_PATHS.list },
      query: { nm: ids.join(';'), ...cardQuery() },
      // A premium shopper's lines are priced with the club's premium sale (shell §6), as the listings are.
      auth: 'optional',
      parse: reshapeCards,
    });
    return answer ?? [];
  });
}

/**
 * GET {catalog}/cards/list?nm=1;2;3 for the ids not loaded yet, 100 per request (§7 "nm list up to
 * 100 ids joined by ';'"). Ids the answer leaves out become null. A failed batch is logged and
 * left unloaded (asked again next time).
 */
export async function loadProducts(nmIds: readonly number[]): Promise<void> {
  const store = getStore();
  const known = store.get(productsAtom);
  if (coveredLists.get(nmIds) === known) return;
  const wanted = [...new Set(nmIds)].filter((id) => Number.isSafeInteger(id) && id > 0 && !(id in known) && !inFlight.has(id));
  if (wanted.length === 0) {
    if (inFlight.size === 0) coveredLists.set(nmIds, known);
    return;
  }
  wanted.forEach((id) => inFlight.add(id));
  await Promise.all(
    batches(wanted).map(async (ids) => {
      try {
        const cards = await fetchBatch(ids);
        const next: Record<number, ProductView | null> = { ...store.get(productsAtom) };
        for (const id of ids) next[id] = null;
        for (const card of cards) next[card.nmId] = card;
        store.set(productsAtom, next);
      } catch (error) {
        console.error('[vitrina] loading product cards failed', error);
      } finally {
        ids.forEach((id) => inFlight.delete(id));
      }
    }),
  );
}

/** Cards follow the display currency and language: a change forgets them so they load again. */
export function forgetProducts(): void {
  getStore().set(productsAtom, {});
}
