import { slideToken } from './slide';
import { getToken } from '../token';
import type { TokenAction } from '../../../contracts/http';

/**
 * storefront-shell.md §4 "Auth token": "forced refresh 120 s after an invalid-token response".
 * A 498 forces a refresh at once; further 498s within 120 s of it do not hammer the auth server:
 * they fail, and one forced refresh is scheduled for when the 120 s are up.
 */
export const FORCED_REFRESH_INTERVAL_MS = 120_000;
/** A tab that finds another tab refreshing waits for its token this long. */
export const FORCED_REFRESH_WAIT_MS = 25_000;

let inFlight: Promise<boolean> | null = null;
let lastForcedAt = Number.NEGATIVE_INFINITY;
let scheduled: ReturnType<typeof setTimeout> | null = null;

/**
 * Called by request() on 498 with `X-Token-Action: get|refresh`. Both actions refresh through the
 * slide exchange (the spec names no other token source). Resolves true when a token other than
 * `staleToken` is in place and the request may be retried.
 */
export function renewToken(_action: TokenAction, staleToken: string | null): Promise<boolean> {
  const current = getToken();
  if (!current) return Promise.resolve(false);
  if (staleToken && current !== staleToken) return Promise.resolve(true);
  if (inFlight) return inFlight;
  const now = Date.now();
  if (now - lastForcedAt < FORCED_REFRESH_INTERVAL_MS) {
    scheduleForcedRefresh(lastForcedAt + FORCED_REFRESH_INTERVAL_MS - now);
    return Promise.resolve(false);
  }
  return forceRefresh(staleToken);
}

function forceRefresh(staleToken: string | null): Promise<boolean> {
  lastForcedAt = Date.now();
  inFlight = slideToken({ force: true, staleToken, waitMs: FORCED_REFRESH_WAIT_MS })
    .then((result) => result === 'success')
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

function scheduleForcedRefresh(delayMs: number): void {
  if (scheduled) return;
  scheduled = setTimeout(() => {
    scheduled = null;
    const token = getToken();
    if (token) void forceRefresh(token);
  }, delayMs);
}

/** For tests: forget the throttle and any scheduled refresh. */
export function resetRenewal(): void {
  if (scheduled) clearTimeout(scheduled);
  scheduled = null;
  inFlight = null;
  lastForcedAt = Number.NEGATIVE_INFINITY;
}
