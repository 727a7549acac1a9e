/**
 * storefront-routing-wallet.md §5 Wallet: "Discount rounding only for authenticated users with the
 * rounder switch (or experiment) on, a lower rounding threshold and multiplicity above 0; rounded
 * to the currency's smallest fiscal step." §6 "Wallet discount and rounding apply to authenticated
 * users only."
 */
import type { Currency } from '../../../contracts/locales';
import { roundToStep } from '../../platform/format';
import type { RounderSettings } from './settings';

export function roundingApplies(priceMajor: number, signedIn: boolean, rounder: RounderSettings): boolean {
  return signedIn && rounder.enabled && rounder.threshold !== null && priceMajor >= rounder.threshold && rounder.multiplicity > 0;
}

/**
 * The price after the discount (major units), rounded down to the multiplicity and then to the
 * currency's smallest fiscal step, so the shopper never pays more than the unrounded price.
 */
export function roundDiscountedPrice(discountedMajor: number, currency: Currency, multiplicity: number): number {
  const multiple = Math.floor(Number((discountedMajor / multiplicity).toPrecision(15))) * multiplicity;
  return roundToStep(multiple, currency, 'down');
}
