/**
 * The trace-based check of DESIGN.md "Budgets": the longest main-thread task after the first paint
 * of home, with the CPU slowed 4x (Chromium's own throttling, so the tasks really take that long),
 * under 50 ms. Prints the five longest tasks and what they ran.
 */
import type { Browser } from 'playwright';
import { newBenchPage } from './bench-page';
import { CPU_SLOWDOWN, throttleCpu } from './interactions';
import { formatTable } from './table';
import { tasksAfterFirstPaint, type TraceEvent } from './trace-tasks';

/** How long the page must stay without a request before the trace stops (its elements mounted, below-the-fold ones on idle). */
const QUIET_MS = 3000;
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'v8.execute', 'blink.user_timing'];
const SHOWN_TASKS = 5;

export async function measureLongTasks(ctx: { browser: Browser; demoUrl: string }): Promise<Record<string, number>> {
  const page = await newBenchPage(ctx.browser);
  try {
    await page.setViewportSize({ width: 412, height: 823 }); // Lighthouse's mobile screen
    await throttleCpu(page, CPU_SLOWDOWN);
    await ctx.browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(`${ctx.demoUrl}/`, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.locator('vt-banner-carousel').first().waitFor();
    await page.waitForTimeout(QUIET_MS);
    const trace = JSON.parse((await ctx.browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const tasks = tasksAfterFirstPaint(trace.traceEvents);
    if (!tasks) throw new Error('the trace of home has no first paint');
    console.log(`\nhome, CPU ${CPU_SLOWDOWN}x: the ${SHOWN_TASKS} longest main-thread tasks after the first paint (of ${tasks.length}):`);
    console.log(
      formatTable(
        ['task', 'starts after first paint', 'duration', 'what it ran (largest inside)'],
        tasks
          .slice(0, SHOWN_TASKS)
          .map((task, i) => [i + 1, `${Math.round(task.startMs)} ms`, `${task.durationMs.toFixed(1)} ms`, task.runs.join('; ') || '-']),
      ),
    );
    return {
      'home 4x: longest task after first paint (ms)': Math.round((tasks[0]?.durationMs ?? 0) * 10) / 10,
      'home 4x: tasks of 50 ms or more after first paint': tasks.filter((task) => task.durationMs >= 50).length,
    };
  } finally {
    await page.close();
  }
}
