import { CURRENCY_NUMERIC_CODES, isCurrency, type Currency, type Language } from '../../../contracts/locales';
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

/**
 * Signs a language writes in its own script where it differs from the price tag's: Uzbek is
 * written in Latin letters, so a sum is "soʻm" (and a Kyrgyz som "som") in an Uzbek interface.
 */
const SIGNS_BY_LANGUAGE: Partial<Record<Language, Partial<Record<Currency, string>>>> = {
  uz: { UZS: 'soʻm', KGS: 'som' },
};

/** The sign shown after an amount in `language`. */
export function currencySign(currency: Currency, language: Language): string {
  return SIGNS_BY_LANGUAGE[language]?.[currency] ?? CURRENCY_SIGNS[currency];
}

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
