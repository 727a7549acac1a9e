import { describe, expect, it } from 'vitest';
import { visibleRange } from '../../../widgets/shared/list/visible-range';
import { LIST_HEIGHT_GUESS, OVERSCAN_ROWS } from '../../../widgets/shared/list/virtual-list';

describe('virtual list rows in view (issue 6: 4000 favourites, 510 cart lines)', () => {
  it('at the top: the rows the viewport holds plus the overscan below', () => {
    expect(visibleRange(0, 560, 112, 4000, 2)).toEqual({ start: 0, end: 7 });
  });

  it('scrolled: the overscan on both sides, a partly shown row included', () => {
    expect(visibleRange(1000, 560, 112, 4000, 2)).toEqual({ start: 6, end: 16 });
  });

  it('at the end: never past the last row', () => {
    expect(visibleRange(4000 * 112 - 560, 560, 112, 4000, 2)).toEqual({ start: 3993, end: 4000 });
    expect(visibleRange(10_000_000, 560, 112, 4000, 2)).toEqual({ start: 4000, end: 4000 });
  });

  it('a short list renders whole; an empty one or a bad row height renders nothing', () => {
    expect(visibleRange(0, 560, 112, 3, 2)).toEqual({ start: 0, end: 3 });
    expect(visibleRange(0, 560, 112, 0, 2)).toEqual({ start: 0, end: 0 });
    expect(visibleRange(0, 560, 0, 10, 2)).toEqual({ start: 0, end: 0 });
    expect(visibleRange(-50, -1, 112, 10, 2)).toEqual({ start: 0, end: 2 });
  });

  it('a mount renders only what a 560 px list shows plus 2 rows', () => {
    const { start, end } = visibleRange(0, LIST_HEIGHT_GUESS, 80, 4000, OVERSCAN_ROWS);
    expect(end - start).toBe(Math.ceil(LIST_HEIGHT_GUESS / 80) + OVERSCAN_ROWS);
  });
});
