/** The rows of a fixed-row-height list a scroller shows, with `overscan` rows either side. */
export interface RowRange {
  /** First row to render (inclusive). */
  start: number;
  /** Row after the last to render (exclusive). */
  end: number;
}

export function visibleRange(scrollTop: number, viewportHeight: number, rowHeight: number, count: number, overscan: number): RowRange {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const top = Math.max(0, scrollTop);
  const first = Math.floor(top / rowHeight);
  const last = Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight);
  return { start: Math.max(0, Math.min(count, first - overscan)), end: Math.min(count, Math.max(first, last) + overscan) };
}
