/**
 * Loans and installments (storefront-shell.md §9 "Loan 6 to 36 months, amount 100000 to 30000000.
 * Installment period code 4 = 3 months, 5 = 6, 9 = 12"; "Minimum credit sum 4999";
 * storefront-routing-wallet.md §9 "Broker installment available sum divided by 100 and floored
 * gives cwbLimit; used only when status is completed"; §3 installment types pdl, bpl, cwb).
 */

export const LOAN_MONTHS = { min: 6, max: 36 } as const;
export const LOAN_AMOUNT = { min: 100_000, max: 30_000_000 } as const;
export const MINIMUM_CREDIT_SUM = 4999;
export const INSTALLMENT_PERIOD_MONTHS: Readonly<Record<number, number>> = { 4: 3, 5: 6, 9: 12 };
export const INSTALLMENT_TYPES = ['pdl', 'bpl', 'cwb'] as const;
export type InstallmentType = (typeof INSTALLMENT_TYPES)[number];

/** The status that makes a broker installment usable. */
export const BROKER_COMPLETED_STATUS = 'completed';
const CWB_DIVISOR = 100;

/** Months of an installment period code; null for a code the spec does not name. */
export function installmentPeriodMonths(code: number): number | null {
  return Object.hasOwn(INSTALLMENT_PERIOD_MONTHS, code) ? INSTALLMENT_PERIOD_MONTHS[code]! : null;
}

export function loanTermAllowed(months: number): boolean {
  return Number.isInteger(months) && months >= LOAN_MONTHS.min && months <= LOAN_MONTHS.max;
}

export function loanAmountAllowed(amount: number): boolean {
  return Number.isFinite(amount) && amount >= LOAN_AMOUNT.min && amount <= LOAN_AMOUNT.max;
}

/** Credit is offered from the minimum credit sum up. */
export function creditSumAllowed(sum: number): boolean {
  return Number.isFinite(sum) && sum >= MINIMUM_CREDIT_SUM;
}

export interface BrokerInstallmentStatus {
  status: string;
  availableSum: number;
}

/** cwbLimit for the basket request; null (not sent) unless the status is completed and the sum a number. */
export function cwbLimit(broker: BrokerInstallmentStatus | null): number | null {
  if (!broker || broker.status !== BROKER_COMPLETED_STATUS || !Number.isFinite(broker.availableSum)) return null;
  return Math.floor(broker.availableSum / CWB_DIVISOR);
}
