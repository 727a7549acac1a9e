/**
 * The wallet discount shown in the checkout totals: the wallet rules of core/wallet
 * (routing-wallet §5 "Wallet": RUB only, never ge/tj, flag bits, price caps, rounding; shell §6
 * "B2B mode ... removes wallet discounts", "Wallet discount and rounding apply to authenticated
 * users only"; §9 "Wallet discount 5 percent at level 2") applied to the order's price.
 */
import { atom } from 'jotai/vanilla';
import { userInfoAtom } from '../account';
import { signedInAtom } from '../../transport/token';
import { balanceAtom } from '../wallet';
import { currencyAtom, localeAtom } from '../../platform/locale';
import { settingsAtom } from '../settings';
import { walletDiscountDisplay, type WalletDiscountInput } from '../wallet';

/** What the rules need besides the price: the shopper's wallet, mode, locale, currency and settings. */
export const walletDiscountContextAtom = atom((get): Omit<WalletDiscountInput, 'priceMinor'> => {
  const balance = get(balanceAtom);
  return {
    currency: get(currencyAtom),
    locale: get(localeAtom),
    signedIn: get(signedInAtom),
    businessMode: get(userInfoAtom)?.businessMode ?? false,
    // The order as a whole carries no product ban bits.
    flags: 0,
    walletTypeCode: balance?.walletTypeCode ?? 0,
    walletRidLimit: balance?.walletRidLimit ?? null,
    settings: get(settingsAtom),
  };
});

/** Minor units taken off `priceMinor` (0 when the rules do not show the discount). */
export function checkoutWalletDiscount(priceMinor: number, context: Omit<WalletDiscountInput, 'priceMinor'>): number {
  const view = walletDiscountDisplay({ ...context, priceMinor });
  return view.show ? view.discountMinor : 0;
}
