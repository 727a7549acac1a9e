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
