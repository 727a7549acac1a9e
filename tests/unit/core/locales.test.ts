import { describe, expect, it } from 'vitest';
import { CURRENCIES_BY_LOCALE, LANGUAGES_BY_LOCALE, LOCALES, LANGUAGES, DEFAULT_CURRENCY_BY_LOCALE } from '../../../contracts/locales';

const MAIN = ['RUB', 'BYN', 'KZT', 'AMD', 'KGS', 'UZS', 'TJS'];

describe('core/config/locales (routing-wallet §9 Currencies by locale, Languages; shell §1)', () => {
  it('§1 the locales and interface languages', () => {
    expect(LOCALES).toEqual(['ru', 'by', 'kz', 'kg', 'am', 'uz', 'ge', 'tj', 'il', 'tm', 'global']);
    expect(LANGUAGES).toEqual(['ru', 'en', 'ka', 'kk', 'ky', 'uz']);
  });

  it('§9 ru, by, kz, am, uz offer RUB, BYN, KZT, AMD, KGS, UZS, TJS', () => {
    for (const locale of ['ru', 'by', 'kz', 'am', 'uz'] as const) expect(CURRENCIES_BY_LOCALE[locale]).toEqual(MAIN);
  });

  it('§9 kg the same without TJS; tj without KGS; ge only GEL; global also USD', () => {
    expect(CURRENCIES_BY_LOCALE.kg).toEqual(MAIN.filter((c) => c !== 'TJS'));
    expect(CURRENCIES_BY_LOCALE.tj).toEqual(MAIN.filter((c) => c !== 'KGS'));
    expect(CURRENCIES_BY_LOCALE.ge).toEqual(['GEL']);
    expect(CURRENCIES_BY_LOCALE.global).toEqual([...MAIN, 'USD']);
  });

  it('§9 languages: ge ru and ka; uz ru and uz; global and kz ru and kk', () => {
    expect(LANGUAGES_BY_LOCALE.ge).toEqual(['ru', 'ka']);
    expect(LANGUAGES_BY_LOCALE.uz).toEqual(['ru', 'uz']);
    expect(LANGUAGES_BY_LOCALE.global).toEqual(['ru', 'kk']);
    expect(LANGUAGES_BY_LOCALE.kz).toEqual(['ru', 'kk']);
  });

  it('every locale home currency is one it offers, and every list starts with ru', () => {
    for (const locale of LOCALES) {
      expect(CURRENCIES_BY_LOCALE[locale]).toContain(DEFAULT_CURRENCY_BY_LOCALE[locale]);
      expect(LANGUAGES_BY_LOCALE[locale][0]).toBe('ru');
    }
  });
});
