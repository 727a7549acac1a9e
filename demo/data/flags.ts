import { DELIVERY_TYPE_CODES } from '../../contracts/products';

/**
 * Bit layouts the demo uses that are not part of the kit's wire contract (contracts/products holds
 * the sale-condition and view-flag bits both sides read): storefront-shell.md §3 Store type flags,
 * and the demo's default delivery type.
 */

/** storefront-shell.md §3 Store: type bit flags. */
export const STORE_TYPE = { marketplace: 2, cargo: 4, sellerDelivery: 8, foreign: 16, go: 32, express: 64, booking: 128 } as const;

/** storefront-shell.md §4 "Delivery type codes" (contracts/products); 4, the marketplace's own warehouse, is the demo's default. */
export const DTYPE = {
  marketplace: 4,
  dbs: DELIVERY_TYPE_CODES.sellerDelivered[0],
  dbsAlt: DELIVERY_TYPE_CODES.sellerDelivered[1],
  booking: DELIVERY_TYPE_CODES.booking[0],
  resale: DELIVERY_TYPE_CODES.resale[0],
  sellerPickup: DELIVERY_TYPE_CODES.sellerPickup[0],
} as const;
