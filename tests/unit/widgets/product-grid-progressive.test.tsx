import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstBatchSize, MAX_FIRST_TILES, TILE_COLUMN_GAP_PX, TILE_MIN_WIDTH_PX, TILE_ROW_PX } from '../../../widgets/product-grid/first-batch';
import { TILE_BATCH, useProgressiveCount } from '../../../widgets/product-grid/use-progressive';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('firstBatchSize (issue 10: the first commit of a 100-card grid)', () => {
  it('covers a phone viewport with the few tiles it shows', () => {
    // 390 px: at most 2 columns of 180 px + 16 px gap; 844 px: 2 rows of 444 px.
    expect(firstBatchSize({ width: 390, height: 844 })).toBe(4);
    expect(firstBatchSize({ width: TILE_MIN_WIDTH_PX, height: TILE_ROW_PX })).toBe(1);
  });

  it(`never renders more than ${MAX_FIRST_TILES} tiles in the first commit, however wide the screen`, () => {
    expect(firstBatchSize({ width: 1280, height: 720 })).toBe(MAX_FIRST_TILES);
    expect(firstBatchSize({ width: 3840, height: 2160 })).toBe(MAX_FIRST_TILES);
  });

  it('counts whole columns the width can hold and every row the height reaches into', () => {
    const threeColumns = 3 * TILE_MIN_WIDTH_PX + 2 * TILE_COLUMN_GAP_PX;
    expect(firstBatchSize({ width: threeColumns, height: TILE_ROW_PX })).toBe(3);
    expect(firstBatchSize({ width: threeColumns - 1, height: TILE_ROW_PX })).toBe(2);
    expect(firstBatchSize({ width: threeColumns - 1, height: TILE_ROW_PX + 1 })).toBe(4);
  });

  it('an unknown or empty viewport falls back to the most the first commit renders', () => {
    expect(firstBatchSize(undefined)).toBe(MAX_FIRST_TILES);
    expect(firstBatchSize({ width: 0, height: 0 })).toBe(MAX_FIRST_TILES);
    expect(firstBatchSize({ width: Number.NaN, height: 700 })).toBe(MAX_FIRST_TILES);
  });
});

describe('useProgressiveCount', () => {
  let host: HTMLDivElement;
  let root: Root;
  let shown: number[];

  function Harness({ total, resetKey }: { total: number; resetKey: unknown }) {
    shown.push(useProgressiveCount(total, resetKey));
    return null;
  }
  const last = () => shown[shown.length - 1];

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('innerWidth', 1280);
    vi.stubGlobal('innerHeight', 720);
    shown = [];
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    vi.useRealTimers();
  });

  it(`renders the first screen at once, then ${TILE_BATCH} more per task until all 100 are in`, () => {
    act(() => root.render(<Harness total={100} resetKey={1} />));
    expect(shown[0]).toBe(MAX_FIRST_TILES);
    const steps = [last()];
    while (last()! < 100) {
      act(() => vi.advanceTimersToNextTimer());
      steps.push(last());
    }
    expect(steps).toEqual([8, 20, 32, 44, 56, 68, 80, 92, 100]);
  });

  it('a new listing starts again from the first screen', () => {
    act(() => root.render(<Harness total={100} resetKey={1} />));
    act(() => vi.advanceTimersToNextTimer());
    expect(last()).toBe(MAX_FIRST_TILES + TILE_BATCH);
    act(() => root.render(<Harness total={100} resetKey={2} />));
    expect(last()).toBe(MAX_FIRST_TILES);
  });

  it('a phone viewport starts with fewer tiles', () => {
    vi.stubGlobal('innerWidth', 390);
    vi.stubGlobal('innerHeight', 844);
    act(() => root.render(<Harness total={100} resetKey={1} />));
    expect(shown[0]).toBe(4);
  });
});
