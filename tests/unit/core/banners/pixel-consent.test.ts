import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendBannerPixel } from '../../../../core/domain/banners/analytics';
import { localeAtom } from '../../../../core/platform/locale';
import { getStore } from '../../../../core/platform/store';
import type { Locale } from '../../../../contracts/locales';
import { freshRuntime } from '../../fresh-runtime';

const PIXEL = 'https://pixel.example/p.gif?id=';

function clearConsent(): void {
  document.cookie = 'vt_cookie_consent=; Max-Age=0; Path=/';
  sessionStorage.clear();
}

describe('banner impression pixel and cookie consent (storefront-shell.md §6 consent required for analytics in by and ge)', () => {
  beforeEach(() => {
    freshRuntime(); // a new page: no pixel requested yet
    clearConsent();
  });
  afterEach(() => {
    clearConsent();
    getStore().set(localeAtom, 'ru');
  });

  for (const locale of ['by', 'ge'] as Locale[]) {
    it(`${locale}: nothing before acceptance, not after a decline; sent once accepted`, () => {
      getStore().set(localeAtom, locale);
      expect(sendBannerPixel('a', `${PIXEL}a`)).toBe(false);
      document.cookie = 'vt_cookie_consent=declined; Path=/';
      expect(sendBannerPixel('b', `${PIXEL}b`)).toBe(false);
      document.cookie = 'vt_cookie_consent=accepted; Path=/';
      expect(sendBannerPixel('a', `${PIXEL}a`)).toBe(true);
      expect(sendBannerPixel('a', `${PIXEL}a`)).toBe(false); // once per banner
    });
  }

  for (const locale of ['ru', 'kz', 'uz', 'am'] as Locale[]) {
    it(`${locale}: no consent needed`, () => {
      getStore().set(localeAtom, locale);
      expect(sendBannerPixel(`x-${locale}`, `${PIXEL}x`)).toBe(true);
    });
  }
});
