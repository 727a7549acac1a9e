import { useLayoutEffect, useRef, useState } from 'react';
import { tagsThatFit } from '../../core/suggest/rules';
import type { Suggestion } from '../../core/suggest/types';

interface Props {
  tags: Suggestion[];
  maxRows: number;
  maxHeightPx: number;
  label: string;
  onPick: (tag: string) => void;
}

/**
 * §5 "tags limited by max_tags_rows rows of 47 px": all chips are laid out once, measured, and
 * those that do not fit are left out (not merely clipped, so no hidden chip takes a tab stop).
 */
export function TagChips({ tags, maxRows, maxHeightPx, label, onPick }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const key = `${maxRows}\n${tags.map((tag) => tag.label).join('\n')}`;
  const [measured, setMeasured] = useState<{ key: string; count: number } | null>(null);
  const count = measured?.key === key ? measured.count : tags.length;

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || measured?.key === key || box.clientWidth === 0) return;
    const gap = Number.parseFloat(getComputedStyle(box).columnGap) || 0;
    const widths = [...box.children].map((chip) => (chip as HTMLElement).offsetWidth);
    setMeasured({ key, count: tagsThatFit(widths, box.clientWidth, maxRows, gap) });
  });

  if (tags.length === 0 || maxRows === 0) return null;
  return (
    <div ref={ref} className="tags" part="tags" role="group" aria-label={label} style={{ maxHeight: `${maxHeightPx}px` }}>
      {tags.slice(0, count).map((tag) => (
        <button
          key={tag.label}
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
}
