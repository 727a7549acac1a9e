import { slideToken } from './slide';
import { getToken } from '../token';
import type { TokenAction } from '../../../contracts/http';
import { onPageDispose, pagePart } from '../../platform/page';

/**
 * storefront-shell.md §4 "Auth token": "forced refresh 120 s after an invalid-token response".
 * A 498 forces a refresh at once; further 498s within 120 s of it do not hammer the auth server:
 * they fail, and one forced refresh is scheduled for when the 120 s are up.
 */
export const FORCED_REFRESH_INTERVAL_MS = 120_000;
/** A tab that finds another tab refreshing waits for its token this long. */
export const FORCED_REFRESH_WAIT_MS = 25_000;

interface Renewal {
  inFlight: Promise<boolean> | null;
  lastForcedAt: number;
  scheduled: ReturnType<typeof setTimeout> | null;
}

/** The page's throttle of forced refreshes: a part of the page's runtime. */
const renewal = () =>
  pagePart('forcedRefresh', (): Renewal => {
    const state: Renewal = { inFlight: null, lastForcedAt: Number.NEGATIVE_INFINITY, scheduled: null };
    // A disposed runtime (a test's end) must not refresh a token 120 s later.
    onPageDispose(() => {
      if (state.scheduled) clearTimeout(state.scheduled);
      state.scheduled = null;
    });
    return state;
  });

/**
 * Called by request() on 498 with `X-Token-Action: get|refresh`. Both actions refresh through the
 * slide exchange (the spec names no other token source). Resolves true when a token other than
 * `staleToken` is in place and the request may be retried.
 */
export function renewToken(_action: TokenAction, staleToken: string | null): Promise<boolean> {
  const current = getToken();
  if (!current) return Promise.resolve(false);
  if (staleToken && current !== staleToken) return Promise.resolve(true);
  const state = renewal();
  if (state.inFlight) return state.inFlight;
  const now = Date.now();
  if (now - state.lastForcedAt < FORCED_REFRESH_INTERVAL_MS) {
    scheduleForcedRefresh(state.lastForcedAt + FORCED_REFRESH_INTERVAL_MS - now);
    return Promise.resolve(false);
  }
  return forceRefresh(staleToken);
}

function forceRefresh(staleToken: string | null): Promise<boolean> {
  const state = renewal();
  state.lastForcedAt = Date.now();
  state.inFlight = slideToken({ force: true, staleToken, waitMs: FORCED_REFRESH_WAIT_MS })
    .then((result) => result === 'success')
    .finally(() => {
      state.inFlight = null;
    });
  return state.inFlight;
}

function scheduleForcedRefresh(delayMs: number): void {
  const state = renewal();
  if (state.scheduled) return;
  state.scheduled = setTimeout(() => {
    state.scheduled = null;
    const token = getToken();
    if (token) void forceRefresh(token);
  }, delayMs);
}
