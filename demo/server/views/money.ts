import { RATES_PER_USD } from '../../data/settings';
import { roundMinorToStep } from '../../../contracts/money';

export const DEFAULT_CURRENCY = 'RUB';

/** A known currency code (upper-cased), else RUB. */
export function currencyOf(raw: string | undefined): string {
  const code = (raw ?? '').toUpperCase();
  return code in RATES_PER_USD ? code : DEFAULT_CURRENCY;
}

/**
 * Converts RUB minor units (kopecks) to the currency's minor units with the fallback rates
 * (routing-wallet §9), rounded once to a whole fiscal step of that currency (§9 rounding steps:
 * KZT and AMD 10, UZS 100, RUB and KGS 1, the currencies with coins 0.01).
 */
export function convertMinor(rubMinor: number, currency: string): number {
  const perUsd = RATES_PER_USD[currency];
  if (perUsd === undefined) return rubMinor;
  const converted = currency === DEFAULT_CURRENCY ? rubMinor : (rubMinor / RATES_PER_USD.RUB!) * perUsd;
  return roundMinorToStep(Math.round(converted), currency);
}
