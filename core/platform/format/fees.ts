import type { Currency } from '../../../contracts/locales';
import { currencyInfo } from './currency';

/** storefront-shell.md §9 "Money and dates": unclaimed-order fee in major units of each currency. */
export const UNCLAIMED_ORDER_FEE: Record<Currency, number> = {
  RUB: 200,
  BYN: 7,
  AMD: 860,
  KZT: 1080,
  KGS: 186,
  UZS: 27600,
  GEL: 6,
  TJS: 24,
  USD: 2,
};

/**
 * The fee for a currency; storefront-routing-wallet.md §9: "unclaimed price overrides from app
 * variables" win when they are a non-negative number.
 */
export function unclaimedOrderFee(currency: Currency, overrides: Partial<Record<Currency, unknown>> = {}): number {
  const { code } = currencyInfo(currency);
  const override = overrides[code];
  return typeof override === 'number' && Number.isFinite(override) && override >= 0 ? override : UNCLAIMED_ORDER_FEE[code];
}
