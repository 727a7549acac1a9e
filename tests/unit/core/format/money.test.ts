import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_NUMERIC_CODES, LANGUAGES } from '../../../../contracts/locales';
import { CURRENCIES_WITH_COINS, CURRENCY_SIGNS, currencyInfo } from '../../../../core/platform/format/currency';
import { formatAmount, formatMoney, minorToMajor } from '../../../../core/platform/format/money';
import { InvalidNumberError, UnknownCurrencyError } from '../../../../core/platform/format/errors';

const NBSP = '\u00A0';
const spaced = (s: string) => s.replaceAll(' ', NBSP);

describe('currencyInfo (storefront-routing-wallet.md §1, §9 "Currencies with coins")', () => {
  it('has coins exactly for BYN, TJS, GEL, USD', () => {
    expect(CURRENCIES.filter((c) => currencyInfo(c).hasCoins).sort()).toEqual(['BYN', 'GEL', 'TJS', 'USD']);
    expect([...CURRENCIES_WITH_COINS].sort()).toEqual(['BYN', 'GEL', 'TJS', 'USD']);
  });

  it('gives every currency a sign and its numeric code from the shared table', () => {
    for (const c of CURRENCIES) {
      const info = currencyInfo(c);
      expect(info.sign).toBe(CURRENCY_SIGNS[c]);
      expect(info.sign.length).toBeGreaterThan(0);
      expect(info.numericCode).toBe(CURRENCY_NUMERIC_CODES[c]);
    }
    expect(currencyInfo('RUB')).toEqual({ code: 'RUB', sign: '₽', numericCode: 643, hasCoins: false });
  });

  it('refuses an unknown currency with UnknownCurrencyError', () => {
    expect(() => currencyInfo('EUR')).toThrow(UnknownCurrencyError);
    expect(() => currencyInfo(undefined)).toThrow(UnknownCurrencyError);
  });
});

describe('§3/§5 prices in minor units divided by 100, grouped by spaces', () => {
  it('divides minor units by 100', () => {
    expect(minorToMajor(123456)).toBe(1234.56);
    expect(minorToMajor(0)).toBe(0);
    expect(() => minorToMajor(Number.NaN)).toThrow(InvalidNumberError);
  });

  it('formats RUB in whole rubles with digit grouping by spaces and the sign', () => {
    expect(formatMoney(123456700, 'RUB')).toBe(spaced('1 234 567 ₽'));
    expect(formatMoney(123456, 'RUB')).toBe(spaced('1 235 ₽'));
    expect(formatMoney(99900, 'RUB')).toBe(spaced('999 ₽'));
  });

  it('groups four-digit amounts too', () => {
    expect(formatMoney(123400, 'KZT')).toBe(spaced('1 234 ₸'));
  });

  it('shows two decimals for currencies with coins when there is a fraction', () => {
    expect(formatMoney(123450, 'BYN')).toBe(spaced('1 234,50 р.'));
    expect(formatMoney(123400, 'BYN')).toBe(spaced('1 234 р.'));
    expect(formatMoney(1999, 'GEL')).toBe(spaced('19,99 ₾'));
  });

  it('groups by spaces in English too, with the language decimal mark', () => {
    expect(formatMoney(123456789, 'USD', 'en')).toBe(spaced('1 234 567.89 $'));
  });

  it('formats negative amounts', () => {
    expect(formatMoney(-150000, 'RUB')).toBe(spaced('-1 500 ₽'));
  });

  it('refuses bad input with typed errors', () => {
    expect(() => formatMoney(Number.POSITIVE_INFINITY, 'RUB')).toThrow(InvalidNumberError);
    expect(() => formatMoney('100' as unknown as number, 'RUB')).toThrow(InvalidNumberError);
    expect(() => formatAmount(1, 'EUR' as never)).toThrow(UnknownCurrencyError);
  });
});

describe('formatAmount agrees with Intl.NumberFormat (it does without it: Intl takes a long task to start)', () => {
  const intl = (amount: number, digits: number, language: string) =>
    new Intl.NumberFormat(language, { useGrouping: 'always', minimumFractionDigits: digits, maximumFractionDigits: digits })
      .formatToParts(amount)
      .map((part) => (part.type === 'group' ? NBSP : part.value))
      .join('');
  // A fixed-seed generator: the same amounts on every run, a failure can be replayed.
  let seed = 20261122;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const amounts = [
    0,
    -0,
    1e-7,
    -3e-7,
    0.5,
    1.5,
    2.5,
    -0.5,
    -2.5,
    0.005,
    1.005,
    2.675,
    1.255,
    12345.675,
    999.995,
    999999.5,
    -999.995,
    1e15 + 0.5,
    123456789012345680000,
    1e21,
    -2.5e22,
    ...Array.from({ length: 3000 }, (_, i) => {
      const scale = 10 ** Math.floor(random() * 12);
      const value = Math.round(random() * scale * 1000) / (i % 3 === 0 ? 1000 : i % 3 === 1 ? 100 : 200);
      return i % 5 === 0 ? -value : value;
    }),
  ];

  it.each(LANGUAGES)('in %s, whole units and two decimals, rounding and signs as Intl does', (language) => {
    for (const amount of amounts) {
      expect(formatAmount(amount, 'RUB', language), `${amount}`).toBe(`${intl(amount, 0, language)}${NBSP}₽`);
      if (!Number.isInteger(amount)) expect(formatAmount(amount, 'BYN', language), `${amount}`).toBe(`${intl(amount, 2, language)}${NBSP}р.`);
    }
  });
});

describe('the sign in the shop language', () => {
  it("an Uzbek interface writes the sum in Latin letters; Russian keeps the price tag's sign", () => {
    expect(formatMoney(1_234_500, 'UZS', 'uz')).toBe('12\u00a0345\u00a0soʻm');
    expect(formatMoney(1_234_500, 'UZS', 'ru')).toBe('12\u00a0345\u00a0сум');
    expect(formatMoney(123_456, 'RUB', 'uz')).toBe('1\u00a0235\u00a0₽');
  });
});
