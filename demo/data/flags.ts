/**
 * Bit layouts the demo uses (storefront-shell.md §4 "Sale-condition bit flags", §3 Store type flags).
 * The spec names the flags but not their bit positions: these are the demo's choice (API.md).
 */
export const SALE_CONDITION = {
  unrefusable: 1,
  prepaid: 2,
  unreturnable: 4,
  verificationReturn: 8,
  compliance: 16,
  walletSaleBan: 32,
  postpaidBooking: 64,
} as const;
/** Cashback percent lives in bits 16-23, premium sale percent in bits 24-31 (multiplied: JS bit ops are 32-bit signed). */
export const CASHBACK_SHIFT = 2 ** 16;
export const PREMIUM_SALE_SHIFT = 2 ** 24;

export function packSaleConditions(flags: number, cashbackPercent: number, premiumSalePercent: number): number {
  return flags + cashbackPercent * CASHBACK_SHIFT + premiumSalePercent * PREMIUM_SALE_SHIFT;
}

/** storefront-shell.md §3 Store: type bit flags. */
export const STORE_TYPE = { marketplace: 2, cargo: 4, sellerDelivery: 8, foreign: 16, go: 32, express: 64, booking: 128 } as const;

/** storefront-shell.md §4 "Delivery type codes". 4 (the marketplace's own warehouse) is the demo's default. */
export const DTYPE = { marketplace: 4, dbs: 2, dbsAlt: 7, booking: 10, resale: 13, sellerPickup: 14 } as const;

/** Product view flags (demo's choice, documented): which badges/behaviours a card has. */
export const VIEW_FLAGS = { adult: 1, alcohol: 2, booking: 4, digital: 8, prepaid: 16, c2c: 32, wholesale: 64, resale: 128, original: 256 } as const;

/** storefront-routing-wallet.md §5 Wallet: a discount is hidden when either of these bits is set. */
export const WALLET_DISCOUNT_BAN_BITS = [1048576, 536870912] as const;
