/** The shopper's balance (storefront-shell.md §3 "Balance"), as the header sees it: no server field names. */
import type { Currency } from '../../contracts/locales';

export interface Balance {
  /** Minor units of balanceCurrency. */
  totalBalance: number;
  cashbackBalance: number;
  balanceCurrency: Currency;
  /** The total in kopecks, for showing it in another currency. */
  totalBalanceRub: number | null;
  /** 0 no wallet, above 0 a wallet. */
  walletTypeCode: number;
  /** -1 when none. */
  walletRidLimit: number | null;
  moneyBalanceGEL: number;
  moneyBalanceTJS: number;
}
