import { describe, expect, it } from 'vitest';
import { walletPaymentLimit } from '../../../../core/domain/checkout/wallet-limit';
import { checkoutBlockers } from '../../../../core/domain/checkout/blockers';

const caps = { wlt1: 15000, wlt2: 100000 };

describe('a wallet payment at checkout fits the wallet limits (storefront-routing-wallet.md §5 Wallet, §3 payment method Wallet 12)', () => {
  it('level 1: above the 15000 display maximum the wallet payment is refused with walletOrderLimit', () => {
    expect(walletPaymentLimit({ paymentTypeId: 12, orderMinor: 1_500_000, walletTypeCode: 1, caps })).toBeNull();
    expect(walletPaymentLimit({ paymentTypeId: 12, orderMinor: 1_500_100, walletTypeCode: 1, caps })).toBe('walletOrderLimit');
  });

  it('level 2: the 100000 display maximum applies', () => {
    expect(walletPaymentLimit({ paymentTypeId: 12, orderMinor: 10_000_000, walletTypeCode: 2, caps })).toBeNull();
    expect(walletPaymentLimit({ paymentTypeId: 12, orderMinor: 10_000_100, walletTypeCode: 2, caps })).toBe('walletOrderLimit');
  });

  it('an account-type wallet checks its own limits instead: max order price, then the month left, then the volume left (divided by 100, floored)', () => {
    const accountLimits = { maxOrderPrice: 1_000_000, remainingMonthLimit: 40_000, remainingVolumeLimit: 3_000_050 };
    const pay = (orderMinor: number) => walletPaymentLimit({ paymentTypeId: 12, orderMinor, walletTypeCode: 2, caps, accountLimits });
    // Within all three, and above the level-2 display maximum of 100000 that a level wallet would hit.
    expect(
      walletPaymentLimit({
        paymentTypeId: 12,
        orderMinor: 20_000_000,
        walletTypeCode: 2,
        caps,
        accountLimits: { maxOrderPrice: 1_000_000, remainingMonthLimit: 400_000, remainingVolumeLimit: 50_000_000 },
      }),
    ).toBeNull();
    // 3 000 050 minor -> 30000 (floored): 30000 fits, 30000.01 does not.
    expect(pay(3_000_000)).toBeNull();
    expect(pay(3_000_001)).toBe('walletVolumeLimit');
    expect(
      walletPaymentLimit({
        paymentTypeId: 12,
        orderMinor: 4_000_100,
        walletTypeCode: 2,
        caps,
        accountLimits: { ...accountLimits, remainingVolumeLimit: 90_000_000 },
      }),
    ).toBe('walletLimit');
    expect(walletPaymentLimit({ paymentTypeId: 12, orderMinor: 100_000_100, walletTypeCode: 2, caps, accountLimits })).toBe('walletOrderLimit');
  });

  it('another payment method is never limited by the wallet, and malformed caps apply no maximum', () => {
    expect(walletPaymentLimit({ paymentTypeId: 63, orderMinor: 99_000_000, walletTypeCode: 1, caps })).toBeNull();
    expect(walletPaymentLimit({ paymentTypeId: 12, orderMinor: 99_000_000, walletTypeCode: 1, caps: null })).toBeNull();
  });

  it('the limit key becomes a reason the order button is blocked', () => {
    const reasons = checkoutBlockers({
      signedIn: true,
      orderedQuantity: 1,
      deliveryWay: 'self',
      pickupOfficeId: 1,
      courierAddress: '',
      slots: [],
      fetchedSlots: [],
      paymentTypeId: 12,
      paymentTypes: [{ id: 12, code: 'wallet', name: 'Кошелёк' }],
      bankCardId: null,
      bankCards: [],
      walletLimit: 'walletOrderLimit',
    });
    expect(reasons).toEqual(['walletOrderLimit']);
  });
});
