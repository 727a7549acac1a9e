import { newBenchPage } from './bench-page';
import type { Browser } from 'playwright';

export interface MemoryFigures {
  elements: string[];
  cycles: number;
  baselineBytes: number;
  afterBytes: number;
  growth: number;
  /** Live instances of each element's class after the cycles and a GC. */
  liveInstances: Record<string, number>;
  /** Of those, how many are in the document; the rest are removed elements still held (leaks). */
  connectedInstances: Record<string, number>;
}

/**
 * Issue 5 memory: the JS heap after removing and re-adding every element `cycles` times, against
 * the heap before those cycles, both after a forced GC. The baseline is taken after the same
 * number of warm-up cycles: compiled and optimised code and caches filled on first use are not
 * leaks, and they settle within that many cycles. Retained elements (leaked React roots) are also
 * counted directly: every element class's live instances, found by prototype.
 */
export async function measureRemount(browser: Browser, pageUrl: string, tags: string[], cycles = 100): Promise<MemoryFigures> {
  const page = await newBenchPage(browser);
  try {
    await page.goto(pageUrl);
    // The host page starts the kit after its first paint (host/after-first-paint.ts).
    await page.waitForFunction(() => 'vitrina' in window);
    const client = await page.context().newCDPSession(page);
    const collect = async () => {
      await client.send('HeapProfiler.collectGarbage');
      await client.send('HeapProfiler.collectGarbage');
    };
    const heap = async () => {
      await collect();
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
    const cycle = (count: number) =>
      page.evaluate(
        async ({ list, count }) => {
          const stage = document.getElementById('bench-stage')!;
          for (let i = 0; i < count; i += 1) {
            for (const element of [...stage.children]) element.remove();
            await new Promise((resolve) => setTimeout(resolve, 0)); // let deferred unmounts run
            for (const tag of list) stage.append(document.createElement(tag));
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        },
        { list: tags, count },
      );
    await cycle(cycles);
    const baselineBytes = await heap();
    await cycle(cycles);
    const afterBytes = await heap();

    const liveInstances: Record<string, number> = {};
    const connectedInstances = await page.evaluate((list) => {
      // Elements render other elements inside their shadow roots (the header's search box): count those too.
      const count = (root: Document | ShadowRoot, tag: string): number =>
        root.querySelectorAll(tag).length +
        [...root.querySelectorAll('*')].reduce((total, element) => total + (element.shadowRoot ? count(element.shadowRoot, tag) : 0), 0);
      return Object.fromEntries(list.map((tag) => [tag, count(document, tag)]));
    }, tags);
    for (const tag of tags) {
      const prototype = await client.send('Runtime.evaluate', { expression: `customElements.get(${JSON.stringify(tag)}).prototype` });
      const found = await client.send('Runtime.queryObjects', { prototypeObjectId: prototype.result.objectId! });
      const length = await client.send('Runtime.callFunctionOn', {
        objectId: found.objects.objectId!,
        functionDeclaration: 'function () { return this.length; }',
        returnByValue: true,
      });
      liveInstances[tag] = length.result.value as number;
    }
    return { elements: tags, cycles, baselineBytes, afterBytes, growth: afterBytes / baselineBytes - 1, liveInstances, connectedInstances };
  } finally {
    await page.close();
  }
}
