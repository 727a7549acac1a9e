/**
 * The customs line of checkout: storefront-routing-wallet.md §3 "tax/duty settings hold
 * dutyFreelimit, duty percent, fixedAmount" (read from the basket answer's signed duty blob);
 * §5 Formatting "Customs charges are 0 below the duty-free limit".
 */
import type { CustomsDuty } from '../../../contracts/basket';
import { roundMinorToStep } from '../../../contracts/money';

const PERCENT = 100;

/**
 * The customs charge on an order (minor units): 0 up to the duty-free limit, else the percent of
 * the excess plus the fixed amount, rounded once to the currency's fiscal step.
 */
export function customsCharge(amount: number, duty: CustomsDuty | null, currency: string): number {
  if (!duty || !Number.isFinite(amount) || amount <= duty.dutyFreeLimit) return 0;
  return roundMinorToStep(Math.round(((amount - duty.dutyFreeLimit) * duty.percent) / PERCENT) + duty.fixedAmount, currency);
}
