/**
 * storefront-routing-wallet.md §5 "Express delivery today possible only inside the daily window
 * (9:00 to 23:00 in one case) when a slot begins later than now plus delivery hours and hours
 * are below 5."
 */
export const EXPRESS_WINDOW_START_HOUR = 9;
export const EXPRESS_WINDOW_END_HOUR = 23;
export const EXPRESS_MAX_DELIVERY_HOURS = 5;
const MINUTES_PER_HOUR = 60;

export interface ExpressInput {
  /** The shopper's local time now. */
  now: Date;
  /** Delivery time of the goods in hours. */
  deliveryHours: number;
  /** Today's delivery slots by their start, in minutes after local midnight. */
  slotStarts: readonly number[];
}

export function canDeliverToday({ now, deliveryHours, slotStarts }: ExpressInput): boolean {
  if (!Number.isFinite(deliveryHours) || deliveryHours < 0 || deliveryHours >= EXPRESS_MAX_DELIVERY_HOURS) return false;
  const minutes = now.getHours() * MINUTES_PER_HOUR + now.getMinutes();
  if (minutes < EXPRESS_WINDOW_START_HOUR * MINUTES_PER_HOUR || minutes >= EXPRESS_WINDOW_END_HOUR * MINUTES_PER_HOUR) return false;
  const ready = minutes + deliveryHours * MINUTES_PER_HOUR;
  return slotStarts.some((start) => start > ready);
}

/** The hourly slot starts of the daily window (the card's slots when the store gives none). */
export function windowSlotStarts(): number[] {
  const starts: number[] = [];
  for (let hour = EXPRESS_WINDOW_START_HOUR; hour < EXPRESS_WINDOW_END_HOUR; hour++) starts.push(hour * MINUTES_PER_HOUR);
  return starts;
}
