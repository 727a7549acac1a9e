import { describe, expect, it } from 'vitest';
import {
  APPLICATION_TYPE,
  BANNER_LOCATION,
  BANNER_OWNER,
  COUNTRY_ID_BY_LOCALE,
  DISPLAY_TYPE,
  countryIdFor,
  cultureFor,
  displayTypeFor,
  fitsApplication,
  isApplicationType,
} from '../../../../contracts/banners/codes';

describe('core/banners/codes (shell §3 Banner)', () => {
  it('§3 application types desktop 1, mobile 2, both 3', () => {
    expect(APPLICATION_TYPE).toEqual({ desktop: 1, mobile: 2, both: 3 });
    expect([0, 1, 2, 3, 4, '1'].map(isApplicationType)).toEqual([false, true, true, true, false, false]);
  });

  it('§3 a "both" banner shows on desktop and mobile; the others only on their own', () => {
    expect(fitsApplication(3, 1)).toBe(true);
    expect(fitsApplication(3, 2)).toBe(true);
    expect(fitsApplication(1, 1)).toBe(true);
    expect(fitsApplication(1, 2)).toBe(false);
    expect(fitsApplication(2, 1)).toBe(false);
  });

  it('§3 owner marketing 0, supplier 1; display type forAuth 2, forNotAuth 3', () => {
    expect(BANNER_OWNER).toEqual({ marketing: 0, supplier: 1 });
    expect(DISPLAY_TYPE).toEqual({ forAuth: 2, forNotAuth: 3 });
    expect(displayTypeFor(true)).toBe(2);
    expect(displayTypeFor(false)).toBe(3);
  });

  it('§3 country ids ru1 by2 kz3 am4 kg5 ge10 il11 uz13 tj25 (none for tm and global)', () => {
    expect(COUNTRY_ID_BY_LOCALE).toEqual({ ru: 1, by: 2, kz: 3, am: 4, kg: 5, ge: 10, il: 11, uz: 13, tj: 25 });
    expect(countryIdFor('tm')).toBeUndefined();
    expect(countryIdFor('global')).toBeUndefined();
  });

  it('§3 language map ka to ge, kk to kz, uz to uz; others as they are', () => {
    expect(cultureFor('ka')).toBe('ge');
    expect(cultureFor('kk')).toBe('kz');
    expect(cultureFor('uz')).toBe('uz');
    expect(cultureFor('ru')).toBe('ru');
    expect(cultureFor('en')).toBe('en');
    expect(cultureFor('ky')).toBe('ky');
  });

  it('§3 location ids search 102, lk 103, delivery 104, thank-you 105; every id is distinct', () => {
    expect(BANNER_LOCATION.search).toBe(102);
    expect(BANNER_LOCATION.lk).toBe(103);
    expect(BANNER_LOCATION.delivery).toBe(104);
    expect(BANNER_LOCATION.thankYou).toBe(105);
    const values = Object.values(BANNER_LOCATION);
    expect(new Set(values).size).toBe(values.length);
  });
});
