import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoplay } from '../../../../core/domain/banners/autoplay';
import { MAIN_CAROUSEL_AUTOPLAY_MS, MINI_CAROUSEL_AUTOPLAY_MS, NEW_CAROUSEL_AUTOPLAY_MS, autoplayDelayMs } from '../../../../core/domain/banners/carousel';

describe('core/banners/autoplay (shell §9 carousel autoplay; APG carousel rotation)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['main', MAIN_CAROUSEL_AUTOPLAY_MS, 10_000],
    ['mini', MINI_CAROUSEL_AUTOPLAY_MS, 5000],
    ['new', NEW_CAROUSEL_AUTOPLAY_MS, 4000],
  ] as const)('§9 the %s carousel advances every %i ms', (kind, constant, ms) => {
    expect(constant).toBe(ms);
    const onAdvance = vi.fn();
    createAutoplay({ delayMs: autoplayDelayMs(kind), onAdvance }).start();
    vi.advanceTimersByTime(ms - 1);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ms);
    expect(onAdvance).toHaveBeenCalledTimes(2);
  });

  it('APG: hover and focus each hold rotation until both are gone', () => {
    const onAdvance = vi.fn();
    const autoplay = createAutoplay({ delayMs: 1000, onAdvance });
    autoplay.start();
    const changes: boolean[] = [];
    autoplay.subscribe((rotating) => changes.push(rotating));
    autoplay.pause('hover');
    autoplay.pause('focus');
    vi.advanceTimersByTime(5000);
    autoplay.resume('hover');
    vi.advanceTimersByTime(5000);
    expect(onAdvance).not.toHaveBeenCalled();
    autoplay.resume('focus');
    expect(autoplay.rotating).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(onAdvance).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([false, true]);
  });

  it('a slide change by hand restarts the full delay', () => {
    const onAdvance = vi.fn();
    const autoplay = createAutoplay({ delayMs: 1000, onAdvance });
    autoplay.start();
    vi.advanceTimersByTime(900);
    autoplay.restart();
    vi.advanceTimersByTime(900);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('a delay of 0 (autoplay off) never advances; destroy stops it', () => {
    const off = vi.fn();
    createAutoplay({ delayMs: 0, onAdvance: off }).start();
    const on = vi.fn();
    const autoplay = createAutoplay({ delayMs: 1000, onAdvance: on });
    autoplay.start();
    autoplay.destroy();
    vi.advanceTimersByTime(10_000);
    expect(off).not.toHaveBeenCalled();
    expect(on).not.toHaveBeenCalled();
  });

  it('creating an autoplay starts no timer until start(): a render that is never committed leaves nothing holding the carousel (issue 10 memory)', () => {
    const onAdvance = vi.fn();
    const autoplay = createAutoplay({ delayMs: 1000, onAdvance });
    expect(vi.getTimerCount()).toBe(0);
    autoplay.restart();
    autoplay.pause('hover');
    autoplay.resume('hover');
    vi.advanceTimersByTime(5000);
    expect(onAdvance).not.toHaveBeenCalled();
    autoplay.start();
    expect(vi.getTimerCount()).toBe(1);
  });
});
