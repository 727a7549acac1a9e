import { describe, expect, it } from 'vitest';
import { customsCharge } from '../../../../core/domain/checkout/customs';
import { checkoutTotals } from '../../../../core/domain/checkout/totals';

describe('routing-wallet §5 customs', () => {
  const duty = { dutyFreeLimit: 100_000, percent: 15, fixedAmount: 500 };
  it('"Customs charges are 0 below the duty-free limit"', () => {
    expect(customsCharge(99_999, duty, 'RUB')).toBe(0);
    expect(customsCharge(100_000, duty, 'RUB')).toBe(0);
    expect(customsCharge(200_000, duty, 'RUB')).toBe(15_000 + 500);
  });
  it("the charge is rounded once to the currency's fiscal step (KZT 10)", () => {
    // 15 % of 12 345.67 ₸ is 1 851.85 ₸: a whole 10 ₸ step, 1 850 ₸.
    expect(customsCharge(1_234_567 + 100_000, { ...duty, fixedAmount: 0 }, 'KZT')).toBe(185_000);
  });
  it('no duty settings, no charge', () => {
    expect(customsCharge(10_000_000, null, 'RUB')).toBe(0);
  });
  it('the charge is added to what the shopper pays', () => {
    const totals = checkoutTotals([{ quantity: 2, includeInOrder: true, canBeOrdered: true, basicPrice: 150_000, price: 100_000 }], 0, 15_500);
    expect(totals).toEqual({ quantity: 2, goods: 300_000, sale: 100_000, club: 0, walletDiscount: 0, customs: 15_500, total: 215_500 });
  });
});
