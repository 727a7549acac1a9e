import { newBenchPage } from './bench-page';
import type { Browser } from 'playwright';

const WARM_UP_CYCLES = 10;

export interface MemoryFigures {
  elements: string[];
  cycles: number;
  baselineBytes: number;
  afterBytes: number;
  growth: number;
}

/**
 * Issue 5 memory: the JS heap after removing and re-adding every element `cycles` times, against
 * the heap after the first mount, both after a forced GC. Leaked React roots of removed elements
 * show up here as growth.
 */
export async function measureRemount(browser: Browser, pageUrl: string, tags: string[], cycles = 100): Promise<MemoryFigures> {
  const page = await newBenchPage(browser);
  try {
    await page.goto(pageUrl);
    const client = await page.context().newCDPSession(page);
    const heap = async () => {
      await client.send('HeapProfiler.collectGarbage');
      await client.send('HeapProfiler.collectGarbage');
      return (await client.send('Runtime.getHeapUsage')).usedSize;
    };
    await page.evaluate(async (list) => {
      const api = (window as unknown as { vitrina: { whenDefined(tag: string): Promise<unknown> } }).vitrina;
      const stage = document.createElement('div');
      stage.id = 'bench-stage';
      document.body.append(stage);
      for (const tag of list) stage.append(document.createElement(tag));
      await Promise.all(list.map((tag) => api.whenDefined(tag)));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }, tags);
    const cycle = (count: number) => page.evaluate(async ({ list, count }) => {
      const stage = document.getElementById('bench-stage')!;
      for (let cycle = 0; cycle < count; cycle += 1) {
        const removed = [...stage.children];
        for (const element of removed) element.remove();
        await new Promise((resolve) => setTimeout(resolve, 0)); // let deferred unmounts run
        for (const tag of list) stage.append(document.createElement(tag));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }, { list: tags, count });
    // Warm-up first: compiled and optimised code, and caches filled on first use, are not leaks.
    await cycle(WARM_UP_CYCLES);
    const baselineBytes = await heap();
    await cycle(cycles);
    const afterBytes = await heap();
    return { elements: tags, cycles, baselineBytes, afterBytes, growth: afterBytes / baselineBytes - 1 };
  } finally {
    await page.close();
  }
}
