import { describe, expect, it } from 'vitest';
import { colourChoices, MAX_COLOURS } from '../../../../core/domain/catalog/product/colours';
import { chooseSize, isSoldOut, needsSizePicker, sizeQueryValue, type SizeStock } from '../../../../core/domain/catalog/product/sizes';
import { groupOptions } from '../../../../core/domain/catalog/product/options';
import { deliveryKindOf, sellerDeliveredOnly } from '../../../../contracts/products/delivery-type';
import { deliveryEstimate, isDeliveryDelayed } from '../../../../core/domain/catalog/product/delivery';
import { canDeliverToday, windowSlotStarts } from '../../../../core/domain/catalog/product/express';
import { productRedirectNumber, productRedirectTarget, productPath } from '../../../../core/domain/catalog/product/redirect';
import { NO_NAME_KEY, productName } from '../../../../contracts/products/name';
import { adultDisplay } from '../../../../core/domain/catalog/product/adult';
import { ADULT_CONFIRMATION_TTL_MS } from '../../../../core/domain/banners/adult';

const size = (characteristicId: number, name: string, price: number | undefined, stockQty: number, optionId = characteristicId + 1000): SizeStock => ({
  characteristicId,
  optionId,
  name,
  price,
  stockQty,
});

describe('§5/§9 colours', () => {
  const group = Array.from({ length: 75 }, (_, i) => ({ nmId: i + 1, name: `c${i + 1}`, pics: 1 }));
  it('§9 "Colours limited to 60"', () => {
    expect(MAX_COLOURS).toBe(60);
    expect(colourChoices(group, 1)).toHaveLength(60);
  });
  it('keeps the current product among the 60 when it lies beyond them', () => {
    const shown = colourChoices(group, 70);
    expect(shown).toHaveLength(60);
    expect(shown.map((c) => c.nmId)).toContain(70);
  });
  it('drops duplicates and ids that are not positive integers', () => {
    expect(
      colourChoices(
        [
          { nmId: 3, name: 'a', pics: 1 },
          { nmId: 3, name: 'a', pics: 1 },
          { nmId: -1, name: 'x', pics: 0 },
        ],
        3,
      ),
    ).toHaveLength(1);
  });
});

describe('§3/§4 sizes with stock', () => {
  const sizes = [size(1, 'S', 1000, 0), size(2, 'M', 1000, 5), size(3, 'L', undefined, 5)];
  it('§4 a product is sold out when no size has a price to show (with stock)', () => {
    expect(isSoldOut(sizes)).toBe(false);
    expect(isSoldOut([size(1, 'S', undefined, 10), size(2, 'M', 1000, 0)])).toBe(true);
    expect(isSoldOut([])).toBe(true);
  });
  it('routing-wallet §2.2 the size query picks by optionId, characteristicId or name', () => {
    expect(chooseSize(sizes, '1003')?.characteristicId).toBe(3);
    expect(chooseSize(sizes, '1')?.characteristicId).toBe(1);
    expect(chooseSize(sizes, 'M')?.characteristicId).toBe(2);
  });
  it('without a query: the card selectedSize when available, else the first available size', () => {
    expect(chooseSize(sizes, null, 1002)?.characteristicId).toBe(2);
    expect(chooseSize(sizes, null, 1001)?.characteristicId).toBe(2); // S has no stock
    expect(chooseSize(sizes, 'XXL')?.characteristicId).toBe(2);
    expect(chooseSize([size(1, 'S', undefined, 0), size(2, 'M', undefined, 0)])).toBeUndefined();
  });
  it('a single unnamed size needs no picker; the query keeps the optionId', () => {
    expect(needsSizePicker([size(1, '', 100, 1)])).toBe(false);
    expect(needsSizePicker(sizes)).toBe(true);
    expect(sizeQueryValue(sizes[1]!)).toBe('1002');
  });
});

describe('grouped options', () => {
  it('ungrouped options first, then the groups in order; blanks left out', () => {
    const groups = groupOptions(
      [
        { name: 'Colour', value: 'red' },
        { name: 'Fabric', value: 'cotton' },
        { name: 'Empty', value: ' ' },
      ],
      [
        {
          name: 'Care',
          options: [
            { name: 'Fabric', value: 'cotton' },
            { name: 'Wash', value: '30°' },
          ],
        },
        { name: 'Nothing', options: [] },
      ],
    );
    expect(groups).toEqual([
      { name: null, options: [{ name: 'Colour', value: 'red' }] },
      {
        name: 'Care',
        options: [
          { name: 'Fabric', value: 'cotton' },
          { name: 'Wash', value: '30°' },
        ],
      },
    ]);
  });
});

