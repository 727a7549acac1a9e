import { describe, expect, it } from 'vitest';
import { canCancel, cancelMinutesLeft, ORDER_CANCEL_WINDOW_MINUTES } from '../../../../core/domain/account/orders/cancel-window';
import {
  formatCountdown,
  remainingSeconds,
  visibleFailedPayments,
  FAILED_PAYMENTS_DISPLAY_MINUTES,
} from '../../../../core/domain/account/orders/failed-payments';
import { archiveQuery, ARCHIVE_POSITIONS_LIMIT } from '../../../../core/domain/account/orders/archive';
import { deliveryGroup, orderStatusName, paymentMethodName, paymentStatusName, deliveryTypeName, ORDER_ITEM_ACTIONS } from '../../../../contracts/orders/enums';
import { reshapeDeliveries, reshapeFailedPayments } from '../../../../contracts/orders/reshape';

const MIN = 60_000;

describe('order enums (routing-wallet §3)', () => {
  it('§3 order and payment statuses, payment methods, delivery types by code', () => {
    expect([0, 1, 2, 3, 5, 6, 7, 8].map(orderStatusName)).toEqual([
      'Accepted',
      'Assembling',
      'Rejected',
      'Processing',
      'Completed',
      'ValidateFail',
      'Validated',
      'Error',
    ]);
    expect(orderStatusName(4)).toBeNull();
    expect([-1, 1, 2, 3, 4, 5].map(paymentStatusName)).toEqual(['Unknown', 'NotPaid', 'PaySent', 'PayFail', 'Paid', 'Refunded']);
    expect([1, 4, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17].map(paymentMethodName)).toEqual([
      'Card',
      'DefaultCard',
      'SbpQrc',
      'Sbp',
      'WalletQrc',
      'WalletSbp',
      'WalletMe2Me',
      'Wallet',
      'SberPay',
      'PDL',
      'Dram',
      'C2CCard',
    ]);
    expect([5, 6, 17, 30, 31, 33, 86, 100, 111, 113, 125, 135, 127, 137, 333, 555].map(deliveryTypeName)).toEqual([
      'Courier',
      'PickupOffice',
      'Cargo',
      'SellerReturn',
      'Kiosk',
      'IzraelPost',
      'SelfTechPostamat',
      'ExpressCourier',
      'Booking',
      'DBSP',
      'DBS',
      'EDBS',
      'DBSCargo',
      'EDBSCargo',
      'CourierWbGo',
      'CargoWgGo',
    ]);
    expect(ORDER_ITEM_ACTIONS).toEqual(['cancelItem', 'isPrepaid', 'isOnShelf', 'needsDeliveryUpdate', 'location', 'all']);
  });

  it('§3 courier group Courier, ExpressCourier, DBS, EDBS, CourierWbGo; cargo group Cargo, DBSCargo, EDBSCargo, CargoWgGo', () => {
    expect([5, 100, 125, 135, 333].map(deliveryGroup)).toEqual(Array(5).fill('courier'));
    expect([17, 127, 137, 555].map(deliveryGroup)).toEqual(Array(4).fill('cargo'));
    expect([6, 31, 86].map(deliveryGroup)).toEqual(Array(3).fill('pickup'));
  });
});

describe('order cancel window (shell §9 "Order cancel window 60 min")', () => {
  it('§9 cancellable for 60 minutes when the item offers cancelItem', () => {
    expect(ORDER_CANCEL_WINDOW_MINUTES).toBe(60);
    const at = 1_000_000_000;
    expect(canCancel(at, true, at + 59 * MIN)).toBe(true);
    expect(canCancel(at, true, at + 60 * MIN)).toBe(false);
    expect(canCancel(at, false, at + MIN)).toBe(false);
    expect(canCancel(Number.NaN, true, at)).toBe(false);
    expect(cancelMinutesLeft(at, at + 15 * MIN)).toBe(45);
    expect(cancelMinutesLeft(at, at + 61 * MIN)).toBe(0);
  });
});

describe('failed payments (routing-wallet §4, shell §9 "Failed payments shown 150 min")', () => {
  it('§9 shown for 150 minutes with the seconds left counted down', () => {
    expect(FAILED_PAYMENTS_DISPLAY_MINUTES).toBe(150);
    expect(remainingSeconds(0, 0)).toBe(9000);
    expect(remainingSeconds(0, 149 * MIN + 59_000)).toBe(1);
    expect(remainingSeconds(0, 150 * MIN)).toBe(0);
    expect(remainingSeconds(0, 150 * MIN, 7200)).toBe(7050 * 60);
  });

  it('§4 only the failures within the window stay, newest first', () => {
    const now = 200 * MIN;
    const payments = [10, 60, 100].map((minutesAgoFromStart) => ({
      orderId: String(minutesAgoFromStart),
      failedAtMs: minutesAgoFromStart * MIN,
      amountMinor: 100,
      currency: 'RUB',
      reason: '',
    }));
    expect(visibleFailedPayments(payments, now).map((p) => [p.orderId, p.secondsLeft])).toEqual([
      ['100', 50 * 60],
      ['60', 10 * 60],
    ]);
  });

  it('the countdown text', () => {
    expect(formatCountdown(9000)).toBe('2:30:00');
    expect(formatCountdown(245)).toBe('4:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('archive positions fallback (routing-wallet §8, §9 limit 150)', () => {
  it('§8 limit 150, type all, status 0 when the page gives none; a larger limit is capped', () => {
    expect(ARCHIVE_POSITIONS_LIMIT).toBe(150);
    expect(archiveQuery(new URLSearchParams())).toEqual({ limit: 150, type: 'all', status: 0 });
    expect(archiveQuery(new URLSearchParams('limit=20&type=refused&status=2'))).toEqual({ limit: 20, type: 'refused', status: 2 });
    expect(archiveQuery(new URLSearchParams('limit=900&status=x'))).toEqual({ limit: 150, type: 'all', status: 0 });
  });
});

describe('account pages wire readers (bad input)', () => {
  it('skips malformed records and keeps the rest; a non-object answer is an empty list (§8 empty options)', () => {
    expect(reshapeDeliveries(null)).toEqual([]);
    const list = reshapeDeliveries({
      deliveries: [
        { orderId: 'a' },
        'x',
        {
          orderId: 7,
          createdAt: 60,
          items: [
            { rid: 'r', price: 'free' },
            { rid: 'q', price: 100, cancelItem: true },
          ],
        },
      ],
    });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ orderId: '7', orderedAtMs: 60_000, items: [{ rid: 'q', priceMinor: 100, cancelItem: true }] });
    expect(reshapeFailedPayments({ failedPayments: [{ orderId: 1, failedAt: 10, amount: 5 }, { orderId: 2 }] })).toEqual([
      { orderId: '1', failedAtMs: 10_000, amountMinor: 5, currency: 'RUB', reason: '' },
    ]);
  });
});
