import { atom } from 'jotai/vanilla';
import { getStore } from '../store';
import { getBus } from '../bus';
import type { Locale } from '../config/locales';

/** storefront-shell.md §9 "Layout and consent": an acceptance is kept for 90 days. */
export const COOKIE_CONSENT_MAX_AGE_S = 7_776_000;
export const CONSENT_COOKIE = 'vt_cookie_consent';
const DECLINED_SESSION_KEY = 'vitrina:cookie-declined';
const CONSENT_TOPIC = 'cookie-consent';

/** §6: analytics need the shopper's consent in by and ge. */
export const CONSENT_REQUIRED_LOCALES: readonly Locale[] = ['by', 'ge'];

export type ConsentState = 'unknown' | 'accepted' | 'declined';

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

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

/** What this tab knows now: the cookie (accepted, 90 days) or this session's decline. */
export function readConsent(): ConsentState {
  if (readCookie(CONSENT_COOKIE) === 'accepted') return 'accepted';
  return readDeclined() ? 'declined' : 'unknown';
}

export const consentAtom = atom<ConsentState>('unknown');

let listening = false;
/** Loads the consent into the store once and follows other tabs' choices (§4 "synced across tabs"). */
export function initConsent(): void {
  const store = getStore();
  store.set(consentAtom, readConsent());
  if (listening) return;
  listening = true;
  getBus().subscribe(CONSENT_TOPIC, (payload) => {
    if (payload === 'declined') rememberDeclined();
    // An acceptance arrives with its cookie already set by the other tab (same origin).
    if (payload === 'accepted' || payload === 'declined') store.set(consentAtom, payload);
  });
}

/** §4 Cookie notice: accepted is a 90-day cookie. */
export function acceptCookies(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=accepted; Max-Age=${COOKIE_CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  getStore().set(consentAtom, 'accepted');
  getBus().post(CONSENT_TOPIC, 'accepted');
}

/** §4 Cookie notice: declined lasts for the session only. */
export function declineCookies(): void {
  rememberDeclined();
  getStore().set(consentAtom, 'declined');
  getBus().post(CONSENT_TOPIC, 'declined');
}

/** §6: may analytics run? Only after acceptance where the locale requires consent. */
export function analyticsAllowed(locale: Locale, consent: ConsentState = readConsent()): boolean {
  return !CONSENT_REQUIRED_LOCALES.includes(locale) || consent === 'accepted';
}
