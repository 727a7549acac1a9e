import { describe, expect, it } from 'vitest';
import { checkoutBlockers, effectiveCardId, effectivePaymentTypeId, type BlockerInput } from '../../../../core/domain/checkout/blockers';
import { CARD_PAYMENT, reshapeBankCards, reshapePayments } from '../../../../contracts/basket';

const card = (id: string, extra = {}) => ({ id, mask: '2200 **** **** 1234', paymentSystem: 'MIR', isDefault: false, expired: false, ...extra });
const slot = { day: '2026-11-23', from: 600, to: 840 };

const ready = (overrides: Partial<BlockerInput> = {}): BlockerInput => ({
  signedIn: true,
  orderedQuantity: 1,
  deliveryWay: 'self',
  pickupOfficeId: 10005,
  courierAddress: '',
  slots: [],
  fetchedSlots: undefined,
  paymentTypeId: null,
  paymentTypes: [{ id: CARD_PAYMENT.id, code: 'crd', name: 'Card' }],
  bankCardId: null,
  bankCards: [card('a', { isDefault: true })],
  ...overrides,
});

describe('core/checkout place-order blockers', () => {
  it('nothing blocks a complete pickup order', () => {
    expect(checkoutBlockers(ready())).toEqual([]);
  });

  it('names each missing choice', () => {
    expect(checkoutBlockers(ready({ signedIn: false, orderedQuantity: 0, pickupOfficeId: null, bankCards: [] }))).toEqual(['signIn', 'empty', 'pickupPoint']);
    expect(checkoutBlockers(ready({ bankCards: [] }))).toEqual(['bankCard']);
    expect(checkoutBlockers(ready({ bankCards: undefined }))).toEqual(['loading']);
    expect(checkoutBlockers(ready({ deliveryWay: 'courier' }))).toEqual(['courierAddress', 'courierSlot']);
  });

  it('shell §2 courier-only-items popup: a pickup order with courier-only goods is refused; a courier one is not', () => {
    expect(checkoutBlockers(ready({ courierOnlyCount: 1 }))).toEqual(['courierOnly']);
    expect(checkoutBlockers(ready({ courierOnlyCount: 2, pickupOfficeId: null }))).toEqual(['courierOnly', 'pickupPoint']);
    const courier = ready({ deliveryWay: 'courier', courierAddress: 'ул. Мира, 5', slots: [slot], fetchedSlots: [{ day: slot.day, slots: [slot] }] });
    expect(checkoutBlockers({ ...courier, courierOnlyCount: 2 })).toEqual([]);
    expect(checkoutBlockers(ready({ courierOnlyCount: 0 }))).toEqual([]);
  });

  it('§5 a courier order is blocked until every chosen slot matches a fetched one', () => {
    const courier = ready({ deliveryWay: 'courier', courierAddress: 'ул. Мира, 5', slots: [slot] });
    expect(checkoutBlockers({ ...courier, fetchedSlots: undefined })).toEqual(['loading']);
    expect(checkoutBlockers({ ...courier, fetchedSlots: [{ day: slot.day, slots: [{ ...slot, to: 1080 }] }] })).toEqual(['slotUnavailable']);
    expect(checkoutBlockers({ ...courier, fetchedSlots: [{ day: slot.day, slots: [slot] }] })).toEqual([]);
  });

  it('§3 the card payment (crd, 63) needs a usable card; the default card is preselected, expired cards never', () => {
    expect(effectiveCardId(null, [card('a'), card('b', { isDefault: true })])).toBe('b');
    expect(effectiveCardId('a', [card('a'), card('b', { isDefault: true })])).toBe('a');
    expect(effectiveCardId('x', [card('a', { expired: true, isDefault: true }), card('b')])).toBe('b');
    expect(effectiveCardId(null, [card('a', { expired: true })])).toBeNull();
    expect(checkoutBlockers(ready({ paymentTypes: [{ id: 8, code: 'sbp', name: 'SBP' }], bankCards: [] }))).toEqual([]);
  });

  it('§3 the card payment is the default payment type when offered', () => {
    expect(
      effectivePaymentTypeId(null, [
        { id: 8, code: 'sbp', name: 'SBP' },
        { id: 63, code: 'crd', name: 'Card' },
      ]),
    ).toBe(63);
    expect(
      effectivePaymentTypeId(8, [
        { id: 8, code: 'sbp', name: 'SBP' },
        { id: 63, code: 'crd', name: 'Card' },
      ]),
    ).toBe(8);
    expect(effectivePaymentTypeId(99, [{ id: 8, code: 'sbp', name: 'SBP' }])).toBe(8);
    expect(effectivePaymentTypeId(null, [])).toBeNull();
  });

  it('reads payments and masked cards, skipping malformed entries (hostile text kept as text)', () => {
    expect(reshapePayments({ payments: [{ id: 63, code: 'crd', name: '<img src=x>' }, { code: 'x' }, null] })).toEqual([
      { id: 63, code: 'crd', name: '<img src=x>' },
    ]);
    expect(reshapeBankCards({ maskedCards: [{ id: 7, mask: '2200 **** 1', isDefault: 1 }, { id: 'x' }] })).toEqual([
      { id: '7', mask: '2200 **** 1', paymentSystem: '', isDefault: true, expired: false },
    ]);
    expect(() => reshapePayments({})).toThrow(/payments/);
    expect(() => reshapeBankCards([])).toThrow(/maskedCards/);
  });
});
