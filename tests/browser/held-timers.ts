/**
 * A timed rule (a slide hold, the slide throttle, a start timeout) checked by the timer it sets and
 * what running that timer does, never by the clock: the page's setTimeout calls of exactly `ms`
 * are held until the test runs them; every other timer runs as usual. On a slow, loaded machine the
 * outcome is the same.
 */
export interface HeldTimers {
  /** How many timers of `ms` are set and not yet run or cleared. */
  readonly pending: number;
  /** Runs the timers set so far (the ones they set in turn stay held). */
  run(): void;
  /** Puts the page's own setTimeout and clearTimeout back; timers still held are dropped. */
  restore(): void;
}

export function holdTimers(ms: number): HeldTimers {
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  const held = new Map<number, () => void>();
  // Far from the ids the browser hands out, so clearTimeout can tell them apart.
  let nextId = 2 ** 30;

  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (delay !== ms || typeof handler !== 'function') return realSet(handler, delay, ...args);
    nextId += 1;
    held.set(nextId, () => (handler as (...a: unknown[]) => void)(...args));
    return nextId;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClear(id);
  }) as typeof window.clearTimeout;

  return {
    get pending() {
      return held.size;
    },
    run() {
      const due = [...held];
      for (const [id] of due) held.delete(id);
      for (const [, handler] of due) handler();
    },
    restore() {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
      held.clear();
    },
  };
}
