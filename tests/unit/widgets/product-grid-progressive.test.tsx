import { act } from 'react';
import { reactRootPerTest } from './react-root';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstBatchSize, MAX_FIRST_TILES, TILE_COLUMN_GAP_PX, TILE_MIN_COLUMNS, TILE_MIN_WIDTH_PX } from '../../../widgets/product-grid/first-batch';
import { TILE_BATCH, useProgressiveCount } from '../../../widgets/product-grid/use-progressive';

const BIG = 'c516x688';
const SMALL = 'c246x328';

describe('firstBatchSize (issue 10: the first commit of a 100-card grid is the first row)', () => {
  it('a phone gets its first row: big tiles 2 columns, small tiles 3 (product-grid.css)', () => {
    expect(TILE_MIN_COLUMNS).toEqual({ [BIG]: 2, [SMALL]: 3 });
    expect(firstBatchSize({ width: 390, height: 844 }, BIG)).toBe(2);
    expect(firstBatchSize({ width: 390, height: 844 }, SMALL)).toBe(3);
    expect(firstBatchSize({ width: 200, height: 600 }, BIG)).toBe(2);
  });

  it('a desktop gets as many tiles as its width holds columns: big tiles fewer than small ones', () => {
    expect(TILE_MIN_WIDTH_PX).toEqual({ [BIG]: 240, [SMALL]: 160 });
    expect(firstBatchSize({ width: 1280, height: 720 }, BIG)).toBe(5);
    expect(firstBatchSize({ width: 1280, height: 720 }, SMALL)).toBe(7);
    const fiveBig = 5 * TILE_MIN_WIDTH_PX[BIG] + 4 * TILE_COLUMN_GAP_PX;
    expect(firstBatchSize({ width: fiveBig, height: 1 }, BIG)).toBe(5);
    expect(firstBatchSize({ width: fiveBig - 1, height: 1 }, BIG)).toBe(4);
  });

  it(`never renders more than ${MAX_FIRST_TILES} tiles in the first commit, however wide the screen`, () => {
    expect(firstBatchSize({ width: 3840, height: 2160 }, BIG)).toBe(MAX_FIRST_TILES);
    expect(firstBatchSize({ width: 3840, height: 2160 }, SMALL)).toBe(MAX_FIRST_TILES);
  });

  it('an unknown or empty viewport falls back to the most the first commit renders', () => {
    expect(firstBatchSize(undefined, BIG)).toBe(MAX_FIRST_TILES);
    expect(firstBatchSize({ width: 0, height: 0 }, BIG)).toBe(MAX_FIRST_TILES);
    expect(firstBatchSize({ width: Number.NaN, height: 700 }, SMALL)).toBe(MAX_FIRST_TILES);
  });
});

describe('useProgressiveCount', () => {
  const fixture = reactRootPerTest();
  let shown: number[];

  function Harness({ total, resetKey }: { total: number; resetKey: unknown }) {
    shown.push(useProgressiveCount(total, resetKey, BIG));
    return null;
  }
  const last = () => shown[shown.length - 1];

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('innerWidth', 1280);
    vi.stubGlobal('innerHeight', 720);
    shown = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`renders the first row at once (5 big tiles at 1280 px), then ${TILE_BATCH} more per task until all 100 are in`, () => {
    fixture.render(<Harness total={100} resetKey={1} />);
    expect(shown[0]).toBe(5);
    const steps = [last()];
    while (last()! < 100) {
      act(() => vi.advanceTimersToNextTimer());
      steps.push(last());
    }
    expect(steps).toEqual([5, 17, 29, 41, 53, 65, 77, 89, 100]);
  });

  it('a new listing starts again from the first screen', () => {
    fixture.render(<Harness total={100} resetKey={1} />);
    act(() => vi.advanceTimersToNextTimer());
    expect(last()).toBe(5 + TILE_BATCH);
    fixture.render(<Harness total={100} resetKey={2} />);
    expect(last()).toBe(5);
  });

  it('a phone viewport starts with its first row of big tiles', () => {
    vi.stubGlobal('innerWidth', 390);
    vi.stubGlobal('innerHeight', 844);
    fixture.render(<Harness total={100} resetKey={1} />);
    expect(shown[0]).toBe(2);
  });
});
