import { CURRENCY_NUMERIC_CODES, isCurrency, type Currency } from '../../../contracts/locales';
import { UnknownCurrencyError } from './errors';

/**
 * The sign shown after an amount. The spec gives each currency a sign without listing them:
 * these are the ones the storefront's countries write on price tags.
 */
export const CURRENCY_SIGNS: Record<Currency, string> = {
  RUB: '₽',
  BYN: 'р.',
  KZT: '₸',
  AMD: '֏',
  KGS: 'сом',
  UZS: 'сум',
  TJS: 'смн.',
  GEL: '₾',
  USD: '$',
};

/** storefront-routing-wallet.md §9 "Currencies with coins": only these show fractions of a unit. */
export const CURRENCIES_WITH_COINS: readonly Currency[] = ['BYN', 'TJS', 'GEL', 'USD'];

export interface CurrencyInfo {
  code: Currency;
  sign: string;
  numericCode: number;
  hasCoins: boolean;
}

/** Sign, numeric code and coins of a currency; UnknownCurrencyError for anything else. */
export function currencyInfo(currency: unknown): CurrencyInfo {
  if (!isCurrency(currency)) throw new UnknownCurrencyError(currency);
  return {
    code: currency,
    sign: CURRENCY_SIGNS[currency],
    numericCode: CURRENCY_NUMERIC_CODES[currency],
    hasCoins: CURRENCIES_WITH_COINS.includes(currency),
  };
}
