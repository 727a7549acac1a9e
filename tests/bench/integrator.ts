import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import { newBenchPage } from './bench-page';

const RUNS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function gzipKb(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return Math.round((gzipSync(Buffer.from(await response.arrayBuffer())).length / 1024) * 10) / 10;
}

/**
 * Issue 13, integrator experience: how long /gallery takes until every element of the manifest
 * has rendered into its shadow root (median of 3 loads, no throttling), and what the integrator
 * files weigh gzipped (the manifest, the typings, the React host page's own bundle).
 */
export async function measureIntegrator(ctx: { browser: Browser; demoUrl: string }): Promise<Record<string, number>> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await newBenchPage(ctx.browser);
    await page.goto(`${ctx.demoUrl}/gallery`);
    const ms = await page.evaluate(async () => {
      const done = () => {
        const stages = [...document.querySelectorAll('.stage > *')].filter((e) => e.localName.startsWith('vt-'));
        return (
          stages.length > 0 &&
          document.getElementById('elements')?.getAttribute('aria-busy') === 'false' &&
          stages.every((e) => (e.shadowRoot?.childNodes.length ?? 0) > 0)
        );
      };
      while (!done()) await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now();
    });
    times.push(ms);
    await page.close();
  }
  return {
    galleryAllRenderedMs: Math.round(median(times)),
    customElementsJsonKbGz: await gzipKb(`${ctx.demoUrl}/dist/custom-elements.json`),
    typingsKbGz: await gzipKb(`${ctx.demoUrl}/dist/vitrina.d.ts`),
    reactHostBundleKbGz: await gzipKb(`${ctx.demoUrl}/dist/examples/react-host.js`),
  };
}
