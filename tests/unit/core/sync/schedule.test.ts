import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSyncSchedule } from '../../../../core/transport/sync/schedule';

describe('sync schedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a failed sync is sent again after the back-off of §8 (2^n s)', () => {
    const run = vi.fn();
    const schedule = createSyncSchedule({ debounceMs: 3000 }, run);
    schedule.retry(3);
    vi.advanceTimersByTime(7_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a sync that failed offline goes the moment the browser is online again, once, not after the rest of its back-off', () => {
    const run = vi.fn();
    const schedule = createSyncSchedule({ debounceMs: 3000 }, run);
    schedule.retry(5); // 32 s
    window.dispatchEvent(new Event('online'));
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('online'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('coming online with nothing waiting sends nothing', () => {
    const run = vi.fn();
    const schedule = createSyncSchedule({ debounceMs: 3000 }, run);
    schedule.touch();
    window.dispatchEvent(new Event('online'));
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
