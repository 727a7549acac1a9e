import { useEffect, useState } from 'react';
import { onDemand } from '../shared/on-demand';

export type CheckoutParts = typeof import('./parts');

/** Kept for the next checkout on the page, which then renders them at once. */
const checkoutParts = onDemand((): Promise<CheckoutParts> => import('./parts'));

export interface CheckoutPartsState {
  /** undefined until the chunk is here: each part shows the loading line of its section meanwhile. */
  parts: CheckoutParts | undefined;
  failed: boolean;
  retry(): void;
}

/** Asks for the parts once the checkout has painted (effects run after the paint); again on retry() after a failure. */
export function useCheckoutParts(): CheckoutPartsState {
  const [parts, setParts] = useState(checkoutParts.current);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (parts) return undefined;
    let live = true;
    checkoutParts.load().then(
      (ready) => {
        if (live) setParts(ready);
      },
      (error: unknown) => {
        console.error('[vitrina] <vt-checkout> could not load the pickup-point search and the courier windows', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    parts,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
