/**
 * The sync protocol shared by favourites, favourite sellers and the cart (storefront-shell.md §4,
 * §7): `POST {group}/sync?ts&device_id[&remember_me=true]` with a JSON array of operations, the
 * Wb-AppType header (contracts/http.ts), and `{state, change_ts, result_set | results, rejected}`
 * back. Each store's own contract (cart.ts, favorites.ts, sellers.ts) adds its op codes and items.
 */
export const SYNC_PATH = '/sync';
