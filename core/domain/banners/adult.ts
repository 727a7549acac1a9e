/**
 * storefront-shell.md §5 "Adult-content banners and items need adult confirmation first unless
 * already confirmed"; §4/§9 "Adult confirmation is kept for one hour".
 */

/** §9 "Adult confirmation 1 h". */
export const ADULT_CONFIRMATION_TTL_MS = 60 * 60 * 1000;

/**
 * Whether a confirmation given at `confirmedAt` (ms since epoch) still holds at `now`.
 * A time in the future (a clock change, a tampered store) does not count.
 */
export function isAdultConfirmed(confirmedAt: number | null | undefined, now: number): boolean {
  if (typeof confirmedAt !== 'number' || !Number.isFinite(confirmedAt) || confirmedAt > now) return false;
  return now - confirmedAt < ADULT_CONFIRMATION_TTL_MS;
}

/** Whether showing this banner must first ask the shopper to confirm their age. */
export function needsAdultConfirmation(banner: { adult: boolean }, confirmedAt: number | null | undefined, now: number): boolean {
  return banner.adult && !isAdultConfirmed(confirmedAt, now);
}
