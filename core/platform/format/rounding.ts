import type { Currency } from '../../../contracts/locales';
import { ROUNDING_STEPS } from '../../../contracts/money';
import { currencyInfo } from './currency';
import { requireFinite } from './errors';

/** storefront-routing-wallet.md §9 "Rounding steps" (the contract's: the demo prices in the same steps). */
export { ROUNDING_STEPS };

export type RoundingMode = 'nearest' | 'down' | 'up';

const ROUNDERS: Record<RoundingMode, (x: number) => number> = { nearest: Math.round, down: Math.floor, up: Math.ceil };

/**
 * An amount in major units rounded to the currency's smallest fiscal step (§5 Wallet "rounded to
 * the currency's smallest fiscal step"). Works in whole steps so 0.01 steps give no float dust.
 */
export function roundToStep(amount: number, currency: Currency, mode: RoundingMode = 'nearest'): number {
  requireFinite(amount, 'amount');
  const step = ROUNDING_STEPS[currencyInfo(currency).code];
  const round = ROUNDERS[mode];
  if (step >= 1) return round(Number((amount / step).toPrecision(15))) * step;
  const perUnit = Math.round(1 / step);
  return round(Number((amount * perUnit).toPrecision(15))) / perUnit;
}
