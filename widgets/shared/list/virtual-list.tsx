import { useEffect, useRef, useState, type ReactNode } from 'react';
import { visibleRange } from './visible-range';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** A virtualised row's height where the list is wide. */
  rowHeight: number;
  /** A virtualised row's height where the list is narrower than NARROW_LIST_PX (its parts take more lines); default rowHeight. */
  narrowRowHeight?: number;
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
 * Up to this many rows the list is a plain list, as tall as its rows (a basket of three lines is
 * three lines, not a tall box with a scroll bar of its own); more are virtualised in a scroller.
 */
export const VIRTUALIZE_ABOVE_ROWS = 30;

/** Below this width (the @container rules of list.css, cart.css, favorites.css) a row stacks its parts. */
export const NARROW_LIST_PX = 600;

/**
 * A list of rows: a plain list when it is short, otherwise a scrolling list that renders only the
 * rows in view (4000 favourites and 510 cart lines stay smooth). Virtualised rows have one fixed
 * height, so the range is arithmetic: no measuring, and no layout read while React commits (the
 * scroller's size comes from a ResizeObserver, after the browser's own layout). Rows are list
 * items with their position in the whole list (aria-setsize / aria-posinset), since most of them
 * are not in the DOM.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  if (props.items.length <= VIRTUALIZE_ABOVE_ROWS) return <PlainList {...props} />;
  return <ScrollingList {...props} />;
}

function PlainList<T>({ items, label, keyOf, renderRow, part }: VirtualListProps<T>) {
  return (
    <div className="list" part={part ?? 'list'}>
      <ul className="rows rows--plain" aria-label={label}>
        {items.map((item, index) => (
          <li key={keyOf(item)} className="row">
            {renderRow(item, index)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ScrollingList<T>({ items, rowHeight: wideRowHeight, narrowRowHeight, label, keyOf, renderRow, part }: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ height: LIST_HEIGHT_GUESS, narrow: false });
  const rowHeight = viewport.narrow ? (narrowRowHeight ?? wideRowHeight) : wideRowHeight;
  // The first row in view: a scroll within a row changes nothing, so React skips that render.
  const [firstRow, setFirstRow] = useState(0);
  const follow = (element: HTMLElement) => setFirstRow(Math.floor(element.scrollTop / rowHeight));

  useEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setViewport({ height: entry.contentRect.height, narrow: entry.contentRect.width < NARROW_LIST_PX });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A shorter list (a removal, a filter) may leave the scroller past its end: the browser clamps it.
  // Rows of another height (the list narrowed or widened) put another row at the top.
  useEffect(() => {
    const element = scrollRef.current;
    if (element) follow(element);
  }, [items.length, rowHeight]); // eslint-disable-line react-hooks/exhaustive-deps

  const { start, end } = visibleRange(firstRow * rowHeight, viewport.height, rowHeight, items.length, OVERSCAN_ROWS);
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
    <div className="list scroller" ref={scrollRef} part={part ?? 'list'} onScroll={(event) => follow(event.currentTarget)}>
      <ul className="rows rows--virtual" aria-label={label} style={{ height: items.length * rowHeight }}>
        {rows}
      </ul>
    </div>
  );
}
