import { beforeEach, describe, expect, it } from 'vitest';
import { reshapePlacedOrder, toConfirmedOrder } from '../../../../contracts/basket';
import { reshapeOffices } from '../../../../contracts/delivery';
import { confirmedOrderKey, resolveConfirmedOrder, saveConfirmedOrder } from '../../../../core/domain/checkout/confirmed-order';
import { toCheckoutChoices, EMPTY_CHOICES } from '../../../../core/domain/checkout/choices';
import { filterOffices } from '../../../../core/domain/checkout/filter-offices';
import { toBuyItNowItem } from '../../../../core/domain/checkout/lines';

const wire = {
  orderId: 77,
  createdAt: 1,
  paymentMethod: 4,
  deliveryType: 6,
  address: 'Москва',
  currency: 'RUB',
  items: [{ nmId: 5, chrtId: 50, name: 'A', quantity: 2, price: 1500 }, { bad: true }],
};

describe('core/checkout order confirmation (routing-wallet §8 "Order confirmed fallback")', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads the placed order and sums its items (minor units)', () => {
    const order = reshapePlacedOrder({ state: 0, value: { order: wire } });
    expect(order).toMatchObject({ orderId: '77', paymentType: 4, deliveryType: 6, total: 3000 });
    expect(order.items).toEqual([{ nmId: 5, characteristicId: 50, name: 'A', brand: '', sizeName: '', quantity: 2, price: 1500 }]);
    expect(() => reshapePlacedOrder({ state: 0, value: {} })).toThrow(/orderId/);
  });

  it('§8 uses the route data, else session storage under confirmed_order_{orderId}, else broken with an empty order', () => {
    expect(resolveConfirmedOrder({ orderId: '77', order: wire }, '77')).toMatchObject({ broken: false, order: { orderId: '77' } });
    expect(resolveConfirmedOrder({ orderId: '78', order: null }, '78')).toEqual({ broken: true, order: null });
    saveConfirmedOrder(toConfirmedOrder(wire)!);
    expect(confirmedOrderKey('77')).toBe('confirmed_order_77');
    expect(sessionStorage.getItem('confirmed_order_77')).not.toBeNull();
    expect(resolveConfirmedOrder({ orderId: '77', order: null }, '77')).toMatchObject({ broken: false, order: { orderId: '77', total: 3000 } });
    sessionStorage.setItem('confirmed_order_79', '{not json');
    expect(resolveConfirmedOrder(null, '79')).toEqual({ broken: true, order: null });
  });
});

describe('core/checkout stored choices and inputs', () => {
  it('turns malformed or hostile stored choices into valid ones', () => {
    expect(toCheckoutChoices('junk')).toEqual(EMPTY_CHOICES);
    expect(
      toCheckoutChoices({
        pickupOfficeId: -4,
        courierAddress: 5,
        slots: [{ day: '2026-11-23', from: 600, to: 840 }, { day: 1 }],
        paymentTypeId: '63',
        bankCardId: 7,
      }),
    ).toEqual({
      pickupOfficeId: null,
      courierAddress: '',
      slots: [{ day: '2026-11-23', from: 600, to: 840 }],
      paymentTypeId: 63,
      bankCardId: '7',
      leaveAtDoor: false,
    });
  });

  it('reads the buy-it-now item of the route data', () => {
    expect(toBuyItNowItem({ item: { characteristicId: 50, cod1S: 5, quantity: 0 } })).toEqual({ characteristicId: 50, cod1S: 5, quantity: 1 });
    expect(toBuyItNowItem({ item: { characteristicId: 50 } })).toBeNull();
    expect(toBuyItNowItem(null)).toBeNull();
  });

  it('filters pickup points by every typed word in the name or address', () => {
    // The contract's reader fills every field a pickup point has (contracts/delivery).
    const office = (id: number, name: string, address: string) => reshapeOffices([{ id, name, address, isWb: true, smId: 1 }])[0]!;
    const offices = [office(1, 'Пункт выдачи №1', 'Москва, ул. Мира, д. 1'), office(2, 'Пункт партнёра №2', 'Москва, ул. Ленина, д. 2')];
    expect(filterOffices(offices, '  ').map((o) => o.id)).toEqual([1, 2]);
    expect(filterOffices(offices, 'МИРА москва').map((o) => o.id)).toEqual([1]);
    expect(filterOffices(offices, '№2').map((o) => o.id)).toEqual([2]);
    expect(filterOffices(offices, 'Тверская')).toEqual([]);
  });
});
