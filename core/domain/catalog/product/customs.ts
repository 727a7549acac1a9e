/**
 * storefront-routing-wallet.md §3 "tax/duty settings hold dutyFreelimit, duty percent,
 * fixedAmount"; §5 "Customs charges are 0 below the duty-free limit. Duties of a 1 Jan delivery
 * shift by one day."
 */
export interface DutySettings {
  /** Minor units. */
  dutyFreeLimit: number;
  percent: number;
  /** Minor units added to every charged order. */
  fixedAmount: number;
}

const PERCENT = 100;

/** The customs charge on an amount (minor units): 0 up to the limit, else percent of the excess plus the fixed amount. */
export function customsCharge(amount: number, duty: DutySettings): number {
  if (!Number.isFinite(amount) || amount <= duty.dutyFreeLimit) return 0;
  return Math.round(((amount - duty.dutyFreeLimit) * duty.percent) / PERCENT) + duty.fixedAmount;
}

const JANUARY = 0;

/** The day duties are counted for: a 1 January delivery counts as 2 January. */
export function dutyDate(delivery: Date): Date {
  const shifted = new Date(delivery.getTime());
  if (delivery.getMonth() === JANUARY && delivery.getDate() === 1) shifted.setDate(2);
  return shifted;
}
