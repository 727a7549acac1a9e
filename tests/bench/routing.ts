import type { Browser } from 'playwright';
import { newBenchPage } from './bench-page';
import { percentile, throttleCpu } from './interactions';
import { samplePaths } from './sample-paths';

/** Transitions measured per step (home -> catalog -> product and back, issue 9 "Bench"). */
const ROUNDS = 5;

/**
 * Route-transition time at 4x CPU: from the in-app navigation call to the `vt-route-change`
 * event of the new page plus its next painted frame, for home -> catalog -> product -> back
 * (history) -> back; and the JS loaded per route (bytes of script responses on a fresh load of
 * each route, transfer size as the browser reports it).
 */
export async function measureRouting(ctx: { browser: Browser; demoUrl: string }): Promise<Record<string, number>> {
  const page = await newBenchPage(ctx.browser);
  const figures: Record<string, number> = {};
  try {
    // Addresses of a real catalog page and product of the demo.
    const { catalog: catalogPath, product: productPath } = await samplePaths(ctx.demoUrl);
    await page.goto(`${ctx.demoUrl}/`);
    await page.waitForSelector('[data-vm-container]:not([hidden]) h1');

    await throttleCpu(page);
    const timeTo = (action: string) =>
      page.evaluate(async (source) => {
        const start = performance.now();
        const done = new Promise<void>((resolve) => document.addEventListener('vt-route-change', () => resolve(), { once: true }));
        new Function(source)();
        await done;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return performance.now() - start;
      }, action);
    const nav = (path: string) => `globalThis.vitrinaRouter.navigate(${JSON.stringify(path)})`;
    const steps: Array<[string, string]> = [['home->catalog', nav(catalogPath)], ['catalog->product', nav(productPath)], ['product->catalog (back)', 'history.back()'], ['catalog->home (back)', 'history.back()']];
    const samples = new Map<string, number[]>(steps.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      await page.goto(`${ctx.demoUrl}/`);
      await page.waitForSelector('[data-vm-container]:not([hidden]) h1');
      for (const [name, action] of steps) samples.get(name)!.push(await timeTo(action));
    }
    for (const [name, values] of samples) figures[`route ${name} p50 ms (4x CPU)`] = percentile(values, 50);

    for (const [name, path] of [['home', '/'], ['catalog', catalogPath], ['product', productPath], ['services', '/services/o-nas']] as const) {
      const fresh = await newBenchPage(ctx.browser);
      let bytes = 0;
      fresh.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
      });
      await fresh.goto(`${ctx.demoUrl}${path}`, { waitUntil: 'networkidle' });
      figures[`JS loaded on ${name} (KB, uncompressed)`] = Math.round(bytes / 102.4) / 10;
      await fresh.close();
    }
  } finally {
    await page.close();
  }
  return figures;
}
