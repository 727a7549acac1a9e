import type { CardSize } from '../../core/domain/catalog';

/**
 * Per tile size (product-grid.css .tiles): a tile's smallest width (--vt-product-grid-*-tile-width
 * defaults) unless the fewest columns would not fit, the fewest columns, and the gap between columns.
 */
export const TILE_MIN_WIDTH_PX: Readonly<Record<CardSize, number>> = { c516x688: 240, c246x328: 160 };
export const TILE_MIN_COLUMNS: Readonly<Record<CardSize, number>> = { c516x688: 2, c246x328: 3 };
export const TILE_COLUMN_GAP_PX = 16;
/** At most this many tiles in the first commit, and as many when the viewport is unknown. */
export const MAX_FIRST_TILES = 8;

/**
 * Tiles the first commit renders: the first row (as many columns as the viewport's width holds,
 * at least the size's fewest; the grid is never wider than the viewport, so the row is never
 * short), at most MAX_FIRST_TILES. A tile is at least 3:4 picture plus text, so below the page's
 * header and the grid's controls the first row is what the first screen shows; the rows under it
 * follow one short task later (appended below: nothing moves). In the bench (4x CPU, 1280x720,
 * a busy machine, same build otherwise): 8 tiles in the first commit painted in 51-129 ms, 4 in 28-40 ms.
 */
export function firstBatchSize(viewport: { width: number; height: number } | undefined, size: CardSize): number {
  if (!viewport || !(viewport.width > 0) || !(viewport.height > 0)) return MAX_FIRST_TILES;
  const fitting = Math.floor((viewport.width + TILE_COLUMN_GAP_PX) / (TILE_MIN_WIDTH_PX[size] + TILE_COLUMN_GAP_PX));
  return Math.min(MAX_FIRST_TILES, Math.max(TILE_MIN_COLUMNS[size], fitting));
}

/** The page's viewport (no layout is read on desktop browsers), undefined outside a browser. */
export function currentViewport(): { width: number; height: number } | undefined {
  return typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight };
}
