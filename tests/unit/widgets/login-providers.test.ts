import { describe, expect, it } from 'vitest';
import { loginProviders, phoneDigits } from '../../../widgets/sign-in-popup/login-providers';

describe('login providers by phone prefix and locale (storefront-shell.md §6)', () => {
  it('§6 without a phone the locale decides: ru gov + bank ID, uz one ID, kg the other bank ID, others none', () => {
    expect(loginProviders('ru')).toEqual(['esiaID', 'sberID']);
    expect(loginProviders('uz')).toEqual(['oneID']);
    expect(loginProviders('kg')).toEqual(['dcbankID']);
    for (const locale of ['by', 'kz', 'am', 'ge', 'tj', 'il', 'tm', 'global'] as const) expect(loginProviders(locale)).toEqual([]);
  });

  it('§6 a typed phone prefix wins over the locale', () => {
    expect(loginProviders('ru', '+998 90 123 45 67')).toEqual(['oneID']);
    expect(loginProviders('uz', '+7 (912) 000-00-00')).toEqual(['esiaID', 'sberID']);
    expect(loginProviders('ru', '+996 700 000 000')).toEqual(['dcbankID']);
    expect(loginProviders('ru', '+7 701 000 00 00')).toEqual([]); // Kazakhstan shares +7
    expect(loginProviders('ru', '+375 29 000 00 00')).toEqual([]);
  });

  it('reads a Russian trunk 8 as +7 and ignores formatting', () => {
    expect(phoneDigits('8 (912) 000-00-00')).toBe('79120000000');
    expect(loginProviders('uz', '8 912 000 00 00')).toEqual(['esiaID', 'sberID']);
    expect(loginProviders('ru', '   ')).toEqual(['esiaID', 'sberID']);
  });
});
