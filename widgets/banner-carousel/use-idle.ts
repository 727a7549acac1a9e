import { useEffect, useState } from 'react';

/** The longest wait for an idle period before the deferred work runs anyway. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * False until the browser first has an idle moment after mount: work that is not needed for
 * the first picture (swiper's measurements, creative iframes) runs then, each in its own task,
 * so none of it lengthens the task that paints the slides.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
