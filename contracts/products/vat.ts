/**
 * VAT on a product (storefront-shell.md §9 "Vat refund percent by flag: 5, 7, 10, 20"; §3 favourite
 * and cart fields isVatRefundable, vatPercent). The card's `vatFlag` picks the rate a business buyer
 * can reclaim: 1 and 2 are the reduced rates of sellers on the simplified tax system, 3 the reduced
 * rate (children's goods, books, food), 4 the standard rate. No flag (0 or an unknown one): the seller
 * charges no VAT and the buyer reclaims none.
 */
import { roundMinorToStep } from '../money';

export const VAT_REFUND_PERCENT_BY_FLAG: Readonly<Record<number, number>> = Object.freeze({ 1: 5, 2: 7, 3: 10, 4: 20 });

/** The VAT percent of a flag; 0 when the product carries no refundable VAT. */
export function vatPercentOfFlag(flag: unknown): number {
  return typeof flag === 'number' && Number.isInteger(flag) ? (VAT_REFUND_PERCENT_BY_FLAG[flag] ?? 0) : 0;
}

/** The VAT inside a price that includes it (minor units), rounded once to the currency's step (routing-wallet §9). */
export function vatIncluded(priceMinor: number, percent: number, currency: string): number {
  if (percent <= 0 || priceMinor <= 0) return 0;
  return roundMinorToStep((priceMinor * percent) / (100 + percent), currency);
}
