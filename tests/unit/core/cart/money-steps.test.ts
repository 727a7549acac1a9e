import { describe, expect, it } from 'vitest';
import { fiscalStepMinor, roundMinorToStep } from '../../../../contracts/money';
import { readProductCard } from '../../../../contracts/products';
import { lineTotal, lineUnitPrice, orderedPieces } from '../../../../core/domain/cart/line-price';

const card = (currency: string, priceToShow: number) =>
  readProductCard({
    nmId: 7,
    currency,
    sizes: [{ characteristicId: 70, price: { basic: priceToShow * 2 + 1, product: priceToShow, priceToShow, logistics: 0 } }],
  })!;

describe('prices are whole fiscal steps (storefront-routing-wallet.md §9 rounding steps)', () => {
  it('the steps in minor units: AMD and KZT 10, UZS 100, RUB and KGS 1, BYN, GEL, USD, TJS 0.01', () => {
    expect(fiscalStepMinor('KZT')).toBe(1000);
    expect(fiscalStepMinor('AMD')).toBe(1000);
    expect(fiscalStepMinor('UZS')).toBe(10000);
    expect(fiscalStepMinor('RUB')).toBe(100);
    expect(fiscalStepMinor('KGS')).toBe(100);
    expect(fiscalStepMinor('BYN')).toBe(1);
    expect(fiscalStepMinor('GEL')).toBe(1);
  });

  it('rounds a minor-unit amount once to the step, half up; an unknown currency is left alone', () => {
    expect(roundMinorToStep(262050, 'RUB')).toBe(262100);
    expect(roundMinorToStep(262049, 'rub')).toBe(262000);
    expect(roundMinorToStep(979640, 'KZT')).toBe(980000);
    expect(roundMinorToStep(1234567, 'UZS')).toBe(1230000);
    expect(roundMinorToStep(12345, 'BYN')).toBe(12345);
    expect(roundMinorToStep(12345, 'XYZ')).toBe(12345);
    expect(roundMinorToStep(Number.NaN, 'RUB')).toBeNaN();
  });

  it("a card's prices are read in whole steps of the card's currency", () => {
    expect(card('RUB', 262050).sizes[0]!.price).toBe(262100);
    expect(card('KZT', 979640).sizes[0]!.price).toBe(980000);
    expect(card('KZT', 979640).sizes[0]!.basicPrice).toBe(1959000);
    expect(card('BYN', 12345).sizes[0]!.price).toBe(12345);
  });

  it('a line total is exactly the unit price shown times the pieces ordered (the available part when less is in stock)', () => {
    const product = card('RUB', 262050);
    const line = { characteristicId: 70, cod1S: 7, price: 1, quantity: 2 };
    expect(lineUnitPrice(line, product, 'RUB')).toBe(262100);
    expect(lineTotal(line, product, 'RUB')).toBe(524200);
    expect(orderedPieces({ ...line, quantity: 5, partQuantity: 3 })).toBe(3);
    expect(lineTotal({ ...line, quantity: 5, partQuantity: 3 }, product, 'RUB')).toBe(786300);
  });

  it('before the card is loaded the saved price is used, rounded to the step of the shown currency', () => {
    const line = { characteristicId: 70, cod1S: 7, price: 979640, quantity: 3 };
    expect(lineUnitPrice(line, undefined, 'KZT')).toBe(980000);
    expect(lineTotal(line, null, 'KZT')).toBe(2940000);
  });
});
