import { describe, expect, it } from 'vitest';
import { adjustDeliveryHours, DELIVERY_FILTER_HOURS, hoursLeftInDay, readDeliveryFilter } from '../../../../core/domain/catalog/delivery-filter';

describe('storefront-shell.md §9 delivery filter fdlvr', () => {
  it('§9 values 4, 12, 24, 48, 72, 120 hours', () => {
    expect([...DELIVERY_FILTER_HOURS]).toEqual([4, 12, 24, 48, 72, 120]);
    for (const hours of DELIVERY_FILTER_HOURS) expect(readDeliveryFilter(String(hours))).toBe(hours);
    for (const bad of [null, '', '5', '24.0', '-4', 'x', '1200']) expect(readDeliveryFilter(bad)).toBeUndefined();
  });

  it('§9 adjusted by hours left in the day: whole days end at midnight, 4 and 12 hours are kept', () => {
    const evening = new Date(2026, 10, 22, 20, 0, 0);
    expect(hoursLeftInDay(evening)).toBe(4);
    expect(adjustDeliveryHours(4, evening)).toBe(4);
    expect(adjustDeliveryHours(12, evening)).toBe(12);
    expect(adjustDeliveryHours(24, evening)).toBe(28);
    expect(adjustDeliveryHours(120, evening)).toBe(124);
    const morning = new Date(2026, 10, 22, 6, 30, 0);
    expect(hoursLeftInDay(morning)).toBe(18);
    expect(adjustDeliveryHours(48, morning)).toBe(66);
  });
});
