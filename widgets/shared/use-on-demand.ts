import { useEffect, useRef, useState } from 'react';
import type { OnDemand } from './on-demand';

export interface OnDemandState<M> {
  /** undefined until the chunk is here (at once when an earlier element of the page loaded it). */
  part: M | undefined;
  /** The last download failed (until retry() or a later success). */
  failed: boolean;
  /** Forgets the failure and asks again (now, or as soon as the part is wanted). */
  retry(): void;
}

/**
 * A widget's on-demand part in React: asked for once `wanted` (effects run after the paint, so
 * never before the element's first paint), kept, and a failed download logged as `what`, reported
 * (`failed`, onFailure) and asked again on retry().
 */
export function useOnDemand<M>(source: OnDemand<M>, wanted: boolean, what: string, onFailure?: () => void): OnDemandState<M> {
  const [part, setPart] = useState(() => source.current);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const failureHandler = useRef(onFailure);
  failureHandler.current = onFailure;
  useEffect(() => {
    if (!wanted || part) return undefined;
    let live = true;
    source.load().then(
      (ready) => {
        if (live) setPart(() => ready);
      },
      (error: unknown) => {
        console.error(`[vitrina] ${what}`, error);
        if (!live) return;
        setFailed(true);
        failureHandler.current?.();
      },
    );
    return () => {
      live = false;
    };
  }, [source, wanted, part, attempt, what]);
  return {
    part,
    failed: failed && !part,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
