import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '../../../core/platform/store/store';
import { acceptCookies, analyticsAllowed, consentAtom, declineCookies, initConsent, readConsent } from '../../../core/domain/settings/consent/cookie-consent';
import { cookiePolicyPath } from '../../../core/domain/settings/consent/policy-path';
import { consentInCookieHeader } from '../../../contracts/consent';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
}

describe('core/consent (storefront-shell.md §4 Cookie notice, §9 Layout and consent, §6, §2)', () => {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    getStore().set(consentAtom, 'unknown');
  });

  it('§9 "cookie consent 90 days (7776000 s)": the acceptance cookie carries Max-Age=7776000', () => {
    const written: string[] = [];
    const cookie = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    acceptCookies();
    cookie.mockRestore();
    expect(written).toEqual(['vt_cookie_consent=accepted; Max-Age=7776000; Path=/; SameSite=Lax']);
  });

  it('§9 "cookie consent 90 days": the acceptance is read until 7776000 s later, a millisecond either side', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const acceptedAt = 2_000_000_000_000;
      vi.setSystemTime(acceptedAt);
      acceptCookies();
      sessionStorage.clear();
      vi.setSystemTime(acceptedAt + 7_775_999_999);
      expect(readConsent()).toBe('accepted');
      vi.setSystemTime(acceptedAt + 7_776_000_001);
      expect(readConsent()).toBe('unknown');
    } finally {
      vi.useRealTimers();
    }
  });

  it('§4 accepted is a cookie: it is read back as accepted', () => {
    expect(readConsent()).toBe('unknown');
    acceptCookies();
    expect(document.cookie).toContain('vt_cookie_consent=accepted');
    expect(readConsent()).toBe('accepted');
    expect(getStore().get(consentAtom)).toBe('accepted');
  });

  it("§4 declined lasts for the session only: a cookie without Max-Age (ends with the browser session), and this tab's sessionStorage", () => {
    const written: string[] = [];
    const cookie = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    declineCookies();
    cookie.mockRestore();
    expect(written).toEqual(['vt_cookie_consent=declined; Path=/; SameSite=Lax']);
    expect(readConsent()).toBe('declined'); // sessionStorage alone (as where cookies are blocked)
    document.cookie = 'vt_cookie_consent=declined; Path=/';
    sessionStorage.clear();
    expect(readConsent()).toBe('declined'); // the session cookie alone (another tab of the session)
    clearCookies(); // a new browser session
    expect(readConsent()).toBe('unknown');
  });

  it("§4 the answer in a request's Cookie header (what a server reads to leave the notice's first paint out)", () => {
    expect(consentInCookieHeader('a=1; vt_cookie_consent=accepted; b=2')).toBe('accepted');
    expect(consentInCookieHeader('vt_cookie_consent=declined')).toBe('declined');
    expect(consentInCookieHeader('vt_cookie_consent=maybe')).toBeUndefined();
    expect(consentInCookieHeader('xvt_cookie_consent=accepted')).toBeUndefined();
    expect(consentInCookieHeader(undefined)).toBeUndefined();
    expect(consentInCookieHeader('')).toBeUndefined();
  });

  it('initConsent loads what the tab knows into the store', () => {
    acceptCookies();
    getStore().set(consentAtom, 'unknown');
    initConsent();
    expect(getStore().get(consentAtom)).toBe('accepted');
  });

  it('§6 analytics need acceptance in by and ge only', () => {
    expect(analyticsAllowed('by', 'unknown')).toBe(false);
    expect(analyticsAllowed('ge', 'declined')).toBe(false);
    expect(analyticsAllowed('ge', 'accepted')).toBe(true);
    expect(analyticsAllowed('ru', 'unknown')).toBe(true);
    expect(analyticsAllowed('kz', 'declined')).toBe(true);
  });

  it('§2 cookie policy page per locale', () => {
    expect(cookiePolicyPath('ru')).toBe('/services/politika-obrabotki-personalnyh-dannyh');
    expect(cookiePolicyPath('kz')).toBe('/services/politika-obrabotki-personalnyh-dannyh');
    for (const locale of ['ge', 'tm', 'tj'] as const) expect(cookiePolicyPath(locale)).toBe('/services/politika-konfidentsialnosti');
    expect(cookiePolicyPath('by')).toBe('/services/cookies-policy');
  });
});
