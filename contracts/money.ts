import { isCurrency, type Currency } from './locales';

/**
 * storefront-routing-wallet.md §9 "Rounding steps": AMD and KZT 10, UZS 100, BYN, GEL, USD, TJS 0.01.
 * RUB and KGS are not listed: they have no coins (§9 "Currencies with coins"), so their step is 1.
 * Major units; the kit and the demo price in whole steps, so a line total is quantity times the
 * unit price shown and an order total the sum of its lines.
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

/** Minor units per major unit (storefront-shell.md §3 "Prices are integers in minor units (divide by 100)"). */
export const MINOR_PER_MAJOR = 100;

/** The currency's fiscal step in minor units: 1000 for KZT, 100 for RUB, 1 for BYN. */
export function fiscalStepMinor(currency: Currency): number {
  return Math.round(ROUNDING_STEPS[currency] * MINOR_PER_MAJOR);
}

/**
 * A price in minor units rounded once to a whole fiscal step of its currency (half up; the code in
 * any case). An unknown or empty currency leaves it as it is; a non-finite amount is returned unchanged for the
 * caller's own check.
 */
export function roundMinorToStep(minor: number, currency: string): number {
  const code = currency.toUpperCase();
  if (!Number.isFinite(minor) || !isCurrency(code)) return minor;
  const step = fiscalStepMinor(code);
  return Math.round(minor / step) * step;
}
