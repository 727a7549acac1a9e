/**
 * What a courier order may add (storefront-shell.md §9 "Money and dates"): leaving the order at
 * the door, up to the leave-at-door price limit, and the club's free courier delivery.
 */
import type { Currency } from '../../../contracts/locales';
import { MINOR_PER_MAJOR } from '../../../contracts/money';
import { convert, isRateCurrency, type RatesPerUsd } from '../../platform/format';

/**
 * shell §9 "Leave-at-door price limit 10000": roubles, like every other price limit of §9; an
 * order in another currency is compared at the settings' rates.
 */
export const LEAVE_AT_DOOR_PRICE_LIMIT = 10_000;
export const LEAVE_AT_DOOR_LIMIT_CURRENCY: Currency = 'RUB';

/**
 * shell §9 "Free courier for club: 2 deliveries, amount 150000": a club subscriber's courier
 * delivery is free for orders from 150000 (minor units, as the wallet amounts of §9: 1 500 ₽),
 * for 2 deliveries (the period is not shown: the shopper is told "2 deliveries").
 */
export const CLUB_FREE_COURIER_DELIVERIES = 2;
export const CLUB_FREE_COURIER_AMOUNT_MINOR = 150_000;
/** The club is a ru offer (shell §6 "Club subscriber ... ru"): the amount is roubles. */
export const CLUB_FREE_COURIER_CURRENCY: Currency = 'RUB';

/** The order's total in roubles (minor units); null for a currency without a rate. */
function totalInRubMinor(totalMinor: number, currency: Currency, rates: RatesPerUsd): number | null {
  if (!Number.isFinite(totalMinor)) return null;
  if (currency === 'RUB') return totalMinor;
  return isRateCurrency(currency) ? convert(totalMinor, currency, 'RUB', rates) : null;
}

/** The order may be left at the door: its price is at most the limit. */
export function leaveAtDoorAllowed(totalMinor: number, currency: Currency, rates: RatesPerUsd = {}): boolean {
  const rub = totalInRubMinor(totalMinor, currency, rates);
  return rub !== null && rub <= LEAVE_AT_DOOR_PRICE_LIMIT * MINOR_PER_MAJOR;
}

export interface ClubFreeCourier {
  /** The order qualifies: the courier delivery is free. */
  free: boolean;
  /** Minor units still to add to qualify (0 once free). */
  missingMinor: number;
  deliveries: number;
}

/** The club's free courier for this order, or null when it does not apply (not a club subscriber, not roubles). */
export function clubFreeCourier(club: boolean, totalMinor: number, currency: Currency): ClubFreeCourier | null {
  if (!club || currency !== CLUB_FREE_COURIER_CURRENCY || !Number.isFinite(totalMinor)) return null;
  const missingMinor = Math.max(0, CLUB_FREE_COURIER_AMOUNT_MINOR - totalMinor);
  return { free: missingMinor === 0, missingMinor, deliveries: CLUB_FREE_COURIER_DELIVERIES };
}
