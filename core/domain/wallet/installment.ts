/**
 * Installments at checkout (payment method PDL 14, storefront-routing-wallet.md §3): the broker's
 * status and sum (§9 "Broker installment available sum divided by 100 and floored gives cwbLimit;
 * used only when status is completed"), its plans' period codes (storefront-shell.md §9
 * "Installment period code 4 = 3 months, 5 = 6, 9 = 12") and the credit limits (§9 "Loan ...
 * amount 100000 to 30000000", "Minimum credit sum 4999").
 */
import { fiscalStepMinor, MINOR_PER_MAJOR } from '../../../contracts/money';
import type { Currency } from '../../../contracts/locales';

/** Minor units, like the wallet limits of §9. */
export const LOAN_AMOUNT = { min: 100_000, max: 30_000_000 } as const;
/** Major units (a 4 999 ₽ order is the smallest one credit is offered for). */
export const MINIMUM_CREDIT_SUM = 4999;
export const INSTALLMENT_PERIOD_MONTHS: Readonly<Record<number, number>> = { 4: 3, 5: 6, 9: 12 };
export const INSTALLMENT_TYPES = ['pdl', 'bpl', 'cwb'] as const;
export type InstallmentType = (typeof INSTALLMENT_TYPES)[number];
/** The §9 limits are roubles: the broker lends in the shop's own currency only. */
export const INSTALLMENT_CURRENCY: Currency = 'RUB';

/** The status that makes a broker installment usable. */
export const BROKER_COMPLETED_STATUS = 'completed';
const CWB_DIVISOR = 100;

/** Months of an installment period code; null for a code the spec does not name. */
export function installmentPeriodMonths(code: number): number | null {
  return Object.hasOwn(INSTALLMENT_PERIOD_MONTHS, code) ? INSTALLMENT_PERIOD_MONTHS[code]! : null;
}

/** A loan amount (minor units) within §9 "amount 100000 to 30000000". */
export function loanAmountAllowed(amount: number): boolean {
  return Number.isFinite(amount) && amount >= LOAN_AMOUNT.min && amount <= LOAN_AMOUNT.max;
}

/** Credit is offered from the minimum credit sum (major units) up. */
export function creditSumAllowed(sum: number): boolean {
  return Number.isFinite(sum) && sum >= MINIMUM_CREDIT_SUM;
}

export interface BrokerInstallmentStatus {
  status: string;
  availableSum: number;
}

/** cwbLimit (major units) for the basket request; null (not usable) unless the status is completed and the sum a number. */
export function cwbLimit(broker: BrokerInstallmentStatus | null): number | null {
  if (!broker || broker.status !== BROKER_COMPLETED_STATUS || !Number.isFinite(broker.availableSum)) return null;
  return Math.floor(broker.availableSum / CWB_DIVISOR);
}

export interface InstallmentPlan {
  months: number;
  /** Each monthly payment, minor units, rounded up to the currency's fiscal step so the payments cover the order. */
  monthlyMinor: number;
}

export interface InstallmentOfferInput {
  /** The order's total to pay, minor units. */
  orderMinor: number;
  currency: Currency;
  broker: BrokerInstallmentStatus | null;
  /** The broker's plans (installment config productPlans), as period codes. */
  periodCodes: readonly number[];
}

/**
 * The installment the order may be paid with, or null: the broker's status is completed, the order
 * is in roubles, at least the minimum credit sum, within the loan amounts and within cwbLimit, and
 * at least one plan has a period the spec names. Plans come shortest first, one per length.
 */
export function installmentOffer({ orderMinor, currency, broker, periodCodes }: InstallmentOfferInput): InstallmentPlan[] | null {
  const limit = cwbLimit(broker);
  if (limit === null || currency !== INSTALLMENT_CURRENCY || !Number.isFinite(orderMinor)) return null;
  if (!creditSumAllowed(orderMinor / MINOR_PER_MAJOR) || !loanAmountAllowed(orderMinor) || orderMinor > limit * MINOR_PER_MAJOR) return null;
  const months = [...new Set(periodCodes.map(installmentPeriodMonths).filter((m): m is number => m !== null))].sort((a, b) => a - b);
  if (months.length === 0) return null;
  const step = fiscalStepMinor(currency);
  return months.map((m) => ({ months: m, monthlyMinor: Math.ceil(orderMinor / m / step) * step }));
}
