/**
 * How the header shows the balance (storefront-shell.md §4 "Balance: can be hidden (stored). When
 * hidden and walletTypeCode is above 0, the wallet title is shown instead of the amount") and when
 * the wallet menu entry shows (§4 "Account menu").
 */
import type { Currency, Locale } from '../../../../contracts/locales';
import { convert, isRateCurrency, type RatesPerUsd } from '../../../platform/format';
import type { Balance } from '../../../../contracts/balance';

export type BalanceView =
  | { kind: 'amount'; minor: number; currency: Currency }
  | { kind: 'wallet-title' }
  /** Hidden without a wallet: the amount is masked. */
  | { kind: 'masked' };

/**
 * The amount in the shopper's display currency when the rates allow it (the total in roubles
 * converted), else in the balance's own currency.
 */
export function balanceView(balance: Balance, hidden: boolean, displayCurrency: Currency, ratesPerUsd: RatesPerUsd = {}): BalanceView {
  if (hidden) return balance.walletTypeCode > 0 ? { kind: 'wallet-title' } : { kind: 'masked' };
  if (displayCurrency === balance.balanceCurrency) return { kind: 'amount', minor: balance.totalBalance, currency: displayCurrency };
  if (balance.totalBalanceRub !== null && isRateCurrency(displayCurrency)) {
    try {
      return { kind: 'amount', minor: Math.round(convert(balance.totalBalanceRub, 'RUB', displayCurrency, ratesPerUsd)), currency: displayCurrency };
    } catch {
      /* no usable rate: show the balance's own currency */
    }
  }
  return { kind: 'amount', minor: balance.totalBalance, currency: balance.balanceCurrency };
}

/**
 * §4 "Wallet menu is shown when (Tajik locale and TJS balance non-zero), or (Georgian locale and
 * GEL balance non-zero), or (other locales and currency not USD)."
 */
export function walletMenuVisible(locale: Locale, currency: Currency, balance: Balance | null): boolean {
  if (locale === 'tj') return (balance?.moneyBalanceTJS ?? 0) !== 0;
  if (locale === 'ge') return (balance?.moneyBalanceGEL ?? 0) !== 0;
  return currency !== 'USD';
}
