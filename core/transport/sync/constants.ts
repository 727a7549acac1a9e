/** storefront-shell.md §9 "Cart and favourites". */
export const SYNC_DEBOUNCE_MS = 3_000;
/** §9 "Cart debounce 3 s, short 1 s": the cart sends adds and removals after the short wait. */
export const CART_SHORT_DEBOUNCE_MS = 1_000;
/** §9 "backup after 11 s": a cart change is sent at the latest this long after it was made. */
export const CART_BACKUP_MS = 11_000;
/** Favourites and favourite sellers sync: storefront-shell.md §7 "Timeout 10 s", §9 "Favourites ... timeout 10 s". */
export const SYNC_TIMEOUT_MS = 10_000;
/** storefront-routing-wallet.md §7 "Cart sync 3 s". */
export const CART_SYNC_TIMEOUT_MS = 3_000;
/** How long a tab waits for another tab's short read-modify-write of the same store. */
export const DATA_LOCK_WAIT_MS = 10_000;
/** A dead tab's localStorage lease (no Web Locks) blocks the others at most this long. */
export const LOCK_TTL_MS = 30_000;
/** After a failed sync the next try waits 2^n s (storefront-shell.md §8 back-off), at most this. */
export const MAX_RETRY_DELAY_MS = 60_000;
