/** A tile's smallest width (product-grid.css --vt-product-grid-tile-width default) and the gap between columns. */
export const TILE_MIN_WIDTH_PX = 180;
export const TILE_COLUMN_GAP_PX = 16;
/** A tile's reserved height (product-grid.css contain-intrinsic-size) plus the gap between rows. */
export const TILE_ROW_PX = 420 + 24;
/**
 * At most this many tiles in the first commit, and as many when the viewport is unknown: the
 * issue 10 bench (4x CPU, 1280x720) paints 8 tiles in about 50 ms (the budget) and the 12 that
 * cover that viewport in about 67 ms; the rest of the screen arrives one short task later.
 */
export const MAX_FIRST_TILES = 8;

/**
 * Tiles the first commit renders: enough to cover a viewport of this size (as many columns as its
 * width could hold, times the rows its height shows; the grid is never wider than the viewport, so
 * this never falls short), at most MAX_FIRST_TILES. A phone gets the few tiles it shows.
 */
export function firstBatchSize(viewport: { width: number; height: number } | undefined): number {
  if (!viewport || !(viewport.width > 0) || !(viewport.height > 0)) return MAX_FIRST_TILES;
  const columns = Math.max(1, Math.floor((viewport.width + TILE_COLUMN_GAP_PX) / (TILE_MIN_WIDTH_PX + TILE_COLUMN_GAP_PX)));
  const rows = Math.max(1, Math.ceil(viewport.height / TILE_ROW_PX));
  return Math.min(MAX_FIRST_TILES, columns * rows);
}

/** The page's viewport (no layout is read on desktop browsers), undefined outside a browser. */
export function currentViewport(): { width: number; height: number } | undefined {
  return typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight };
}
