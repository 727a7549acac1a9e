/**
 * The wallet page's checks before it shows (storefront-routing-wallet.md §2.4 "The wallet page
 * checks balance, business mode and 2FA or security code before showing"; §5 "For ge balance must
 * be non-zero; for global and tj currency must be set and not USD"; §6 "Wallet is unavailable in
 * business mode (redirect /lk#no-wallet-for-b2b). Users with 2FA need a valid wallet token, else
 * /lk#check2fa. Redesigned wallet for walletTypeCode>0 and locale ru may require a security code
 * (/lk#securityCode)"; §8 "Wallet balance failure other than unauthorized: 404").
 */
import type { Balance } from '../../../contracts/balance';
import type { Currency, Locale } from '../../../contracts/locales';
import { MissTokenError, UnauthorizedError } from '../../transport/http';
import { CHECK_2FA_PATH } from '../../../contracts/wallet';

export { CHECK_2FA_PATH };

export const NO_WALLET_FOR_B2B_PATH = '/lk#no-wallet-for-b2b';
export const SECURITY_CODE_PATH = '/lk#securityCode';
/** §5: the locales whose wallet needs a currency other than USD. */
export const USD_FREE_WALLET_LOCALES: readonly Locale[] = ['global', 'tj'];
/** §6: the locale of the redesigned wallet's security code. */
export const SECURITY_CODE_LOCALE: Locale = 'ru';

export type WalletRedirectReason = 'b2b' | '2fa' | 'security-code';

export type WalletAccess =
  { kind: 'show' } | { kind: 'redirect'; to: string; reason: WalletRedirectReason } | { kind: 'not-found'; reason: string } | { kind: 'sign-in' };

export interface WalletAccessInput {
  locale: Locale;
  /** The shopper's currency; '' when not set. */
  currency: Currency | '';
  balance: { ok: true; value: Balance } | { ok: false; error: unknown };
  businessMode: boolean;
  has2fa: boolean;
  walletTokenValid: boolean;
  walletRedesign: boolean;
  /** The server asks this user for the wallet security code. */
  securityCodeRequired: boolean;
  securityCodeValid: boolean;
}

export function decideWalletAccess(input: WalletAccessInput): WalletAccess {
  const { balance, locale } = input;
  if (!balance.ok)
    return balance.error instanceof UnauthorizedError || balance.error instanceof MissTokenError
      ? { kind: 'sign-in' }
      : { kind: 'not-found', reason: 'balance failed' };
  if (input.businessMode) return { kind: 'redirect', to: NO_WALLET_FOR_B2B_PATH, reason: 'b2b' };
  if (locale === 'ge' && balance.value.moneyBalanceGEL === 0) return { kind: 'not-found', reason: 'zero GEL balance' };
  if (USD_FREE_WALLET_LOCALES.includes(locale) && (input.currency === '' || input.currency === 'USD'))
    return { kind: 'not-found', reason: 'no currency or USD' };
  if (input.has2fa && !input.walletTokenValid) return { kind: 'redirect', to: CHECK_2FA_PATH, reason: '2fa' };
  if (input.walletRedesign && balance.value.walletTypeCode > 0 && locale === SECURITY_CODE_LOCALE && input.securityCodeRequired && !input.securityCodeValid) {
    return { kind: 'redirect', to: SECURITY_CODE_PATH, reason: 'security-code' };
  }
  return { kind: 'show' };
}
