import { UnauthorizedError, classifyError, request } from '../http';
import { withLock } from '../../platform/locks';
import { reportAuthMetric } from '../logging';
import { adopt, clearToken, getSession, getSticker, readStoredSession, setToken } from '../token';
import type { TokenData } from '../token';
import { parseConfirmAnswer, parseSlideAnswer, SLIDE_RESULT_REFUSED, SLIDE_RESULT_SUCCESS, AUTH_PATHS } from '../../../contracts/auth';
import { pagePart } from '../../platform/page';

/** storefront-shell.md §4 "Auth token": may be slid after 2 days from issue. */
export const SLIDE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;
/** storefront-shell.md §4: confirmation retried up to 3 times, 20 s timeout. */
export const SLIDE_TIMEOUT_MS = 20_000;
export const SLIDE_CONFIRM_MAX_RETRIES = 3;
/** One tab slides at a time; the lease only bounds a tab that dies mid-exchange. */
export const SLIDE_LOCK_NAME = 'vitrina:auth-slide';
export const SLIDE_LOCK_TTL_MS = 2 * SLIDE_TIMEOUT_MS * (SLIDE_CONFIRM_MAX_RETRIES + 2);

/**
 * 'success': a new token is in place; 'refused': the server refused, the token is dropped;
 * 'error': anything else, sliding is off for the rest of the session; 'skipped': not due, off,
 * signed out, or another tab is sliding.
 */
export type SlideResult = 'success' | 'refused' | 'error' | 'skipped';

/** Whether the session's slide failed (sliding off until a fresh sign-in): a part of the page's runtime. */
const sliding = () => pagePart('sliding', () => ({ off: false }));

export function slideDueAt(data: TokenData): number {
  return data.iat * 1000 + SLIDE_AFTER_MS;
}

export function isSlideDue(data: TokenData, now = Date.now()): boolean {
  return now >= slideDueAt(data);
}

export function isSlidingOff(): boolean {
  return sliding().off;
}

/** A fresh sign-in: sliding allowed again. */
export function resetSliding(): void {
  sliding().off = false;
}

export interface SlideOptions {
  /** The 498 refresh: slide regardless of age and of the session's slide-off. */
  force?: boolean;
  /** The token that was refused; when the current one differs another tab already refreshed. */
  staleToken?: string | null;
  /** How long to wait for another tab's exchange (forced refresh); default: do not wait. */
  waitMs?: number;
}

/**
 * The two-step exchange of storefront-shell.md §4 "Auth token" and §7 "Auth":
 * POST {auth}/v2/auth/slide-v3 {sticker} -> {result, payload:{access_token, sticker}, error},
 * then POST {auth}/v2/auth/slide-v3-confirm {sticker} with the new token, retried up to 3 times.
 */
export async function slideToken(options: SlideOptions = {}): Promise<SlideResult> {
  const outcome = await withLock(SLIDE_LOCK_NAME, SLIDE_LOCK_TTL_MS, () => slideHoldingLock(options), { waitMs: options.waitMs ?? 0 });
  return outcome.acquired ? outcome.value : 'skipped';
}

async function slideHoldingLock({ force = false, staleToken }: SlideOptions): Promise<SlideResult> {
  // Another tab may have slid while this one waited: take its token instead of sliding again.
  const stored = readStoredSession();
  if (stored && stored.token !== getSession()?.token) adopt(stored);
  const session = getSession();
  if (!session) return 'skipped';
  if (force) {
    if (staleToken && session.token !== staleToken) return 'success';
  } else if (sliding().off || !isSlideDue(session.data)) {
    return 'skipped';
  }
  const result = await exchange(session.token);
  if (result === 'error') sliding().off = true;
  void reportAuthMetric(force ? 'refresh' : 'slide', result === 'success' ? 'success' : result);
  return result;
}

async function exchange(token: string): Promise<'success' | 'refused' | 'error'> {
  let answer;
  try {
    answer = await request({
      url: { group: 'auth', path: AUTH_PATHS.slide },
      method: 'POST',
      body: { json: { sticker: getSticker() ?? '' } },
      auth: 'required',
      token,
      renewToken: false,
      timeout: SLIDE_TIMEOUT_MS,
      parse: parseSlideAnswer,
    });
  } catch (error) {
    if (error instanceof UnauthorizedError) return refuse();
    console.warn(`[vitrina] token slide failed (${classifyError(error)})`, error);
    return 'error';
  }
  if (answer?.result === SLIDE_RESULT_REFUSED) return refuse();
  if (answer?.result !== SLIDE_RESULT_SUCCESS || !answer.payload) {
    console.warn('[vitrina] token slide answered without a token', answer?.error);
    return 'error';
  }
  const { access_token: next, sticker } = answer.payload;
  if (!(await confirm(next, sticker))) return 'error';
  try {
    setToken(next, sticker);
  } catch (error) {
    console.warn('[vitrina] token slide gave a malformed token', error);
    return 'error';
  }
  return 'success';
}

async function confirm(token: string, sticker: string): Promise<boolean> {
  for (let attempt = 0; attempt <= SLIDE_CONFIRM_MAX_RETRIES; attempt++) {
    try {
      await request({
        url: { group: 'auth', path: AUTH_PATHS.confirm },
        method: 'POST',
        body: { json: { sticker } },
        auth: 'required',
        token,
        renewToken: false,
        timeout: SLIDE_TIMEOUT_MS,
        responseType: 'text',
        parse: parseConfirmAnswer,
      });
      return true;
    } catch (error) {
      console.warn(`[vitrina] slide confirmation failed (try ${attempt + 1})`, error);
    }
  }
  return false;
}

function refuse(): 'refused' {
  clearToken();
  return 'refused';
}
