import { describe, expect, it } from 'vitest';
import { clubFreeCourier, leaveAtDoorAllowed } from '../../../../core/domain/checkout/courier-offers';
import { toCheckoutChoices } from '../../../../core/domain/checkout/choices';

describe('storefront-shell.md §9 "Leave-at-door price limit 10000"', () => {
  it('an order up to 10000 ₽ may be left at the door, above it not', () => {
    expect(leaveAtDoorAllowed(1_000_000, 'RUB')).toBe(true);
    expect(leaveAtDoorAllowed(999_999, 'RUB')).toBe(true);
    expect(leaveAtDoorAllowed(1_000_001, 'RUB')).toBe(false);
  });

  it('another currency is compared in roubles at the rates (fallback 100 RUB and 540 KZT per 1 USD)', () => {
    // 54 000 ₸ = 10 000 ₽; 54 010 ₸ is over.
    expect(leaveAtDoorAllowed(5_400_000, 'KZT')).toBe(true);
    expect(leaveAtDoorAllowed(5_401_000, 'KZT')).toBe(false);
    // the settings' rate wins: at 500 KZT per USD, 54 000 ₸ is 10 800 ₽.
    expect(leaveAtDoorAllowed(5_400_000, 'KZT', { KZT: 500, RUB: 100 })).toBe(false);
  });

  it('bad input: a total that is not a number never allows it', () => {
    expect(leaveAtDoorAllowed(Number.NaN, 'RUB')).toBe(false);
  });

  it('the stored choice survives a reload and a malformed one is off', () => {
    expect(toCheckoutChoices({ leaveAtDoor: true }).leaveAtDoor).toBe(true);
    expect(toCheckoutChoices({ leaveAtDoor: 'yes' }).leaveAtDoor).toBe(false);
  });
});

describe('storefront-shell.md §9 "Free courier for club: 2 deliveries, amount 150000"', () => {
  it('a club order from 150000 (1 500 ₽) has a free courier, 2 deliveries', () => {
    expect(clubFreeCourier(true, 150_000, 'RUB')).toEqual({ free: true, missingMinor: 0, deliveries: 2 });
    expect(clubFreeCourier(true, 149_000, 'RUB')).toEqual({ free: false, missingMinor: 1_000, deliveries: 2 });
  });

  it('not for a shopper outside the club, nor outside roubles', () => {
    expect(clubFreeCourier(false, 500_000, 'RUB')).toBeNull();
    expect(clubFreeCourier(true, 500_000, 'KZT')).toBeNull();
  });
});
