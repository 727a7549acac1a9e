/**
 * storefront-routing-wallet.md §4 "A failed payment stays displayed for failedPaymentsDisplayMinutes
 * minutes (7200 in a special case); remaining seconds are counted down"; storefront-shell.md §9
 * "Failed payments shown 150 min". The special case is not shown in the spec: the caller passes
 * FAILED_PAYMENTS_SPECIAL_MINUTES when it applies.
 */
import type { FailedPayment } from '../../../../contracts/orders';

export const FAILED_PAYMENTS_DISPLAY_MINUTES = 150;
export const FAILED_PAYMENTS_SPECIAL_MINUTES = 7200;
/** The countdown's tick. */
export const FAILED_PAYMENT_TICK_MS = 1000;

export function remainingSeconds(failedAtMs: number, nowMs: number, minutes = FAILED_PAYMENTS_DISPLAY_MINUTES): number {
  const left = failedAtMs + minutes * 60_000 - nowMs;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** The failed payments still displayed, each with its remaining seconds, newest first. */
export function visibleFailedPayments(
  payments: readonly FailedPayment[],
  nowMs: number,
  minutes = FAILED_PAYMENTS_DISPLAY_MINUTES,
): Array<FailedPayment & { secondsLeft: number }> {
  return payments
    .map((payment) => ({ ...payment, secondsLeft: remainingSeconds(payment.failedAtMs, nowMs, minutes) }))
    .filter((payment) => payment.secondsLeft > 0)
    .sort((a, b) => b.failedAtMs - a.failedAtMs);
}

/** "2:29:59" / "4:05" — the countdown text. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
