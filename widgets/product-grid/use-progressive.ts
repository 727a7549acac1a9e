import { startTransition, useEffect, useState } from 'react';
import type { CardSize } from '../../core/domain/catalog';
import { currentViewport, firstBatchSize } from './first-batch';

/** Tiles added per later task (each task stays under 50 ms at 4x CPU, the long-task mark). */
export const TILE_BATCH = 12;

/**
 * How many of `total` items to render: the first screen at once (firstBatchSize), then TILE_BATCH
 * more per macrotask, each rendered as a transition, so mounting a 100-tile page never blocks the
 * main thread in one long task.
 */
export function useProgressiveCount(total: number, resetKey: unknown, size: CardSize): number {
  const [first] = useState(() => firstBatchSize(currentViewport(), size));
  const [count, setCount] = useState(first);
  useEffect(() => setCount(first), [resetKey, first]);
  useEffect(() => {
    if (count >= total) return;
    // A transition: React renders the batch in slices of a few ms, yielding to input between them.
    const timer = setTimeout(() => startTransition(() => setCount((n) => n + TILE_BATCH)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
