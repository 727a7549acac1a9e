import { BACKOFF_BASE_MS } from './constants';

/** The back-off bound after `retryCount` failed tries: 2^retryCount seconds (storefront-shell.md §8). */
export function backoffBoundMs(retryCount: number): number {
  return 2 ** retryCount * BACKOFF_BASE_MS;
}

/** Full jitter: a uniform delay in [0, bound), so tabs and pages that failed together spread out. */
export function backoffDelayMs(retryCount: number, random: () => number = Math.random): number {
  return Math.floor(random() * backoffBoundMs(retryCount));
}
