import { atom } from 'jotai/vanilla';
import { getStore } from '../../../platform/store';
import { getBus } from '../../../platform/bus';
import { onPageDispose, pagePart } from '../../../platform/page';
import type { Locale } from '../../../../contracts/locales';
import { CONSENT_COOKIE, consentInCookieHeader, type AnsweredConsent } from '../../../../contracts/consent';

/** storefront-shell.md §9 "Layout and consent": an acceptance is kept for 90 days. */
export const COOKIE_CONSENT_MAX_AGE_S = 7_776_000;
export { CONSENT_COOKIE } from '../../../../contracts/consent';
const DECLINED_SESSION_KEY = 'vitrina:cookie-declined';
const CONSENT_TOPIC = 'cookie-consent';

/** §6: analytics need the shopper's consent in by and ge. */
export const CONSENT_REQUIRED_LOCALES: readonly Locale[] = ['by', 'ge'];

export type ConsentState = 'unknown' | 'accepted' | 'declined';

function readDeclined(): boolean {
  try {
    return sessionStorage.getItem(DECLINED_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDeclined(): void {
  try {
    sessionStorage.setItem(DECLINED_SESSION_KEY, '1');
  } catch {
    /* blocked storage: the choice holds for this page only */
  }
}

/** What this tab knows now: the cookie (accepted, 90 days; declined, this browser session) or this tab's decline. */
export function readConsent(): ConsentState {
  const cookie = consentInCookieHeader(document.cookie);
  if (cookie === 'accepted') return 'accepted';
  return cookie === 'declined' || readDeclined() ? 'declined' : 'unknown';
}

function setConsentCookie(value: AnsweredConsent, maxAge?: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = maxAge === undefined ? '' : `; Max-Age=${maxAge}`;
  document.cookie = `${CONSENT_COOKIE}=${value}${lifetime}; Path=/; SameSite=Lax${secure}`;
}

export const consentAtom = atom<ConsentState>('unknown');

/** Loads the consent into the store and follows other tabs' choices, once per runtime (§4 "synced across tabs"). */
export function initConsent(): void {
  const store = getStore();
  store.set(consentAtom, readConsent());
  pagePart('consentFollow', () =>
    onPageDispose(
      getBus().subscribe(CONSENT_TOPIC, (payload) => {
        if (payload === 'declined') rememberDeclined();
        // An acceptance arrives with its cookie already set by the other tab (same origin).
        if (payload === 'accepted' || payload === 'declined') store.set(consentAtom, payload);
      }),
    ),
  );
}

/** §4 Cookie notice: accepted is a 90-day cookie. */
export function acceptCookies(): void {
  setConsentCookie('accepted', COOKIE_CONSENT_MAX_AGE_S);
  getStore().set(consentAtom, 'accepted');
  getBus().post(CONSENT_TOPIC, 'accepted');
}

/**
 * §4 Cookie notice: declined lasts for the session only: a cookie without Max-Age (it ends with
 * the browser session; the server then leaves the notice's first paint out of the page), and
 * this tab's sessionStorage where cookies are blocked.
 */
export function declineCookies(): void {
  setConsentCookie('declined');
  rememberDeclined();
  getStore().set(consentAtom, 'declined');
  getBus().post(CONSENT_TOPIC, 'declined');
}

/** §6: may analytics run? Only after acceptance where the locale requires consent. */
export function analyticsAllowed(locale: Locale, consent: ConsentState = readConsent()): boolean {
  return !CONSENT_REQUIRED_LOCALES.includes(locale) || consent === 'accepted';
}
