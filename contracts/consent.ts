/**
 * The consent cookie's name (storefront-shell.md §4 "Cookie notice"): read by the kit in the
 * browser and by a server that leaves the notice's first paint out once the shopper has answered.
 */
export const CONSENT_COOKIE = 'vt_cookie_consent';

export type AnsweredConsent = 'accepted' | 'declined';

/** The answer a request's Cookie header carries, if any. */
export function consentInCookieHeader(header: string | undefined): AnsweredConsent | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'accepted' || value === 'declined')) return value;
  }
  return undefined;
}
