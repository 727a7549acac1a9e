import { cartOp, isCartLineData, reshapeCartAnswer, type CartLineData } from '../../../contracts/cart';
import {
  CART_BACKUP_MS,
  CART_SHORT_DEBOUNCE_MS,
  CART_SYNC_TIMEOUT_MS,
  SYNC_DEBOUNCE_MS,
  createSyncEngine,
  engineHolder,
  type SyncDeps,
  type SyncEngine,
} from '../../transport/sync';

export const CART_CACHE_NAME = 'cart';

/**
 * §4 "Cart sync: two updates keep the earlier meta and quantity". The earlier meta and target URL
 * are kept; the quantity sent is the latest one the shopper chose, because sending the earlier one
 * would lose a change (no local change is ever lost).
 */
export function mergeCartUpdates(earlier: CartLineData, later: CartLineData): CartLineData {
  return { ...later, meta: earlier.meta, targetUrl: earlier.targetUrl };
}

/** includeInOrder and the first-added time are the shopper's own: a server line keeps them. */
export function mergeServerLine(local: CartLineData | undefined, server: CartLineData): CartLineData {
  return local ? { ...server, includeInOrder: local.includeInOrder, addedAt: local.addedAt } : server;
}

export function createCartEngine(deps?: SyncDeps): SyncEngine<CartLineData> {
  return createSyncEngine<CartLineData>(
    {
      name: CART_CACHE_NAME,
      group: 'cartStorage',
      metric: 'wbbasket',
      policy: 'keep-pending-add',
      // §9 "Cart debounce 3 s, short 1 s, backup after 11 s": adds and removals go after 1 s.
      schedule: { debounceMs: SYNC_DEBOUNCE_MS, shortMs: CART_SHORT_DEBOUNCE_MS, backupMs: CART_BACKUP_MS },
      timeoutMs: CART_SYNC_TIMEOUT_MS, // routing-wallet §7 "Cart sync 3 s"
      isUrgent: (change) => change.kind !== 'update',
      toWire: (change) => cartOp(change),
      parseAnswer: reshapeCartAnswer,
      mergeUpdates: mergeCartUpdates,
      mergeServer: mergeServerLine,
      isData: isCartLineData,
    },
    deps,
  );
}

const holder = engineHolder<CartLineData>('cart', () => createCartEngine());

/** The page's one engine (shared by every chunk). */
export const cartEngine = holder.get;
/** For tests: install an engine built with fakes. */
export const setCartEngine = holder.set;
/** The current engine's state and status (derived atoms read these). */
export const cartStateAtom = holder.stateAtom;
export const cartStatusAtom = holder.statusAtom;
