/**
 * The VAT business (b2b) mode shows in checkout (storefront-shell.md §6 "B2B mode: shows VAT info";
 * §9 "Vat refund percent by flag: 5, 7, 10, 20").
 */
import { vatIncluded } from '../../../contracts/products';
import type { TotalLine } from './totals';

export interface VatLine extends TotalLine {
  /** The card's VAT percent (5, 7, 10, 20), 0 when it carries none. */
  vatPercent: number;
}

/** The VAT inside what is paid for one rate (minor units). */
export interface VatShare {
  percent: number;
  amount: number;
}

/**
 * The VAT a business buyer reclaims, one figure per rate, for the lines that go into the order:
 * each rate's amount is taken from the sum paid at that rate and rounded once to the currency's step.
 * Lines without VAT add nothing; no VAT at all gives an empty list.
 */
export function vatShares(lines: readonly VatLine[], currency: string): VatShare[] {
  const paidByRate = new Map<number, number>();
  for (const line of lines) {
    if (!line.includeInOrder || !line.canBeOrdered || line.vatPercent <= 0) continue;
    const pieces = line.partQuantity ?? line.quantity;
    paidByRate.set(line.vatPercent, (paidByRate.get(line.vatPercent) ?? 0) + line.price * pieces);
  }
  return [...paidByRate]
    .sort(([a], [b]) => b - a)
    .map(([percent, paid]) => ({ percent, amount: vatIncluded(paid, percent, currency) }))
    .filter((share) => share.amount > 0);
}
