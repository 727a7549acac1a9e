/**
 * storefront-shell.md §4 "Sale-condition bit flags on a size mark: unrefusable, prepaid,
 * unreturnable, verification return, compliance, wallet sale ban, postpaid booking. Cashback
 * percent and premium sale percent come from higher bits." The spec names the flags, not their
 * positions: this is the layout the kit and the demo server share (demo/API.md).
 */
export const SALE_CONDITION_BITS = {
  unrefusable: 1,
  prepaid: 2,
  unreturnable: 4,
  verificationReturn: 8,
  compliance: 16,
  walletSaleBan: 32,
  postpaidBooking: 64,
} as const;
/** Cashback percent in bits 16-23, premium sale percent in bits 24-31 (multiplied: JS bit ops are 32-bit signed). */
const CASHBACK_SHIFT = 2 ** 16;
const PREMIUM_SALE_SHIFT = 2 ** 24;
const PERCENT_MASK = 0xff;

export type SaleConditionName = keyof typeof SALE_CONDITION_BITS;

export interface SaleConditions {
  /** The flags that are set, in the spec's order. */
  flags: SaleConditionName[];
  cashbackPercent: number;
  premiumSalePercent: number;
}

export const NO_SALE_CONDITIONS: SaleConditions = Object.freeze({ flags: [], cashbackPercent: 0, premiumSalePercent: 0 }) as SaleConditions;

/** Decodes the packed value; anything but a non-negative safe integer means no conditions. */
export function readSaleConditions(value: unknown): SaleConditions {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return NO_SALE_CONDITIONS;
  const low = value % CASHBACK_SHIFT;
  const flags = (Object.keys(SALE_CONDITION_BITS) as SaleConditionName[]).filter((name) => (low & SALE_CONDITION_BITS[name]) !== 0);
  return {
    flags,
    cashbackPercent: Math.floor(value / CASHBACK_SHIFT) & PERCENT_MASK,
    premiumSalePercent: Math.floor(value / PREMIUM_SALE_SHIFT) & PERCENT_MASK,
  };
}

/** The packed value of flag bits (SALE_CONDITION_BITS or-ed) and the two percents: what the server sends. */
export function packSaleConditions(flagBits: number, cashbackPercent: number, premiumSalePercent: number): number {
  return flagBits + cashbackPercent * CASHBACK_SHIFT + premiumSalePercent * PREMIUM_SALE_SHIFT;
}
