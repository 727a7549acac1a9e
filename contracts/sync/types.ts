/**
 * The sync protocol's operations and answers (storefront-shell.md §4 "Favourites", "Favourite
 * sellers", "Cart sync"; §7), in domain terms: each synced store plugs its own data (`D`) in.
 */
export type ChangeKind = 'add' | 'update' | 'delete';

/** One operation on one item. `at` is the client timestamp (ms), unique per store and device. */
export interface Change<D> {
  key: string;
  kind: ChangeKind;
  at: number;
  data: D;
}

/** One item of result_set / results, in domain terms. */
export interface ServerItem<D> {
  key: string;
  deleted: boolean;
  /** The client_ts of the operation that last changed it on the server (ms). */
  at: number;
  data: D;
}

/** The answer's list: 'result_set' for favourites and the cart, 'results' for favourite sellers (§7). */
export type SyncListField = 'result_set' | 'results';

/** Why the server refused one operation (the answer's `rejected[].reason`); a newer server may send others. */
export const SYNC_REJECT_REASONS = ['unknown_op_type', 'invalid', 'limit', 'duplicate'] as const;
export type KnownRejectReason = (typeof SYNC_REJECT_REASONS)[number];
export type RejectReason = KnownRejectReason | (string & {});

export interface SyncAnswer<D> {
  state: 0 | 1;
  changeTs: number;
  items: ServerItem<D>[];
  rejected: { key: string; reason: RejectReason }[];
}
