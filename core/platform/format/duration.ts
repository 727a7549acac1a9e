import { InvalidNumberError, requireFinite } from './errors';

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * Feedback video duration (storefront-routing-wallet.md §5; feedback media carry durationSec):
 * 'm:ss' under an hour, else 'h:mm:ss'. Written by hand: Intl.DurationFormat is not in Node 20.
 */
export function formatVideoDuration(seconds: number): string {
  if (requireFinite(seconds, 'duration') < 0) throw new InvalidNumberError(seconds, 'duration');
  const total = Math.floor(seconds);
  const h = Math.floor(total / SECONDS_PER_HOUR);
  const m = Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const s = total % SECONDS_PER_MINUTE;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
