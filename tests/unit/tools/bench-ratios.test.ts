import { describe, expect, it } from 'vitest';
import { pageRatios, tbtScaling } from '../../bench/page-ratios';
import { tasksAfterFirstPaint, type TraceEvent } from '../../bench/trace-tasks';
import type { LighthouseFigures } from '../../bench/lighthouse';

const figures = (over: Partial<LighthouseFigures>): LighthouseFigures => ({
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 2000,
  tbtMs: 120,
  cls: 0,
  failedAudits: [],
  ...over,
});

describe('bench: pages judged against the static floor of the same run (DESIGN.md "Budgets")', () => {
  const floor = figures({});

  it('holds at TBT floor + 50 ms, the floor’s score and 1.5x its LCP', () => {
    const ratios = pageRatios(figures({ tbtMs: 170, performance: 97, lcpMs: 3000 }), floor);
    expect(ratios).toMatchObject({ tbtOverFloorMs: 50, performanceOverFloor: 0, lcpOverFloor: 1.5, missed: [] });
  });

  it('names every budget a page misses', () => {
    const ratios = pageRatios(figures({ tbtMs: 553, performance: 86, lcpMs: 3100, cls: 0.01, accessibility: 98 }), floor);
    expect(ratios.missed).toEqual(['TBT floor + 433 ms > 50 ms', "performance 86 < floor's 97", "LCP 1.55x floor's > 1.5", 'a11y 98 < 100', 'CLS 0.010 > 0']);
  });

  it('reports how TBT grows from 4x to 8x CPU, beside the floor at 8x', () => {
    expect(tbtScaling(figures({ tbtMs: 100 }), figures({ tbtMs: 260 }), figures({ tbtMs: 200 }))).toEqual({
      tbtMs: 100,
      slowTbtMs: 260,
      scale: 2.6,
      slowTbtOverFloorMs: 60,
    });
    expect(tbtScaling(figures({ tbtMs: 0 }), figures({ tbtMs: 0 }), floor).scale).toBe(1);
    expect(tbtScaling(figures({ tbtMs: 0 }), figures({ tbtMs: 30 }), floor).scale).toBe(Infinity);
  });
});

describe('bench: main-thread tasks after the first paint, from a trace', () => {
  const main = { pid: 1, tid: 7 };
  const task = (ts: number, dur: number, at = main): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur, ...at });

  it('lists the main thread’s tasks after its first paint, longest first, with what they ran', () => {
    const events: TraceEvent[] = [
      task(1_000, 90_000), // before the first paint: not counted
      { name: 'firstContentfulPaint', ph: 'R', ts: 100_000, ...main },
      task(110_000, 20_000),
      {
        name: 'FunctionCall',
        ph: 'X',
        ts: 111_000,
        dur: 15_000,
        ...main,
        args: { data: { url: 'http://x/dist/chunks/runtime-abc.js', functionName: 'mount' } },
      },
      task(200_000, 60_000),
      { name: 'EvaluateScript', ph: 'X', ts: 200_500, dur: 50_000, ...main, args: { data: { url: 'http://x/dist/chunks/header.define-1.js' } } },
      { name: 'Layout', ph: 'X', ts: 251_000, dur: 8_000, ...main },
      task(300_000, 5_000),
      task(400_000, 80_000, { pid: 1, tid: 9 }), // another thread
    ];
    expect(tasksAfterFirstPaint(events)).toEqual([
      { startMs: 100, durationMs: 60, runs: ['EvaluateScript header.define-1.js 50.0 ms', 'Layout 8.0 ms'] },
      { startMs: 10, durationMs: 20, runs: ['FunctionCall runtime-abc.js mount() 15.0 ms'] },
      { startMs: 200, durationMs: 5, runs: [] },
    ]);
  });

  it('has no answer for a trace without a first paint', () => {
    expect(tasksAfterFirstPaint([task(0, 10)])).toBeNull();
  });
});
