import { RATES_PER_USD } from '../../data/settings';

export const DEFAULT_CURRENCY = 'RUB';

/** A known currency code (upper-cased), else RUB. */
export function currencyOf(raw: string | undefined): string {
  const code = (raw ?? '').toUpperCase();
  return code in RATES_PER_USD ? code : DEFAULT_CURRENCY;
}

/** Converts RUB minor units (kopecks) to the currency's minor units with the fallback rates (routing-wallet §9). */
export function convertMinor(rubMinor: number, currency: string): number {
  const perUsd = RATES_PER_USD[currency];
  if (perUsd === undefined || currency === DEFAULT_CURRENCY) return rubMinor;
  return Math.round((rubMinor / RATES_PER_USD.RUB!) * perUsd);
}
