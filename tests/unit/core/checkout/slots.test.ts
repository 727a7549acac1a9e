import { describe, expect, it } from 'vitest';
import { reshapeCourierSlots, courierSlotsBody } from '../../../../contracts/basket';
import { courierSlotsAvailable, minutesToClock, nextDeliveryDay } from '../../../../core/domain/checkout/slots';

const fetched = [
  {
    day: '2026-11-23',
    slots: [
      { day: '2026-11-23', from: 600, to: 840 },
      { day: '2026-11-23', from: 840, to: 1080 },
    ],
  },
  { day: '2026-11-24', slots: [{ day: '2026-11-24', from: 1080, to: 1320 }] },
];

describe('core/checkout courier slots (shell §5 "Courier slot is available only if every chosen slot\'s date and start-end minutes match a fetched slot")', () => {
  it('§5 is available when every chosen slot matches a fetched one', () => {
    expect(courierSlotsAvailable([{ day: '2026-11-23', from: 840, to: 1080 }], fetched)).toBe(true);
    expect(
      courierSlotsAvailable(
        [
          { day: '2026-11-23', from: 600, to: 840 },
          { day: '2026-11-24', from: 1080, to: 1320 },
        ],
        fetched,
      ),
    ).toBe(true);
  });

  it('§5 is not available when one chosen slot differs in date, start or end', () => {
    expect(courierSlotsAvailable([{ day: '2026-11-24', from: 600, to: 840 }], fetched)).toBe(false);
    expect(courierSlotsAvailable([{ day: '2026-11-23', from: 601, to: 840 }], fetched)).toBe(false);
    expect(courierSlotsAvailable([{ day: '2026-11-23', from: 600, to: 841 }], fetched)).toBe(false);
    expect(
      courierSlotsAvailable(
        [
          { day: '2026-11-23', from: 600, to: 840 },
          { day: '2026-11-25', from: 600, to: 840 },
        ],
        fetched,
      ),
    ).toBe(false);
  });

  it('nothing chosen, or nothing fetched, is not available', () => {
    expect(courierSlotsAvailable([], fetched)).toBe(false);
    expect(courierSlotsAvailable([{ day: '2026-11-23', from: 600, to: 840 }], [])).toBe(false);
  });

  it('§3 reads delivery_time_slots (day, time_slots from/to), skipping malformed days and windows', () => {
    const days = reshapeCourierSlots({
      delivery_time_slots: [
        { day: '2026-11-23T00:00:00Z', time_slots: [{ from: 600, to: 840 }, { from: 900, to: 800 }, { from: 'x', to: 5 }, null] },
        { day: 'tomorrow', time_slots: [{ from: 600, to: 840 }] },
        { day: '2026-11-24', time_slots: 'none' },
        42,
      ],
    });
    expect(days).toEqual([{ day: '2026-11-23', slots: [{ day: '2026-11-23', from: 600, to: 840 }] }]);
    expect(() => reshapeCourierSlots({ slots: [] })).toThrow(/delivery_time_slots/);
  });

  it('§3 sends office_id, sm_id, delivery_day', () => {
    expect(courierSlotsBody(10005, 12, '2026-11-23')).toEqual({ office_id: 10005, sm_id: 12, delivery_day: '2026-11-23' });
  });

  it('formats minutes and the next local day', () => {
    expect(minutesToClock(600)).toBe('10:00');
    expect(minutesToClock(1335)).toBe('22:15');
    expect(nextDeliveryDay(new Date(2026, 11, 31, 23, 30))).toBe('2027-01-01');
  });
});
