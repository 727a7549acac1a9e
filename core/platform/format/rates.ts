import { FALLBACK_RATES_PER_USD } from '../../../contracts/settings';
import { UnknownCurrencyError, requireFinite } from './errors';

export { FALLBACK_RATES_PER_USD };

export type RateCurrency = keyof typeof FALLBACK_RATES_PER_USD;
export type RatesPerUsd = Partial<Record<RateCurrency, number>>;

export function isRateCurrency(value: unknown): value is RateCurrency {
  return typeof value === 'string' && Object.hasOwn(FALLBACK_RATES_PER_USD, value);
}

function rateOf(currency: unknown, rates: RatesPerUsd): number {
  if (!isRateCurrency(currency)) throw new UnknownCurrencyError(currency);
  const given = rates[currency];
  // A missing, zero, negative or non-numeric server rate would give nonsense: the fallback applies.
  return typeof given === 'number' && Number.isFinite(given) && given > 0 ? given : FALLBACK_RATES_PER_USD[currency];
}

/** convert(100, 'USD', 'RUB') === 10000 with the fallback rates; `rates` (per 1 USD) override them one by one. */
export function convert(amount: number, from: RateCurrency, to: RateCurrency, rates: RatesPerUsd = {}): number {
  requireFinite(amount, 'amount');
  // Multiplying first keeps round numbers round (7 BYN -> 1080 KZT, not 1079.9999…).
  return (amount * rateOf(to, rates)) / rateOf(from, rates);
}
