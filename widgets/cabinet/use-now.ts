import { useEffect, useState } from 'react';

/** The time now, renewed every `tickMs` while `active` (the failed-payment countdown). */
export function useNow(tickMs: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs, active]);
  return now;
}
