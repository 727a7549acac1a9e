/** storefront-shell.md §9 "Slide swiper throttle 300 ms": after a slide starts to move, the shopper's next move waits this long. */
export const SLIDE_THROTTLE_MS = 300;

export interface MoveThrottle {
  /** A slide started to move: the shopper's moves are refused for SLIDE_THROTTLE_MS from now. */
  moved(): void;
  /** Runs a move the slider makes itself (a video ended, a layout change), which the throttle never refuses. */
  bypass<T>(move: () => T): T;
  dispose(): void;
}

/**
 * The §9 slide throttle as a gate: `lock` stops the slider taking moves (its buttons, keys, swipes
 * and drags alike), `unlock` lets them through again. A press inside the window is dropped, not
 * queued: a burst of presses makes one move per 300 ms, as a held arrow key does.
 */
export function createMoveThrottle({ lock, unlock, ms = SLIDE_THROTTLE_MS }: { lock(): void; unlock(): void; ms?: number }): MoveThrottle {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    clearTimeout(timer);
    timer = undefined;
    unlock();
  };
  return {
    moved() {
      clearTimeout(timer);
      lock();
      timer = setTimeout(open, ms);
    },
    bypass(move) {
      open();
      return move();
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
