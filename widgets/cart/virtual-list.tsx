import { useEffect, useRef, useState, type ReactNode } from 'react';
import { visibleRange } from './visible-range';

export interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  label: string;
  keyOf: (item: T) => string | number;
  renderRow: (item: T, index: number) => ReactNode;
  /** A part name for theming. */
  part?: string;
}

/**
 * Rows rendered beyond the visible ones: enough for a wheel step or a keyboard page, while a mount
 * builds only what the shopper can reach at once (every row is DOM to style and lay out).
 */
export const OVERSCAN_ROWS = 2;

/** The scroller's height before it is measured: the default of --vt-list-height in list.css. */
export const LIST_HEIGHT_GUESS = 560;

/**
 * A scrolling list that renders only the rows in view (4000 favourites and 510 cart
 * lines stay smooth). Rows have one fixed height, so the range is arithmetic: no measuring, and
 * no layout read while React commits (the scroller's size comes from a ResizeObserver, after the
 * browser's own layout). Rows are list items with their position in the whole list
 * (aria-setsize / aria-posinset), since most of them are not in the DOM.
 */
export function VirtualList<T>({ items, rowHeight, label, keyOf, renderRow, part }: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The first row in view: a scroll within a row changes nothing, so React skips that render.
  const [firstRow, setFirstRow] = useState(0);
  const follow = (element: HTMLElement) => setFirstRow(Math.floor(element.scrollTop / rowHeight));
  const [viewport, setViewport] = useState(LIST_HEIGHT_GUESS);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setViewport(entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A shorter list (a removal, a filter) may leave the scroller past its end: the browser clamps it.
  useEffect(() => {
    const element = scrollRef.current;
    if (element) follow(element);
  }, [items.length]); // eslint-disable-line react-hooks/exhaustive-deps

  const { start, end } = visibleRange(firstRow * rowHeight, viewport, rowHeight, items.length, OVERSCAN_ROWS);
  const rows: ReactNode[] = [];
  for (let index = start; index < end; index += 1) {
    const item = items[index]!;
    rows.push(
      <li
        key={keyOf(item)}
        className="row"
        aria-setsize={items.length}
        aria-posinset={index + 1}
        style={{ height: rowHeight, transform: `translateY(${index * rowHeight}px)` }}
      >
        {renderRow(item, index)}
      </li>,
    );
  }
  return (
    <div className="scroller" ref={scrollRef} part={part ?? 'list'} onScroll={(event) => follow(event.currentTarget)}>
      <ul className="rows" aria-label={label} style={{ height: items.length * rowHeight }}>
        {rows}
      </ul>
    </div>
  );
}
