import { describe, expect, it } from 'vitest';
import { checkoutTotals, type TotalLine } from '../../../../core/domain/checkout/totals';

const line = (overrides: Partial<TotalLine> = {}): TotalLine => ({
  quantity: 1,
  includeInOrder: true,
  canBeOrdered: true,
  basicPrice: 10000,
  price: 7500,
  ...overrides,
});

describe('core/checkout totals (shell §3 "Cart", §4 "Cart item rules"; prices in minor units)', () => {
  it('sums goods before the sale, the sale and the total of included, orderable lines', () => {
    expect(checkoutTotals([line({ quantity: 2 }), line({ basicPrice: 5000, price: 5000 })])).toEqual({
      quantity: 3,
      goods: 25000,
      sale: 5000,
      club: 0,
      walletDiscount: 0,
      customs: 0,
      total: 20000,
    });
  });

  it('leaves out lines not included or not orderable', () => {
    expect(checkoutTotals([line(), line({ includeInOrder: false }), line({ canBeOrdered: false })]).quantity).toBe(1);
  });

  it('§4 counts partQuantity pieces when it is set', () => {
    const totals = checkoutTotals([line({ quantity: 5, partQuantity: 2 })]);
    expect(totals.quantity).toBe(2);
    expect(totals.total).toBe(15000);
  });

  it('takes the wallet discount off, never below zero', () => {
    expect(checkoutTotals([line()], 375).total).toBe(7125);
    expect(checkoutTotals([line()], 999999)).toMatchObject({ walletDiscount: 7500, total: 0 });
    expect(checkoutTotals([line()], -5).walletDiscount).toBe(0);
  });

  it('storefront-shell.md §6 premium: the club discount (premiumSaleAmount per piece) is its own figure for a premium shopper', () => {
    const clubLine = line({ quantity: 2, basicPrice: 10000, price: 7000, premiumSaleAmount: 500 });
    expect(checkoutTotals([clubLine], 0, 0, true)).toMatchObject({ goods: 20000, sale: 5000, club: 1000, total: 14000 });
    // Anyone else: the same figures with the club part left in the plain sale.
    expect(checkoutTotals([clubLine], 0, 0, false)).toMatchObject({ goods: 20000, sale: 6000, club: 0, total: 14000 });
    // A club part larger than the whole difference never makes the plain sale negative.
    expect(checkoutTotals([line({ premiumSaleAmount: 99999 })], 0, 0, true)).toMatchObject({ sale: 0, club: 2500 });
  });
});
