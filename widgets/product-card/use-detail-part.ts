import { useEffect, useState } from 'react';
import { onDemand } from '../shared/on-demand';

export type DetailPart = typeof import('./detail-part');

/**
 * The full card's part (its data, the detail view and its styles), loaded when a page or popup
 * card first mounts, never for shelf tiles (issue 10, DESIGN.md "Budgets": the home page's
 * shelves load only the tile). Kept for the cards mounted later, which render it at once.
 * detail-part.tsx imports nothing the element's own chunk holds: that chunk stays its define
 * module's facade (tools/rollup/manifest.mjs).
 */
const detailPart = onDemand((): Promise<DetailPart> => import('./detail-part'));

/** Fetches the part ahead of a card that will need it (the host's desktop popup prefetch). */
export const preloadDetailPart = (): Promise<unknown> => detailPart.load();

export interface DetailPartState {
  /** undefined until the chunk is here: the card shows its loading skeleton meanwhile. */
  part: DetailPart | undefined;
  failed: boolean;
  retry(): void;
}

/** Asks for the part once the card has painted; again on retry() after a failed download. */
export function useDetailPart(): DetailPartState {
  const [part, setPart] = useState(detailPart.current);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (part) return undefined;
    let live = true;
    detailPart.load().then(
      (ready) => {
        if (live) setPart(ready);
      },
      (error: unknown) => {
        console.error('[vitrina] <vt-product-card> could not load its detail view', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    part,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
