/** storefront-shell.md §9 "Order cancel window 60 min": an item may be cancelled this long after ordering. */
export const ORDER_CANCEL_WINDOW_MINUTES = 60;
const MS_PER_MINUTE = 60_000;

/** The item's cancelItem action is offered and the order is younger than the window. */
export function canCancel(orderedAtMs: number, cancelAction: boolean, nowMs: number): boolean {
  if (!cancelAction || !Number.isFinite(orderedAtMs)) return false;
  const age = nowMs - orderedAtMs;
  return age >= 0 && age < ORDER_CANCEL_WINDOW_MINUTES * MS_PER_MINUTE;
}

/** Whole minutes left to cancel (0 once closed). */
export function cancelMinutesLeft(orderedAtMs: number, nowMs: number): number {
  const left = orderedAtMs + ORDER_CANCEL_WINDOW_MINUTES * MS_PER_MINUTE - nowMs;
  return left > 0 ? Math.ceil(left / MS_PER_MINUTE) : 0;
}
