/**
 * The wallet discount the shopper's wallet gives, for the wallet page: the percent and the price
 * cap up to which it shows (storefront-shell.md §9 "Wallet discount 5 percent at level 2 (display
 * max 100000); level 1 at 0 (display max 15000)"). Decided by walletDiscountDisplay itself on a
 * price at the cap, so every rule (currency, locale, business mode, malformed limits logged) applies.
 */
import type { Currency, Locale } from '../../../contracts/locales';
import { displayMaxPrice } from './order-limit';
import { walletDiscountDisplay, type MalformedReporter, type WalletDiscountInput } from './discount';
import { readWalletDiscountSettings } from './settings';

export interface WalletDiscountOffer {
  percent: number;
  /** Major units of the price cap. */
  upToMajor: number;
}

export interface OfferInput {
  locale: Locale;
  currency: Currency;
  signedIn: boolean;
  businessMode: boolean;
  walletTypeCode: number;
  settings: WalletDiscountInput['settings'];
}

export function walletDiscountOffer(input: OfferInput, report?: MalformedReporter): WalletDiscountOffer | null {
  let upToMajor: number;
  try {
    upToMajor = displayMaxPrice(input.walletTypeCode, readWalletDiscountSettings(input.settings).caps);
  } catch {
    upToMajor = 0; // walletDiscountDisplay below meets the same malformed settings and reports them
  }
  const view = walletDiscountDisplay({ ...input, priceMinor: Math.round(upToMajor * 100), flags: 0, walletRidLimit: null }, report);
  return view.show ? { percent: view.percent, upToMajor } : null;
}
