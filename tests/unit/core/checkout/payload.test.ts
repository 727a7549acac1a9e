import { describe, expect, it } from 'vitest';
import { basketForm, orderForm, reshapeBasketAnswer } from '../../../../contracts/basket';
import { buildBasketPayload, includeInOrderStr, type PayloadInput } from '../../../../core/domain/checkout/payload';

const line = (characteristicId: number, extra: Partial<PayloadInput['lines'][number]> = {}) => ({
  characteristicId,
  quantity: 2,
  includeInOrder: true,
  canBeOrdered: true,
  ...extra,
});

const input = (overrides: Partial<PayloadInput> = {}): PayloadInput => ({
  lines: [line(11), line(12)],
  currency: 'RUB',
  locale: 'ru',
  language: 'kk',
  address: 'Москва, ул. Мира, д. 5',
  lat: 55.7,
  lon: 37.6,
  addressId: 10005,
  signed: { userBalanceSigned: 'b', userGradeSigned: 'g', customsDutySigned: 'c' },
  installment: null,
  buyItNow: false,
  ...overrides,
});

/** The field list of routing-wallet §3 "Basket request payload (serialised form)", in order. */
const PAYLOAD_FIELDS = [
  'items',
  'currency',
  'xInfo',
  'cityLatitude',
  'cityLongitude',
  'address',
  'userBalanceSigned',
  'unpaidAmount',
  'userDataSigned',
  'addressDataSign',
  'userGradeSigned',
  'customsDutySigned',
  'iwcNetLimit',
  'cwbLimit',
  'bplOffers',
  'instType',
  'b2bSellerId',
  'isBuyItNowMode',
  'includeInOrderStr',
  'currentLocale',
  // Not a §3 field: the language of the lines' names, as every card call sends lang (shell §7).
  'lang',
];

describe('core/checkout basket payload (routing-wallet §3)', () => {
  it('§3 serialises every payload field as a form', () => {
    const form = basketForm(buildBasketPayload(input()));
    expect([...form.keys()]).toEqual(PAYLOAD_FIELDS);
    expect(JSON.parse(form.get('items')!)).toEqual([
      { chrtId: 11, quantity: 2 },
      { chrtId: 12, quantity: 2 },
    ]);
    expect(form.get('currency')).toBe('RUB');
    expect(form.get('currentLocale')).toBe('ru');
    expect(form.get('lang')).toBe('kk');
    expect(form.get('cityLatitude')).toBe('55.7');
    expect(form.get('userGradeSigned')).toBe('g');
    expect(form.get('isBuyItNowMode')).toBe('false');
  });

  it('§3 iwcNetLimit is -1 when there is no pay-later limit', () => {
    expect(buildBasketPayload(input()).iwcNetLimit).toBe(-1);
  });

  it('§3 includeInOrderStr is "1" when every line is included, else the included ids joined by ";"', () => {
    expect(includeInOrderStr([line(11), line(12)])).toBe('1');
    expect(includeInOrderStr([line(11), line(12, { includeInOrder: false }), line(13)])).toBe('11;13');
    expect(includeInOrderStr([line(11), line(12, { canBeOrdered: false })])).toBe('11');
  });

  it('§4 a line with partQuantity orders only that many pieces', () => {
    expect(buildBasketPayload(input({ lines: [line(11, { quantity: 5, partQuantity: 3 })] })).items).toEqual([{ characteristicId: 11, quantity: 3 }]);
  });

  it('§9 cwbLimit is the available sum divided by 100 and floored, only when the status is completed (else 0)', () => {
    expect(buildBasketPayload(input({ installment: { status: 'completed', availableSum: 3000099 } })).cwbLimit).toBe(30000);
    expect(buildBasketPayload(input({ installment: { status: 'pending', availableSum: 3000099 } })).cwbLimit).toBe(0);
    expect(buildBasketPayload(input({ installment: null })).cwbLimit).toBe(0);
  });

  it('§3 instType is pdl when the shopper pays by installments, else empty', () => {
    expect(buildBasketPayload(input({ instType: 'pdl' })).instType).toBe('pdl');
    expect(buildBasketPayload(input()).instType).toBe('');
  });

  it('buy-it-now mode is flagged in the payload', () => {
    expect(basketForm(buildBasketPayload(input({ buyItNow: true }))).get('isBuyItNowMode')).toBe('true');
  });

  it('the order form adds the checkout choices to the same payload', () => {
    const form = orderForm(buildBasketPayload(input()), {
      deliveryWay: 'courier',
      officeId: 10005,
      courierAddress: 'ул. Мира, 5',
      slots: [{ day: '2026-11-23', from: 600, to: 840 }],
      paymentTypeId: 63,
      bankCardId: '1-1',
    });
    expect(form.get('includeInOrderStr')).toBe('1');
    expect(form.get('deliveryWay')).toBe('courier');
    expect(JSON.parse(form.get('deliverySlots')!)).toEqual([{ day: '2026-11-23', from: 600, to: 840 }]);
    expect(form.get('paymentType')).toBe('63');
  });
});

