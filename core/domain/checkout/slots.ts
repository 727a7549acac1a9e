import type { CourierDay, CourierSlot } from '../../../contracts/basket';

export function sameSlot(a: CourierSlot, b: CourierSlot): boolean {
  return a.day === b.day && a.from === b.from && a.to === b.to;
}

/**
 * storefront-shell.md §5 "Courier slot is available only if every chosen slot's date and
 * start-end minutes match a fetched slot". Nothing chosen is not available.
 */
export function courierSlotsAvailable(chosen: readonly CourierSlot[], fetched: readonly CourierDay[]): boolean {
  if (chosen.length === 0) return false;
  const offered = fetched.flatMap((day) => day.slots);
  return chosen.every((slot) => offered.some((candidate) => sameSlot(slot, candidate)));
}

const MINUTES_PER_HOUR = 60;

/** "10:00" from 600 minutes. */
export function minutesToClock(minutes: number): string {
  const h = Math.floor(minutes / MINUTES_PER_HOUR);
  const m = minutes % MINUTES_PER_HOUR;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** The local calendar day after `now` as YYYY-MM-DD (the first courier day asked for). */
export function nextDeliveryDay(now: Date): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
}
