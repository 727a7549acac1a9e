import { FALLBACK_RATES_PER_USD } from '../../platform/format';

/** storefront-shell.md §3 "Global settings": the named switches (the server may send others too). */
export const KNOWN_SWITCHES = [
  'enableCashback',
  'enableChat',
  'enableOnlineChat',
  'enableSellersChat',
  'enableWalletRedesign',
  'enableCdnConfig',
  'enableErrorImagePlug',
  'brandLogoV3',
  'enableSearchInSeller',
  'enableNewHeaderMob',
  'enableB2bInn',
  'enablePopupAcceptOffer',
  'enablePopupAcceptOfferTj',
  'enableFavoriteSellers',
  'enableUserPersonalization',
  'dontIncludeSoldItemsInOrder',
] as const;
export type SwitchName = (typeof KNOWN_SWITCHES)[number];
export type Switches = Record<SwitchName, boolean> & Record<string, boolean>;

export type VariableValue = string | number | boolean;

/** storefront-shell.md §3 variables (plus wlt1DiscountDisplayMaxPrice of storefront-routing-wallet.md §5). */
export interface KnownVariables {
  siteMinVersion: string;
  wlt1DiscountDisplayMaxPrice: number;
  wlt2DiscountDisplayMaxPrice: number;
  enableLanguageSwitcher: boolean;
  basketMaxQt: number;
  favoritesLimitDefault: number;
  favoritesLimitWbClub: number;
}
export type Variables = KnownVariables & Record<string, VariableValue>;

/** storefront-shell.md §3: "currency rates to rub for BYN, KZT, AMD, KGS, UZS, AZN, GEL, TJS, TMT, USD". */
export const RATE_CURRENCIES = ['BYN', 'KZT', 'AMD', 'KGS', 'UZS', 'AZN', 'GEL', 'TJS', 'TMT', 'USD'] as const;
export type SettingsRateCurrency = (typeof RATE_CURRENCIES)[number];
/** Roubles for one unit of each currency. */
export type RatesToRub = Record<SettingsRateCurrency, number>;

/** The wire shape of settings-front.json and /webapi/settings/global/get: {switches, variables, rates, hash}. */
export interface GlobalSettings {
  switches: Switches;
  variables: Variables;
  rates: RatesToRub;
  /** '' until settings came from a server. */
  hash: string;
}

/** Switches are off until the server turns them on: a feature never appears by accident. */
const DEFAULT_SWITCHES = Object.fromEntries(KNOWN_SWITCHES.map((name) => [name, false])) as Switches;

/** storefront-shell.md §9 and storefront-routing-wallet.md §9 values where the spec names them. */
export const DEFAULT_VARIABLES: KnownVariables = {
  siteMinVersion: '12.2.0', // §9 "Minimum site version 12.2.0"
  wlt1DiscountDisplayMaxPrice: 15_000, // storefront-routing-wallet.md §9 "level 1 ... display max 15000"
  wlt2DiscountDisplayMaxPrice: 100_000, // "level 2 (display max 100000)"
  enableLanguageSwitcher: true,
  basketMaxQt: 255, // §9 "Cart limit 255 (basketMaxQt)"
  favoritesLimitDefault: 2000, // §9 "2000 default (favoritesLimitDefault)"
  favoritesLimitWbClub: 4000, // §9 "4000 for subscribed club in ru (favoritesLimitWbClub)"
};

/** Rates to RUB derived from the fallback rates per 1 USD (storefront-routing-wallet.md §9). */
export const DEFAULT_RATES = Object.fromEntries(
  RATE_CURRENCIES.map((currency) => [currency, FALLBACK_RATES_PER_USD.RUB / FALLBACK_RATES_PER_USD[currency]]),
) as RatesToRub;

export const DEFAULT_SETTINGS: GlobalSettings = {
  switches: DEFAULT_SWITCHES,
  variables: { ...DEFAULT_VARIABLES },
  rates: DEFAULT_RATES,
  hash: '',
};

/** Rates per 1 USD (the form core/format's convert takes) from the settings' rates to RUB. */
export function ratesPerUsd(rates: RatesToRub): Record<SettingsRateCurrency | 'RUB', number> {
  const rubPerUsd = rates.USD;
  const result = { RUB: rubPerUsd } as Record<SettingsRateCurrency | 'RUB', number>;
  for (const currency of RATE_CURRENCIES) result[currency] = rubPerUsd / rates[currency];
  return result;
}
