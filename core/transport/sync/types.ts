import type { Change } from '../../../contracts/sync';

/**
 * The client side of the generic sync protocol of storefront-shell.md §4 ("Favourites",
 * "Favourite sellers", "Cart sync"): a local cache, a queue of operations, a debounced POST
 * .../sync, the state 0 merge and the state 1 full resend. Stores plug their own data (`D`) and
 * wire format (contracts/) in.
 */

/** A live item of the cache and the client time of the change that made it. */
export interface Entry<D> {
  data: D;
  at: number;
}

export interface SyncState<D> {
  /** Live items only: a deleted item is gone from here at once (§4 "hides the item from normal reads"). */
  items: Record<string, Entry<D>>;
  /** Unsent operations, at most one per key (merged by mergeChange). */
  pending: Change<D>[];
  /** Sent and not yet answered: resent unchanged (same client_ts), so the server applies each once. */
  inFlight: Change<D>[];
  /** The last change_ts the server gave (0: never synced). */
  ts: number;
  /** The last client timestamp handed out. */
  lastAt: number;
  /** A state 1 answer came: the next call resends everything with remember_me (§4). */
  fullResend: boolean;
  /** When the last sync succeeded (§4 "the last-sync time is saved"), ms. */
  syncedAt: number;
}

/**
 * What a server deletion does to an item with a local change still pending:
 * 'keep-pending-add' (§4 Cart sync: "removed unless a local add is pending"),
 * 'keep-newer-pending' (§4 Favourites: pending items are kept unless the server marks them
 * deleted; a deletion older than the pending change is the one the pending change overrides).
 */
export type ServerDeletePolicy = 'keep-pending-add' | 'keep-newer-pending';

export const emptySyncState = <D>(): SyncState<D> => ({ items: {}, pending: [], inFlight: [], ts: 0, lastAt: 0, fullResend: false, syncedAt: 0 });
