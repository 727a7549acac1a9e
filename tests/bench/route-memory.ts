import type { Browser } from 'playwright';
import { newBenchPage } from './bench-page';

/**
 * Issue 5: the JS heap after visiting 50 routes in-app (the host router), against the heap after
 * the first 10, both after a forced GC (the first visits load chunks and fill caches).
 */
export async function measureRouteMemory(ctx: { browser: Browser; demoUrl: string; paths: string[] }): Promise<Record<string, number>> {
  const page = await newBenchPage(ctx.browser);
  try {
    await page.goto(`${ctx.demoUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => 'vitrinaRouter' in window);
    const client = await page.context().newCDPSession(page);
    const heap = async () => {
      await client.send('HeapProfiler.collectGarbage');
      await client.send('HeapProfiler.collectGarbage');
      return (await client.send('Runtime.getHeapUsage')).usedSize;
    };
    const visit = async (count: number, offset: number) => {
      for (let i = 0; i < count; i += 1) {
        const path = ctx.paths[(offset + i) % ctx.paths.length]!;
        await page.evaluate(async (target) => {
          const router = (window as unknown as { vitrinaRouter?: { navigate(url: string): Promise<unknown> } }).vitrinaRouter;
          if (!router) throw new Error('no router on the page');
          await router.navigate(target);
        }, path);
      }
      await page.waitForLoadState('networkidle');
    };
    await visit(10, 0);
    const before = await heap();
    await visit(50, 10);
    const after = await heap();
    return {
      'heap after 10 routes KB': Math.round(before / 1024),
      'heap after 50 more KB': Math.round(after / 1024),
      'growth %': Number(((after / before - 1) * 100).toFixed(1)),
    };
  } finally {
    await page.close();
  }
}
