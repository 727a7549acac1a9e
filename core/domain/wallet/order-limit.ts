/**
 * storefront-routing-wallet.md §5 Wallet: "Wallet order limit exceeded if order price exceeds the
 * wallet limit or the default display maximum for level 1 or 2. Account-type wallets check max
 * order price, remaining monthly limit and remaining volume limit (divided by 100, floored), giving
 * walletOrderLimit, walletLimit or walletVolumeLimit. Rid limit exceeded when price is above it
 * unless limit is null or negative."
 *
 * Order prices here are in major units (the volume limit arrives in minor units and is divided by
 * 100, so the spec compares in major units); the display maxima are the settings'
 * wlt1DiscountDisplayMaxPrice / wlt2DiscountDisplayMaxPrice.
 */
import type { AccountWalletLimits } from '../../../contracts/balance';
import type { WalletLimitKey } from './statuses';

/** "(divided by 100, floored)": minor to major units of the remaining volume limit. */
export const VOLUME_LIMIT_DIVISOR = 100;

export interface DisplayMaxPrices {
  wlt1: number;
  wlt2: number;
}

/** §5 "Price cap ...: wlt1DiscountDisplayMaxPrice, or wlt2DiscountDisplayMaxPrice for wallet type above 1". */
export function displayMaxPrice(walletTypeCode: number, caps: DisplayMaxPrices): number {
  return walletTypeCode > 1 ? caps.wlt2 : caps.wlt1;
}

export type { AccountWalletLimits };

export type OrderLimitInput =
  | { kind: 'level'; orderPrice: number; walletTypeCode: number; walletLimit: number | null; caps: DisplayMaxPrices }
  | { kind: 'account'; orderPrice: number; limits: AccountWalletLimits };

/** The first limit the order breaks, or null when the wallet can pay it. */
export function exceededWalletLimit(input: OrderLimitInput): WalletLimitKey | null {
  if (input.kind === 'account') {
    const { orderPrice, limits } = input;
    if (orderPrice > limits.maxOrderPrice) return 'walletOrderLimit';
    if (orderPrice > limits.remainingMonthLimit) return 'walletLimit';
    if (orderPrice > Math.floor(limits.remainingVolumeLimit / VOLUME_LIMIT_DIVISOR)) return 'walletVolumeLimit';
    return null;
  }
  const { orderPrice, walletLimit, walletTypeCode, caps } = input;
  if (walletLimit !== null && orderPrice > walletLimit) return 'walletOrderLimit';
  if (walletTypeCode >= 1 && walletTypeCode <= 2 && orderPrice > displayMaxPrice(walletTypeCode, caps)) return 'walletOrderLimit';
  return null;
}

/** §5 "Rid limit exceeded when price is above it unless limit is null or negative." */
export function ridLimitExceeded(price: number, ridLimit: number | null): boolean {
  if (ridLimit === null || ridLimit < 0) return false;
  return price > ridLimit;
}
