import { describe, expect, it } from 'vitest';
import type { PickupOffice } from '../../../../contracts/delivery';
import { readProductCard, vatIncluded, vatPercentOfFlag, VAT_REFUND_PERCENT_BY_FLAG } from '../../../../contracts/products';
import { vatShares, type VatLine } from '../../../../core/domain/checkout/business-vat';
import { filterOffices } from '../../../../core/domain/checkout/filter-offices';

const office = (id: number, overrides: Partial<PickupOffice> = {}): PickupOffice => ({
  id,
  name: `№${id}`,
  address: `ул. ${id}`,
  lat: null,
  lon: null,
  dest: null,
  pickupType: 1,
  workTime: '',
  smId: null,
  isWb: true,
  dtype: null,
  typePoint: null,
  deliveryType: null,
  isSortCenter: false,
  isExternalPostamat: false,
  shouldShowName: false,
  photos: [],
  ...overrides,
});

const line = (overrides: Partial<VatLine> = {}): VatLine => ({
  quantity: 1,
  includeInOrder: true,
  canBeOrdered: true,
  basicPrice: 12000,
  price: 12000,
  vatPercent: 20,
  ...overrides,
});

describe('storefront-shell.md §9 "Vat refund percent by flag: 5, 7, 10, 20"', () => {
  it('maps the flags 1 to 4 to 5, 7, 10 and 20 percent; no flag or an unknown one is no VAT', () => {
    expect(VAT_REFUND_PERCENT_BY_FLAG).toEqual({ 1: 5, 2: 7, 3: 10, 4: 20 });
    expect([1, 2, 3, 4].map(vatPercentOfFlag)).toEqual([5, 7, 10, 20]);
    expect([0, 5, -1, 2.5, '4', null, undefined].map(vatPercentOfFlag)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('reads the card wire vatFlag into vatPercent (§3 isVatRefundable, vatPercent)', () => {
    expect(readProductCard({ id: 1, vatFlag: 4 })?.vatPercent).toBe(20);
    expect(readProductCard({ id: 1, vatFlag: 3 })?.vatPercent).toBe(10);
    expect(readProductCard({ id: 1 })?.vatPercent).toBe(0);
    expect(readProductCard({ id: 1, vatFlag: 'x' })?.vatPercent).toBe(0);
  });

  it('takes the VAT out of a price that includes it, rounded once to the currency step', () => {
    expect(vatIncluded(12000, 20, 'RUB')).toBe(2000); // 120 ₽ with 20 % holds 20 ₽
    expect(vatIncluded(11000, 10, 'RUB')).toBe(1000);
    expect(vatIncluded(10500, 5, 'RUB')).toBe(500);
    expect(vatIncluded(10700, 7, 'RUB')).toBe(700);
    expect(vatIncluded(10000, 20, 'RUB')).toBe(1700); // 16.67 ₽ to the whole rouble
    expect(vatIncluded(10000, 0, 'RUB')).toBe(0);
  });
});

describe('storefront-shell.md §6 "B2B mode: shows VAT info, changes delivery filtering"', () => {
  it('shows the VAT of the ordered lines per rate, highest rate first', () => {
    const shares = vatShares(
      [
        line({ quantity: 2 }), // 240 ₽ at 20 %
        line({ price: 11000, basicPrice: 11000, vatPercent: 10 }),
        line({ vatPercent: 0 }),
        line({ includeInOrder: false }),
        line({ canBeOrdered: false }),
        line({ quantity: 5, partQuantity: 1, vatPercent: 5, price: 10500, basicPrice: 10500 }),
      ],
      'RUB',
    );
    expect(shares).toEqual([
      { percent: 20, amount: 4000 },
      { percent: 10, amount: 1000 },
      { percent: 5, amount: 500 },
    ]);
    expect(vatShares([line({ vatPercent: 0 })], 'RUB')).toEqual([]);
  });

  it('offers a business order only the marketplace own pickup points: no partner post, no external locker', () => {
    const offices = [
      office(1),
      office(2, { pickupType: 14 }),
      office(3, { pickupType: 14, isExternalPostamat: true }),
      office(4, { pickupType: 23 }),
      office(5, { pickupType: 32 }),
      office(6, { pickupType: null }),
    ];
    expect(filterOffices(offices, '', true).map((o) => o.id)).toEqual([1, 2, 6]);
    expect(filterOffices(offices, '', false).map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
