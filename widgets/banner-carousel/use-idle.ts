import { useEffect, useState } from 'react';
import { onIdle } from '../shared/on-idle';

/** The longest wait for an idle period before the deferred work runs anyway. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * False until the browser first has an idle moment after mount: work that is not needed for
 * the first picture (the creative iframes) runs then, each in its own task, so none of it
 * lengthens the task that paints the slides.
 */
export function useIdle(): boolean {
  return useIdleSteps(true, 1) === 1;
}

/**
 * Counts idle periods from 0 up to `steps`, one per period, once `start` is true: work done one
 * piece per step (one creative iframe each) never makes one long task of all the pieces.
 */
export function useIdleSteps(start: boolean, steps: number): number {
  const [done, setDone] = useState(0);
  useEffect(() => {
    if (!start || done >= steps) return;
    return onIdle(() => setDone((count) => count + 1), IDLE_TIMEOUT_MS);
  }, [start, done, steps]);
  return done;
}
