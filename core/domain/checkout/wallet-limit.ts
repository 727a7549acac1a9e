/**
 * A wallet payment at checkout (storefront-routing-wallet.md §3 payment method Wallet 12) must fit
 * the wallet's limits (§5 Wallet "Wallet order limit exceeded if order price exceeds the wallet
 * limit or the default display maximum for level 1 or 2"): the order is blocked with the limit's
 * message key (walletOrderLimit, walletLimit, walletVolumeLimit: §3 wallet limit keys).
 */
import { atom } from 'jotai/vanilla';
import { PAYMENT_METHOD } from '../../../contracts/orders';
import { settingsAtom } from '../settings';
import { balanceAtom, exceededWalletLimit, readWalletDiscountSettings, type AccountWalletLimits, type WalletLimitKey } from '../wallet';
import { MINOR_PER_MAJOR } from '../../../contracts/money';

export interface WalletPaymentInput {
  paymentTypeId: number | null;
  /** The order's total to pay, minor units. */
  orderMinor: number;
  walletTypeCode: number;
  caps: { wlt1: number; wlt2: number } | null;
  /** An account-type wallet's own limits (from the balance), which replace the level caps. */
  accountLimits?: AccountWalletLimits | null;
}

/** The limit a wallet payment of this order breaks, or null (another payment type, or within the limits). */
export function walletPaymentLimit({ paymentTypeId, orderMinor, walletTypeCode, caps, accountLimits }: WalletPaymentInput): WalletLimitKey | null {
  if (paymentTypeId !== PAYMENT_METHOD.Wallet) return null;
  const orderPrice = orderMinor / MINOR_PER_MAJOR;
  // §5 "Account-type wallets check max order price, remaining monthly limit and remaining volume limit".
  if (accountLimits) return exceededWalletLimit({ kind: 'account', orderPrice, limits: accountLimits });
  // Malformed caps in the settings: no display maximum is known, so none is applied.
  return exceededWalletLimit({ kind: 'level', orderPrice, walletTypeCode, walletLimit: null, caps: caps ?? { wlt1: Infinity, wlt2: Infinity } });
}

/** The shopper's wallet and the settings' display maxima, for walletPaymentLimit. */
export const walletLimitContextAtom = atom((get) => {
  let caps: WalletPaymentInput['caps'] = null;
  try {
    caps = readWalletDiscountSettings(get(settingsAtom)).caps;
  } catch {
    caps = null;
  }
  const balance = get(balanceAtom);
  return { walletTypeCode: balance?.walletTypeCode ?? 0, caps, accountLimits: balance?.accountLimits ?? null };
});