describe('§4 delivery type codes and the estimate', () => {
  it('§4 "2 or 7 seller-delivered (DBS), 10 booking, 13 resale, 14 delivery-by-seller-pickup"', () => {
    expect([2, 7, 10, 13, 14, 4, undefined].map(deliveryKindOf)).toEqual([
      'sellerDelivered',
      'sellerDelivered',
      'booking',
      'resale',
      'sellerPickup',
      'marketplace',
      'marketplace',
    ]);
  });
  it("shell §2 courier-only goods: every stock that holds them is the seller's delivery (codes 2, 7)", () => {
    const stock = (deliveryType: number, quantity = 3) => ({ deliveryType, quantity });
    expect(sellerDeliveredOnly([stock(2)])).toBe(true);
    expect(sellerDeliveredOnly([stock(7), stock(2), stock(0, 0)])).toBe(true);
    expect(sellerDeliveredOnly([stock(2), stock(0)])).toBe(false);
    expect(sellerDeliveredOnly([stock(14)])).toBe(false);
    expect(sellerDeliveredOnly([])).toBe(false);
    expect(sellerDeliveredOnly([stock(2, 0)])).toBe(false);
  });
  const hour = 3_600_000;
  const stocks = [
    { quantity: 0, time1: 1, time2: 2, deliveryType: 4 },
    { quantity: 3, time1: 24, time2: 48, deliveryType: 2 },
    { quantity: 3, time1: 10, time2: 30, deliveryType: 4 },
  ];
  it('counts from when the card was read, on the fastest stock with goods', () => {
    expect(deliveryEstimate(stocks, 0)).toEqual({ earliest: 10 * hour, latest: 30 * hour, kind: 'marketplace' });
    expect(deliveryEstimate([{ quantity: 0, time1: 1, time2: 2, deliveryType: 4 }], 0)).toBeNull();
  });
  it('§8 "Delivery estimate past due shows a delayed status": only after the latest arrival', () => {
    const estimate = deliveryEstimate(stocks, 0)!;
    expect(isDeliveryDelayed(estimate, 30 * hour)).toBe(false);
    expect(isDeliveryDelayed(estimate, 30 * hour + 1)).toBe(true);
  });
});

describe('routing-wallet §5 express delivery today', () => {
  const at = (h: number, m = 0) => new Date(2026, 4, 12, h, m);
  const slots = windowSlotStarts();
  it('only inside 9:00-23:00', () => {
    expect(canDeliverToday({ now: at(8, 59), deliveryHours: 1, slotStarts: slots })).toBe(false);
    expect(canDeliverToday({ now: at(9, 0), deliveryHours: 1, slotStarts: slots })).toBe(true);
    expect(canDeliverToday({ now: at(23, 0), deliveryHours: 0, slotStarts: [23 * 60 + 30] })).toBe(false);
  });
  it('only when delivery hours are below 5', () => {
    expect(canDeliverToday({ now: at(10), deliveryHours: 4, slotStarts: slots })).toBe(true);
    expect(canDeliverToday({ now: at(10), deliveryHours: 5, slotStarts: slots })).toBe(false);
  });
  it('only when a slot begins later than now plus the delivery hours', () => {
    // the last slot starts at 22:00: ready by 21:59 is in time, ready at 22:00 is not
    expect(canDeliverToday({ now: at(17, 59), deliveryHours: 4, slotStarts: slots })).toBe(true);
    expect(canDeliverToday({ now: at(18), deliveryHours: 4, slotStarts: slots })).toBe(false);
  });
});

describe('routing-wallet §5/§9 product redirect', () => {
  it('numeric query strictly between 1000 and 1000000000', () => {
    expect(productRedirectNumber('1000')).toBeNull();
    expect(productRedirectNumber('1001')).toBe(1001);
    expect(productRedirectNumber('999999999')).toBe(999999999);
    expect(productRedirectNumber('1000000000')).toBeNull();
    expect(productRedirectNumber('12a45')).toBeNull();
  });
  it('only when the product has pictures', () => {
    expect(productRedirectTarget('123456', 0)).toBeNull();
    expect(productRedirectTarget(' 123456 ', 3)).toBe('/catalog/123456/detail.aspx');
    expect(productPath(5, 'M L')).toBe('/catalog/5/detail.aspx?size=M%20L');
  });
});

describe('§5 no name and adult items', () => {
  it('§5 a product without a name shows productCard.noNameSpecified', () => {
    expect(NO_NAME_KEY).toBe('productCard.noNameSpecified');
    expect(productName('  ')).toBeNull();
    expect(productName(undefined)).toBeNull();
    expect(productName(' Dress ')).toBe('Dress');
  });
  it('§5 adult images are blurred until confirmed (1 h), hidden under the adult filter', () => {
    expect(adultDisplay(false, { confirmedAt: null, now: 0 })).toBe('show');
    expect(adultDisplay(true, { confirmedAt: null, now: 10 })).toBe('blur');
    expect(adultDisplay(true, { confirmedAt: 0, now: ADULT_CONFIRMATION_TTL_MS - 1 })).toBe('show');
    expect(adultDisplay(true, { confirmedAt: 0, now: ADULT_CONFIRMATION_TTL_MS })).toBe('blur');
    expect(adultDisplay(true, { confirmedAt: 0, now: 1, filterOn: true })).toBe('hide');
  });
});
