import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import { newBenchPage } from './bench-page';
import { percentile, throttleCpu } from './interactions';
import { samplePaths } from './sample-paths';

/** Transitions measured per step (home -> catalog -> product and back, issue 9 "Bench"). */
const ROUNDS = 5;

/**
 * Route-transition time at 4x CPU: from the in-app navigation call to the `vt-route-change`
 * event of the new page plus its next painted frame, for home -> catalog -> product -> back
 * (history) -> back; and the total JS per page (issue 10): every script a fresh load of the route
 * runs until the network is idle (fetched or inline), as gzip -9 bytes (DESIGN.md "home page JS in total <= 220 KB gz")
 * and uncompressed.
 */
export async function measureRouting(ctx: { browser: Browser; demoUrl: string }): Promise<Record<string, number>> {
  const page = await newBenchPage(ctx.browser);
  const figures: Record<string, number> = {};
  try {
    // Addresses of a real catalog page and product of the demo.
    const { catalog: catalogPath, product: productPath, search: searchPath } = await samplePaths(ctx.demoUrl);
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
    const steps: Array<[string, string]> = [
      ['home->catalog', nav(catalogPath)],
      ['catalog->product', nav(productPath)],
      ['product->catalog (back)', 'history.back()'],
      ['catalog->home (back)', 'history.back()'],
    ];
    const samples = new Map<string, number[]>(steps.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      await page.goto(`${ctx.demoUrl}/`);
      await page.waitForSelector('[data-vm-container]:not([hidden]) h1');
      for (const [name, action] of steps) samples.get(name)!.push(await timeTo(action));
    }
    for (const [name, values] of samples) figures[`route ${name} p50 ms (4x CPU)`] = percentile(values, 50);

    for (const [name, path] of [
      ['home', '/'],
      ['catalog', catalogPath],
      ['product', productPath],
      ['search', searchPath],
      ['basket', '/lk/basket'],
      ['services', '/services/o-nas'],
    ] as const) {
      const fresh = await newBenchPage(ctx.browser);
      const bodies: Promise<Buffer>[] = [];
      fresh.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
      });
      await fresh.goto(`${ctx.demoUrl}${path}`, { waitUntil: 'networkidle' });
      // The HTML's inline scripts count too (the host page's boot module, host/after-first-paint.ts).
      const inline = await fresh.evaluate(() => [...document.scripts].filter((script) => !script.src).map((script) => script.text));
      const scripts = [...(await Promise.all(bodies)), ...inline.map((text) => Buffer.from(text))];
      // Gzip -9 of each file, as the size table counts (the demo may send brotli, which is smaller).
      figures[`JS per page: ${name} (KB gzip)`] = Math.round(scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 102.4) / 10;
      figures[`JS per page: ${name} (KB uncompressed)`] = Math.round(scripts.reduce((sum, body) => sum + body.length, 0) / 102.4) / 10;
      await fresh.close();
    }
  } finally {
    await page.close();
  }
  return figures;
}
