import { memo, useEffect, useRef, useState } from 'react';
import { tagsThatFit } from '../../core/domain/search';
import type { Suggestion } from '../../contracts/suggest';

interface Props {
  tags: Suggestion[];
  maxRows: number;
  maxHeightPx: number;
  label: string;
  onPick: (tag: string) => void;
}

interface Measured {
  key: string;
  width: number;
  count: number;
}

/**
 * §5 "tags limited by max_tags_rows rows of 47 px". The area's max-height (rows x 47 px, overflow
 * hidden) clips the chips at once; after that frame the chips are measured and those that do not
 * fit are left out (not merely clipped, so no hidden chip takes a tab stop). Measuring after the
 * paint keeps a forced layout and a second render off the keystroke-to-suggestions path. A new
 * width (resize, the popup shown) measures again.
 */
export const TagChips = memo(function TagChips({ tags, maxRows, maxHeightPx, label, onPick }: Props) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const key = `${maxRows}\n${tags.map((tag) => tag.label).join('\n')}`;
  const [measured, setMeasured] = useState<Measured | null>(null);
  const stale = measured?.key !== key;
  const count = stale ? tags.length : measured.count;

  const latest = useRef({ key, total: tags.length, maxRows, measured });
  latest.current = { key, total: tags.length, maxRows, measured };

  // Reads layout only: called from a ResizeObserver or an animation frame, when layout is due anyway.
  const measure = useRef((area: HTMLElement) => {
    if (area.clientWidth === 0) return; // not shown: the observer calls again once it is
    const style = getComputedStyle(area);
    const px = (value: string) => Number.parseFloat(value) || 0;
    // The chips' row is the content box: the area's padding is not theirs.
    const width = area.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
    const { key: wanted, total, maxRows: rows, measured: done } = latest.current;
    if (done?.key === wanted && done.width === width) return;
    if (area.children.length < total) {
      setMeasured(null); // lay every chip out again, then measure
      return;
    }
    const widths = [...area.children].map((chip) => (chip as HTMLElement).offsetWidth);
    setMeasured({ key: wanted, width, count: tagsThatFit(widths, width, rows, px(style.columnGap)) });
  }).current;

  useEffect(() => {
    if (!box || !stale) return;
    const frame = requestAnimationFrame(() => measure(box));
    return () => cancelAnimationFrame(frame);
  }, [box, stale, key, measure]);

  useEffect(() => {
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure(box));
    observer.observe(box);
    return () => observer.disconnect();
  }, [box, measure]);

  if (tags.length === 0 || maxRows === 0) return null;
  return (
    <div ref={setBox} className="tags" part="tags" role="group" aria-label={label} style={{ maxHeight: `${maxHeightPx}px` }}>
      {tags.slice(0, count).map((tag, index) => (
        <button
          // By position: the next answer's chips reuse these nodes.
          key={index}
          type="button"
          className="tag"
          part="tag"
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => onPick(tag.query)}
        >
          {tag.label}
        </button>
      ))}
    </div>
  );
});
