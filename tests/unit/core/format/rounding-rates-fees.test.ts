import { describe, expect, it } from 'vitest';
import { ROUNDING_STEPS, roundToStep } from '../../../../core/platform/format/rounding';
import { FALLBACK_RATES_PER_USD, convert, isRateCurrency } from '../../../../core/platform/format/rates';
import { UNCLAIMED_ORDER_FEE, unclaimedOrderFee } from '../../../../core/platform/format/fees';
import { InvalidNumberError, UnknownCurrencyError } from '../../../../core/platform/format/errors';

describe('storefront-routing-wallet.md §9 rounding steps', () => {
  it('has the spec steps: AMD and KZT 10, UZS 100, BYN, GEL, USD, TJS 0.01 (RUB, KGS 1 by choice)', () => {
    expect(ROUNDING_STEPS).toEqual({ AMD: 10, KZT: 10, UZS: 100, BYN: 0.01, GEL: 0.01, USD: 0.01, TJS: 0.01, RUB: 1, KGS: 1 });
  });

  it('rounds to the nearest step', () => {
    expect(roundToStep(1234, 'AMD')).toBe(1230);
    expect(roundToStep(1235, 'KZT')).toBe(1240);
    expect(roundToStep(13849, 'UZS')).toBe(13800);
    expect(roundToStep(13850, 'UZS')).toBe(13900);
    expect(roundToStep(10.555, 'BYN')).toBe(10.56);
    expect(roundToStep(1.005, 'USD')).toBe(1.01);
    expect(roundToStep(99.5, 'RUB')).toBe(100);
  });

  it('rounds down or up on request without float dust', () => {
    expect(roundToStep(1239, 'AMD', 'down')).toBe(1230);
    expect(roundToStep(1231, 'AMD', 'up')).toBe(1240);
    expect(roundToStep(0.29, 'GEL', 'down')).toBe(0.29);
    expect(roundToStep(0.291, 'TJS', 'up')).toBe(0.3);
  });

  it('refuses bad input', () => {
    expect(() => roundToStep(Number.NaN, 'RUB')).toThrow(InvalidNumberError);
    expect(() => roundToStep(1, 'EUR' as never)).toThrow(UnknownCurrencyError);
  });
});

describe('storefront-routing-wallet.md §9 fallback rates per 1 USD', () => {
  it('has the spec table', () => {
    expect(FALLBACK_RATES_PER_USD).toEqual({ RUB: 100, BYN: 3.5, AMD: 430, KZT: 540, KGS: 93, UZS: 13800, GEL: 3, TJS: 12, TMT: 3.8, AZN: 1.9, USD: 1 });
  });

  it('converts through USD with the fallback rates', () => {
    expect(convert(1, 'USD', 'RUB')).toBe(100);
    expect(convert(100, 'RUB', 'USD')).toBe(1);
    expect(convert(7, 'BYN', 'KZT')).toBeCloseTo(1080, 10);
    expect(convert(3.8, 'TMT', 'AZN')).toBeCloseTo(1.9, 10);
    expect(convert(500, 'KGS', 'KGS')).toBe(500);
  });

  it('uses given rates where valid, the fallback for missing or nonsense ones', () => {
    expect(convert(1, 'USD', 'RUB', { RUB: 90 })).toBe(90);
    expect(convert(1, 'USD', 'RUB', { RUB: 0 })).toBe(100);
    expect(convert(1, 'USD', 'RUB', { RUB: -5 })).toBe(100);
    expect(convert(1, 'USD', 'RUB', { RUB: Number.NaN })).toBe(100);
    expect(convert(1, 'USD', 'RUB', { RUB: '90' as unknown as number })).toBe(100);
  });

  it('refuses unknown currencies and bad amounts', () => {
    expect(() => convert(1, 'EUR' as never, 'RUB')).toThrow(UnknownCurrencyError);
    expect(() => convert(1, 'RUB', 'toString' as never)).toThrow(UnknownCurrencyError);
    expect(() => convert(Number.NaN, 'RUB', 'USD')).toThrow(InvalidNumberError);
    expect(isRateCurrency('TMT')).toBe(true);
    expect(isRateCurrency('__proto__')).toBe(false);
  });
});

describe('storefront-shell.md §9 unclaimed-order fee', () => {
  it('has the spec table', () => {
    expect(UNCLAIMED_ORDER_FEE).toEqual({ RUB: 200, BYN: 7, AMD: 860, KZT: 1080, KGS: 186, UZS: 27600, GEL: 6, TJS: 24, USD: 2 });
    expect(unclaimedOrderFee('UZS')).toBe(27600);
  });

  it('takes a valid override from app variables (storefront-routing-wallet.md §9)', () => {
    expect(unclaimedOrderFee('RUB', { RUB: 250 })).toBe(250);
    expect(unclaimedOrderFee('RUB', { RUB: 0 })).toBe(0);
    expect(unclaimedOrderFee('RUB', { RUB: -1 })).toBe(200);
    expect(unclaimedOrderFee('RUB', { RUB: 'x' })).toBe(200);
    expect(() => unclaimedOrderFee('EUR' as never)).toThrow(UnknownCurrencyError);
  });
});
