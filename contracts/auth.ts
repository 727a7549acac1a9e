/**
 * Answers of the slide exchange (storefront-shell.md §7 "Auth": result, payload access_token,
 * sticker, error). The spec does not number the results; the kit and the demo agree on:
 * 0 success, 1 refused (the server dropped the token); any other value is an error.
 */
export const SLIDE_RESULT_SUCCESS = 0;
export const SLIDE_RESULT_REFUSED = 1;
/** What the demo answers for any other failure (an unknown sticker): the client switches the slide off. */
export const SLIDE_RESULT_ERROR = 2;

/** The auth service's calls (§7 "Auth"), below the {auth} base; the site's own exit below {site}. */
export const AUTH_PATHS = {
  slide: '/v2/auth/slide-v3',
  confirm: '/v2/auth/slide-v3-confirm',
  logoff: '/v2/auth/logoff',
  /** Sign-in by phone from the sign-in popup (storefront-shell.md §2, §6); its payload is not shown by the spec: {phone} -> a slide answer. */
  phoneSignIn: '/v2/auth/phone-sign-in',
} as const;

/** The phone as the sign-in call takes it: its digits, 10 to 15 of them (E.164 without the plus), or null. */
export function normalizePhone(raw: string): string | null {
  const digits = raw.replace(/[\s()+.-]/g, '');
  return /^\d{10,15}$/.test(digits) ? digits : null;
}
export const SITE_EXIT_PATH = '/webapi/security/exit';

export interface SlideAnswer {
  result: number;
  payload: { access_token: string; sticker: string } | null;
  error: unknown;
}

export function parseSlideAnswer(raw: unknown): SlideAnswer {
  if (!raw || typeof raw !== 'object') throw new TypeError('slide answer is not an object');
  const { result, payload, error } = raw as Record<string, unknown>;
  if (typeof result !== 'number') throw new TypeError('slide answer has no numeric result');
  return { result, payload: tokenPayload(payload), error: error ?? null };
}

function tokenPayload(value: unknown): SlideAnswer['payload'] {
  if (!value || typeof value !== 'object') return null;
  const { access_token, sticker } = value as Record<string, unknown>;
  if (typeof access_token !== 'string' || !access_token) return null;
  return { access_token, sticker: typeof sticker === 'string' ? sticker : '' };
}

/** The confirmation's body is not shown by the spec: any ok answer confirms unless it says result != 0. */
export function parseConfirmAnswer(raw: unknown): true {
  if (typeof raw !== 'string' || !raw.trim()) return true;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return true;
  }
  if (value && typeof value === 'object') {
    const { result } = value as Record<string, unknown>;
    if (typeof result === 'number' && result !== SLIDE_RESULT_SUCCESS) throw new Error(`confirmation refused (result ${result})`);
  }
  return true;
}
