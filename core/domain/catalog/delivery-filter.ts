/**
 * storefront-shell.md §9 "Delivery filter fdlvr values 4, 12, 24, 48, 72, 120 hours, adjusted by
 * hours left in the day". The spec does not show the adjustment: here a filter of whole days
 * counts days after today (24 "by tomorrow", 48 "by the day after tomorrow"), each ending at
 * midnight, so the hours left today are added; 4 and 12 hours stay as they are.
 */
export const DELIVERY_FILTER_QUERY = 'fdlvr';
export const DELIVERY_FILTER_HOURS = [4, 12, 24, 48, 72, 120] as const;
export type DeliveryFilterHours = (typeof DELIVERY_FILTER_HOURS)[number];
const HOURS_PER_DAY = 24;
const MS_PER_HOUR = 3_600_000;

export function isDeliveryFilter(value: unknown): value is DeliveryFilterHours {
  return typeof value === 'number' && (DELIVERY_FILTER_HOURS as readonly number[]).includes(value);
}

/** One of the six values from a query string, else undefined (no filter). */
export function readDeliveryFilter(raw: string | null | undefined): DeliveryFilterHours | undefined {
  const value = raw && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return isDeliveryFilter(value) ? value : undefined;
}

/** Whole hours left in the local day at `now` (1 to 24). */
export function hoursLeftInDay(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return Math.max(1, Math.ceil((midnight.getTime() - now.getTime()) / MS_PER_HOUR));
}

/** The hours sent to the services for a chosen filter value. */
export function adjustDeliveryHours(hours: DeliveryFilterHours, now: Date): number {
  return hours % HOURS_PER_DAY === 0 ? hours + hoursLeftInDay(now) : hours;
}
