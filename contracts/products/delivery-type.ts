/** storefront-shell.md §4 "Delivery type codes": 2 or 7 seller-delivered (DBS), 10 booking, 13 resale, 14 delivery-by-seller-pickup. */
export const DELIVERY_TYPE_CODES = {
  sellerDelivered: [2, 7],
  booking: [10],
  resale: [13],
  sellerPickup: [14],
} as const;
export type DeliveryKind = keyof typeof DELIVERY_TYPE_CODES | 'marketplace';

/** What a stock's dtype means; any other code is the marketplace's own delivery. */
export function deliveryKindOf(dtype: number | undefined): DeliveryKind {
  for (const [kind, codes] of Object.entries(DELIVERY_TYPE_CODES) as Array<[keyof typeof DELIVERY_TYPE_CODES, readonly number[]]>) {
    if (dtype !== undefined && codes.includes(dtype)) return kind;
  }
  return 'marketplace';
}

/**
 * Goods the marketplace cannot hand over at a pickup point: every stock that holds them is the
 * seller's own delivery (codes 2 or 7). Such goods go by courier only (storefront-shell.md §2
 * "courier-only-items popup"; routing-wallet §3 courier group DBS, EDBS). A size with no stock
 * at all is not courier-only: it is sold out, which the cart says on its own.
 */
export function sellerDeliveredOnly(stocks: readonly { deliveryType: number; quantity: number }[]): boolean {
  const held = stocks.filter((s) => s.quantity > 0);
  return held.length > 0 && held.every((s) => deliveryKindOf(s.deliveryType) === 'sellerDelivered');
}
