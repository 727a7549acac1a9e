/** storefront-shell.md §9 / routing-wallet §3 and §9 constants of checkout, named once. */

/** shell §9 "Courier slots timeout 10 s". */
export const COURIER_SLOTS_TIMEOUT_MS = 10_000;
/** routing-wallet §9 "bank cards 2 s". */
export const BANK_CARDS_TIMEOUT_MS = 2_000;
/** routing-wallet §9 "basket 4 s, buy-it-now 3 s" (the basket endpoint, also used to place the order). */
export { BASKET_DATA_TIMEOUT_MS as BASKET_TIMEOUT_MS, BUY_IT_NOW_DATA_TIMEOUT_MS as BUY_IT_NOW_TIMEOUT_MS } from '../../../contracts/route-data';

/** routing-wallet §3 "iwcNetLimit (pay-later limit, -1 if none)". */
export const NO_PAY_LATER_LIMIT = -1;
/** routing-wallet §3 "includeInOrderStr (... default "1")": every line included. */
export const INCLUDE_ALL = '1';
export const INCLUDE_SEPARATOR = ';';

/** routing-wallet §8 "Order confirmed fallback: order saved in session storage under confirmed_order_{orderId}". */
export const CONFIRMED_ORDER_PREFIX = 'confirmed_order_';

/** storefront-shell.md §9 "Pickup storage 12 days": how long a pickup point keeps an order (shown where pickup is chosen). */
export const PICKUP_STORAGE_DAYS = 12;