describe('core/api/checkout basket response (routing-wallet §3 "Basket response")', () => {
  it('reads data.basket.basketItems, isNetworkError and the enrichment', () => {
    const answer = reshapeBasketAnswer({
      data: {
        basket: {
          basketItems: [{ characteristicId: 11, cod1S: 5, quantity: 2, price: 1000, priceWithSale: 800, goodsName: '<b>x</b>', partQuantity: 1 }, { nope: 1 }],
        },
      },
      isNetworkError: true,
      userGradeSigned: 'g',
      pdlInstOptions: { status: 'completed', availableSum: 500 },
      promoDeliveryPoint: { country: 'ru', address: 'Москва', addressId: 7, officeId: 7, dest: -1, sign: 's', lat: 1, lon: 2 },
      promoBasketTitle: 'T',
    });
    expect(answer.items).toEqual([
      {
        characteristicId: 11,
        cod1S: 5,
        quantity: 2,
        includeInOrder: true,
        canBeOrdered: true,
        maxQuantity: null,
        partQuantity: 1,
        price: 1000,
        priceWithSale: 800,
        goodsName: '<b>x</b>',
        brandName: '',
        sizeName: '',
      },
    ]);
    expect(answer.isNetworkError).toBe(true);
    expect(answer.installment).toEqual({ status: 'completed', availableSum: 500, periodCodes: [] });
    expect(answer.promoDeliveryPoint).toEqual({ country: 'ru', address: 'Москва', addressId: 7, officeId: 7, dest: -1, sign: 's', lat: 1, lon: 2 });
    expect(answer.promoBasketTitle).toBe('T');
  });

  it("§3 reads the installment plans' period codes and the duty settings of the signed customs blob", () => {
    const blob = `${Buffer.from(JSON.stringify({ dutyFreelimit: 20000000, duty: 15, fixedAmount: 0 })).toString('base64url')}.sig`;
    const answer = reshapeBasketAnswer({
      data: { basket: { basketItems: [] } },
      pdlInstOptions: { status: 'completed', availableSum: 3000000, productPlans: [{ period: 4 }, { period: 'x' }, { period: 9 }] },
      customsDutySigned: blob,
    });
    expect(answer.installment?.periodCodes).toEqual([4, 9]);
    expect(answer.customsDuty).toEqual({ dutyFreeLimit: 20000000, percent: 15, fixedAmount: 0 });
    expect(answer.customsDutySigned).toBe(blob);
  });

  it('a customs blob that does not read gives no duty settings', () => {
    for (const customsDutySigned of [
      '',
      'not base64!.x',
      `${Buffer.from('[1]').toString('base64url')}.s`,
      `${Buffer.from('{"duty":-1,"dutyFreelimit":5}').toString('base64url')}.s`,
    ]) {
      expect(reshapeBasketAnswer({ data: { basket: { basketItems: [] } }, customsDutySigned }).customsDuty).toBeNull();
    }
  });

  it('a payload without data.basket.basketItems is a typed error', () => {
    expect(() => reshapeBasketAnswer({ data: {} })).toThrow(/basketItems/);
    expect(() => reshapeBasketAnswer(null)).toThrow(/basketItems/);
  });
});
