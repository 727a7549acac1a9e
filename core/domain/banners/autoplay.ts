/**
 * The carousel's automatic rotation (storefront-shell.md §9 "main autoplay 10000 ms ... mini 5000
 * ms; new carousel 4000 ms") with the WAI-ARIA APG carousel rules: rotation stops while the
 * pointer is over the carousel or focus is in it, and while the shopper has stopped it with the
 * rotation control; a playing video holds its slide until it ends (§4).
 */
export type PauseReason = 'user' | 'hover' | 'focus' | 'video' | 'hidden' | 'reducedMotion';

export interface Autoplay {
  /** No reason holds the rotation. */
  readonly rotating: boolean;
  has(reason: PauseReason): boolean;
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
  /** The slide changed (by any means): the full delay starts again. */
  restart(): void;
  /** Called with `rotating` whenever it changes. */
  subscribe(listener: (rotating: boolean) => void): () => void;
  /**
   * Starts the timer. Creating an autoplay starts nothing, so one made in a render that is never
   * committed (a discarded concurrent render, an element removed before its effects ran) leaves
   * no timer holding the carousel.
   */
  start(): void;
  destroy(): void;
}

export function createAutoplay({ delayMs, onAdvance }: { delayMs: number; onAdvance: () => void }): Autoplay {
  const reasons = new Set<PauseReason>();
  const listeners = new Set<(rotating: boolean) => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  let destroyed = false;

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!started || destroyed || reasons.size > 0 || !(delayMs > 0)) return;
    timer = setTimeout(() => {
      timer = undefined;
      onAdvance();
      schedule();
    }, delayMs);
  };

  const change = (update: () => void) => {
    const before = reasons.size === 0;
    update();
    const after = reasons.size === 0;
    if (before !== after) {
      schedule();
      for (const listener of listeners) listener(after);
    }
  };

  return {
    get rotating() {
      return reasons.size === 0;
    },
    has: (reason) => reasons.has(reason),
    pause: (reason) => change(() => reasons.add(reason)),
    resume: (reason) => change(() => reasons.delete(reason)),
    restart: schedule,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      started = true;
      schedule();
    },
    destroy() {
      destroyed = true;
      clearTimeout(timer);
      listeners.clear();
    },
  };
}
