/**
 * Where the global settings are read (storefront-shell.md §4 "Settings refresh", §7 "Shell"): the
 * static settings-front.json and its .hash below {static}, else the server path below {settings}.
 */
export const SETTINGS_PATHS = {
  staticHash: '/settings-front.json.hash',
  staticBody: '/settings-front.json',
  serverHash: '/webapi/settings/global/hash',
  serverBody: '/webapi/settings/global/get',
} as const;

/** storefront-routing-wallet.md §9 "Fallback rates per 1 USD": what the settings' rates are made from, and what the client uses when settings bring no rate. */
export const FALLBACK_RATES_PER_USD = {
  RUB: 100,
  BYN: 3.5,
  AMD: 430,
  KZT: 540,
  KGS: 93,
  UZS: 13800,
  GEL: 3,
  TJS: 12,
  TMT: 3.8,
  AZN: 1.9,
  USD: 1,
} as const;
