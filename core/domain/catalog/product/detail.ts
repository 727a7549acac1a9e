import { cardQuery } from '../../account';
import { atom } from 'jotai/vanilla';
import { reshapeProductDetail, ProductMissingError, type ProductDetail } from '../../../../contracts/products';
import { withCatalogRetries } from '../../cart';
import { NetworkError, NotFoundError, request } from '../../../transport/http';
import { getStore } from '../../../platform/store';
import { CARDS_PATHS } from '../../../../contracts/products';

/**
 * Why a card could not be shown: offline (§8 "Product popup load failure: if offline ...
 * 'Internet connection is lost'"), missing (routing-wallet §5 "product cannot be loaded gives
 * 404"), or any other failure (common.errors.serverError, with a retry).
 */
export type DetailFailure = 'offline' | 'missing' | 'server';

export type DetailState =
  | { status: 'loading' }
  | { status: 'ready'; detail: ProductDetail; /** when it was read, ms (the delivery estimate counts from it) */ at: number }
  | { status: 'error'; failure: DetailFailure };

/** nmId -> the detail card's state; shared by every element of the page. */
export const productDetailsAtom = atom<Record<number, DetailState>>({});

const inFlight = new Map<number, Promise<void>>();

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function failureOf(error: unknown): DetailFailure {
  if (isOffline() || error instanceof NetworkError) return 'offline';
  const cause = error instanceof Error ? error.cause : undefined;
  if (error instanceof NotFoundError || error instanceof ProductMissingError || cause instanceof ProductMissingError) return 'missing';
  return 'server';
}

function setState(nmId: number, state: DetailState): void {
  const store = getStore();
  store.set(productDetailsAtom, { ...store.get(productDetailsAtom), [nmId]: state });
}

/** A detail card the page already has (the product route's data): no second request. */
export function primeProductDetail(detail: ProductDetail, at = Date.now()): void {
  setState(detail.nmId, { status: 'ready', detail, at });
}

async function fetchDetail(nmId: number): Promise<ProductDetail> {
  return withCatalogRetries(async () => {
    const detail = await request({
      url: { group: 'catalog', path: CARDS_PATHS.detail },
      query: { nm: String(nmId), ...cardQuery() },
      parse: (raw) => reshapeProductDetail(raw, nmId),
    });
    if (!detail) throw new ProductMissingError(nmId);
    return detail;
  });
}

/**
 * GET {catalog}/cards/detail?nm={nmId} into productDetailsAtom. A loaded card is kept unless
 * `force` (the retry button); one request per product at a time. Never rejects: the failure
 * is the state.
 */
export function loadProductDetail(nmId: number, { force = false } = {}): Promise<void> {
  if (!Number.isSafeInteger(nmId) || nmId <= 0) return Promise.resolve();
  const current = getStore().get(productDetailsAtom)[nmId];
  if (!force && current && current.status !== 'error') return inFlight.get(nmId) ?? Promise.resolve();
  const running = inFlight.get(nmId);
  if (running) return running;
  setState(nmId, { status: 'loading' });
  const job = fetchDetail(nmId)
    .then((detail) => setState(nmId, { status: 'ready', detail, at: Date.now() }))
    .catch((error: unknown) => {
      console.error(`[vitrina] product ${nmId}: the card could not be loaded`, error);
      setState(nmId, { status: 'error', failure: failureOf(error) });
    })
    .finally(() => inFlight.delete(nmId));
  inFlight.set(nmId, job);
  return job;
}

/** Cards follow the display currency and language: a change forgets them so they load again. */
export function forgetProductDetails(): void {
  getStore().set(productDetailsAtom, {});
}
