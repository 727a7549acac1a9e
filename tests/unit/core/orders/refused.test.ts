import { describe, expect, it } from 'vitest';
import { refusedStillShown, shownDeliveries } from '../../../../core/domain/account/orders/refused';
import { reshapeDeliveries } from '../../../../contracts/orders/reshape';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 27, 12);

const order = (id: string, status: number, changedDaysAgo?: number, orderedDaysAgo = 10) => ({
  orderId: id,
  status,
  orderedAtMs: NOW - orderedDaysAgo * DAY,
  ...(changedDaysAgo === undefined ? {} : { statusChangedAtMs: NOW - changedDaysAgo * DAY }),
});

describe('storefront-shell.md §9 "Refused status shown 7 days"', () => {
  it('a refused order (status Rejected 2) is listed for 7 days after its refusal, then not', () => {
    expect(refusedStillShown(order('a', 2, 0), NOW)).toBe(true);
    expect(refusedStillShown(order('a', 2, 6.99), NOW)).toBe(true);
    expect(refusedStillShown(order('a', 2, 7), NOW)).toBe(false);
    expect(refusedStillShown(order('a', 2, 8), NOW)).toBe(false);
  });

  it('without a status change time the order time counts', () => {
    expect(refusedStillShown(order('a', 2, undefined, 3), NOW)).toBe(true);
    expect(refusedStillShown(order('a', 2, undefined, 7), NOW)).toBe(false);
  });

  it('other statuses are never dropped, however old', () => {
    const list = [order('accepted', 0, 30), order('refused-2d', 2, 2), order('refused-8d', 2, 8), order('processing', 3, 100, 100)];
    expect(shownDeliveries(list, NOW).map((o) => o.orderId)).toEqual(['accepted', 'refused-2d', 'processing']);
  });

  it('reads statusChangedAt (seconds) from the wire; a missing one stays absent', () => {
    const [withChange, without] = reshapeDeliveries({
      deliveries: [
        { orderId: 1, createdAt: 1_700_000_000, status: 2, statusChangedAt: 1_700_086_400, items: [] },
        { orderId: 2, createdAt: 1_700_000_000, status: 2, items: [] },
      ],
    });
    expect(withChange!.statusChangedAtMs).toBe(1_700_086_400_000);
    expect(without).not.toHaveProperty('statusChangedAtMs');
  });
});
