import type { Currency } from '../../../contracts/locales';
import { currencyInfo } from './currency';
import { requireFinite } from './errors';

/**
 * storefront-routing-wallet.md §9 "Rounding steps": AMD and KZT 10, UZS 100, BYN, GEL, USD, TJS 0.01.
 * RUB and KGS are not listed: they have no coins (§9 "Currencies with coins"), so their step is 1.
 */
export const ROUNDING_STEPS: Record<Currency, number> = {
  AMD: 10,
  KZT: 10,
  UZS: 100,
  BYN: 0.01,
  GEL: 0.01,
  USD: 0.01,
  TJS: 0.01,
  RUB: 1,
  KGS: 1,
};

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
