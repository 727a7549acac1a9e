/** storefront-shell.md §1: locales and interface languages. */
export const LOCALES = ['ru', 'by', 'kz', 'kg', 'am', 'uz', 'ge', 'tj', 'il', 'tm', 'global'] as const;
export type Locale = (typeof LOCALES)[number];

export const LANGUAGES = ['ru', 'en', 'ka', 'kk', 'ky', 'uz'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LOCALE: Locale = 'ru';
export const DEFAULT_LANGUAGE: Language = 'ru';

/** storefront-routing-wallet.md §1: currencies, each with its numeric code. */
export const CURRENCIES = ['RUB', 'BYN', 'KZT', 'AMD', 'KGS', 'UZS', 'TJS', 'GEL', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_NUMERIC_CODES: Record<Currency, number> = {
  RUB: 643,
  BYN: 933,
  KZT: 398,
  AMD: 51,
  KGS: 417,
  UZS: 860,
  TJS: 972,
  GEL: 981,
  USD: 840,
};

const MAIN_CURRENCIES: readonly Currency[] = ['RUB', 'BYN', 'KZT', 'AMD', 'KGS', 'UZS', 'TJS'];

/**
 * storefront-routing-wallet.md §9 "Currencies by locale": ru, by, kz, am, uz offer the main
 * seven; kg the same without TJS; tj without KGS; ge only GEL; global adds USD.
 * il and tm are not named by the spec: they get the main list.
 */
export const CURRENCIES_BY_LOCALE: Record<Locale, readonly Currency[]> = {
  ru: MAIN_CURRENCIES,
  by: MAIN_CURRENCIES,
  kz: MAIN_CURRENCIES,
  am: MAIN_CURRENCIES,
  uz: MAIN_CURRENCIES,
  kg: MAIN_CURRENCIES.filter((c) => c !== 'TJS'),
  tj: MAIN_CURRENCIES.filter((c) => c !== 'KGS'),
  ge: ['GEL'],
  global: [...MAIN_CURRENCIES, 'USD'],
  il: MAIN_CURRENCIES,
  tm: MAIN_CURRENCIES,
};

/** The currency a locale starts with before the shopper picks one (spec: "not shown"; the home currency). */
export const DEFAULT_CURRENCY_BY_LOCALE: Record<Locale, Currency> = {
  ru: 'RUB',
  by: 'BYN',
  kz: 'KZT',
  kg: 'KGS',
  am: 'AMD',
  uz: 'UZS',
  ge: 'GEL',
  tj: 'TJS',
  il: 'RUB',
  tm: 'RUB',
  global: 'USD',
};

/**
 * storefront-routing-wallet.md §9 "Languages": ge offers ru and ka; uz ru and uz; global and kz
 * ru and kk. The spec names no list for the others: kg gets ky (its interface language in
 * storefront-shell.md §1), the rest ru and en.
 */
export const LANGUAGES_BY_LOCALE: Record<Locale, readonly Language[]> = {
  ru: ['ru', 'en'],
  by: ['ru', 'en'],
  am: ['ru', 'en'],
  tj: ['ru', 'en'],
  il: ['ru', 'en'],
  tm: ['ru', 'en'],
  ge: ['ru', 'ka'],
  uz: ['ru', 'uz'],
  kz: ['ru', 'kk'],
  global: ['ru', 'kk'],
  kg: ['ru', 'ky'],
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
