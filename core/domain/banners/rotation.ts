/**
 * What holds a carousel's automatic rotation (storefront-shell.md §9 "main autoplay 10000 ms ...
 * mini 5000 ms; new carousel 4000 ms", timed by the slider engine's autoplay) under the WAI-ARIA
 * APG carousel rules: rotation stops while the pointer is over the carousel or focus is in it,
 * while the shopper has stopped it with the rotation control (or prefers reduced motion), and
 * while a playing video holds its slide until it ends (§4). It rotates when nothing holds it.
 */
export type PauseReason = 'user' | 'hover' | 'focus' | 'video' | 'hidden' | 'reducedMotion';

export interface RotationHolds {
  /** Nothing holds the rotation. */
  readonly rotating: boolean;
  has(reason: PauseReason): boolean;
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
  /** Called with `rotating` whenever it changes. */
  subscribe(listener: (rotating: boolean) => void): () => void;
}

export function createRotationHolds(): RotationHolds {
  const reasons = new Set<PauseReason>();
  const listeners = new Set<(rotating: boolean) => void>();

  const change = (update: () => void) => {
    const before = reasons.size === 0;
    update();
    const after = reasons.size === 0;
    if (before !== after) for (const listener of listeners) listener(after);
  };

  return {
    get rotating() {
      return reasons.size === 0;
    },
    has: (reason) => reasons.has(reason),
    pause: (reason) => change(() => reasons.add(reason)),
    resume: (reason) => change(() => reasons.delete(reason)),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
