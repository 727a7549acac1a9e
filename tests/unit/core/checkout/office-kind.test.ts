import { describe, expect, it } from 'vitest';
import { officeKind, servesShoppers, filterOffices, PICKUP_STORAGE_DAYS } from '../../../../core/domain/checkout';
import { reshapeOffices, type PickupOffice } from '../../../../contracts/delivery';

const wire = (id: number, fields: Record<string, unknown> = {}) => ({ id, name: `Пункт №${id}`, address: `Москва, д. ${id}`, ...fields });

describe('storefront-shell.md §9 "Pickup types: 1 to 10 and 14; partner-post types 23, 29, 31, 32"', () => {
  it('§9 pickup types 1 to 10 and 14 are pickup points; 23, 29, 31, 32 are partner post', () => {
    for (const type of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14]) expect(officeKind({ pickupType: type, isExternalPostamat: false })).toBe('pickup');
    for (const type of [23, 29, 31, 32]) expect(officeKind({ pickupType: type, isExternalPostamat: false })).toBe('partnerPost');
    expect(officeKind({ pickupType: 11, isExternalPostamat: false })).toBe('other');
    expect(officeKind({ pickupType: 24, isExternalPostamat: false })).toBe('other');
    expect(officeKind({ pickupType: null, isExternalPostamat: false })).toBe('pickup');
    expect(officeKind({ pickupType: 14, isExternalPostamat: true })).toBe('postamat');
  });

  it('routing-wallet §3 pickup point fields are read (dtype, typePoint, deliveryType, isSortCenter, isExternalPostamat, shouldShowName, photos)', () => {
    const [office] = reshapeOffices([
      wire(1, {
        dtype: 6,
        typePoint: 2,
        deliveryType: 86,
        pickupType: 14,
        isSortCenter: false,
        isExternalPostamat: true,
        shouldShowName: true,
        photos: ['a.webp', 7, ''],
      }),
    ]);
    expect(office).toMatchObject({
      dtype: 6,
      typePoint: 2,
      deliveryType: 86,
      pickupType: 14,
      isExternalPostamat: true,
      shouldShowName: true,
      photos: ['a.webp'],
    });
    expect(officeKind(office!)).toBe('postamat');
  });

  it('routing-wallet §3 isSortCenter: a sort center is never offered to the shopper', () => {
    const offices: PickupOffice[] = reshapeOffices([wire(1, { pickupType: 1 }), wire(2, { pickupType: 23, isSortCenter: true }), wire(3, { pickupType: 29 })]);
    expect(offices.map(servesShoppers)).toEqual([true, false, true]);
    expect(filterOffices(offices, '').map((o) => o.id)).toEqual([1, 3]);
    expect(filterOffices(offices, 'Москва').map((o) => o.id)).toEqual([1, 3]);
  });

  it('§9 "Pickup storage 12 days"', () => {
    expect(PICKUP_STORAGE_DAYS).toBe(12);
  });
});
