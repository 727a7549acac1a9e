/**
 * `npm run bench`: builds the kit, starts the demo server, measures in real Chromium, prints one
 * table per area and writes bench/results.json. `-- --check` exits non-zero when a budget is
 * missed; `-- --no-build` reuses dist/; `-- --sizes` measures sizes only.
 */
import { newBenchPage } from './bench-page';
import { execSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { chromium } from 'playwright';
import { chromiumPath, CHROMIUM_ARGS } from '../chromium-path.mjs';
import { BUDGETS } from './budgets';
import { checkSizes, measureDist } from './sizes';
import { formatTable, kb } from './table';
import { startBenchDemo } from './demo-server';
import { runLighthouse, type LighthouseFigures } from './lighthouse';
import { serveStatic, snapshotAsStaticHtml } from './static-floor';
import { measureRemount } from './memory';
import { percentile, throttleCpu, timeToPaint } from './interactions';

const args = new Set(process.argv.slice(2));
const failures: string[] = [];
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
};

function budget(name: string, ok: boolean): string {
  if (!ok) failures.push(name);
  return ok ? 'ok' : 'MISSED';
}

async function sizes(): Promise<void> {
  const { files, manifest } = await measureDist('dist');
  const checks = checkSizes(files, manifest);
  console.log('\nFiles of dist/ (raw, gzip -9, brotli -q 11):');
  console.log(formatTable(['file', 'kind', 'raw', 'gzip', 'brotli'], files.map((f) => [f.file, f.tag ?? f.kind, kb(f.raw), kb(f.gzip), kb(f.brotli)])));
  console.log('\nSize budgets (DESIGN.md):');
  console.log(formatTable(['what', 'gzip', 'brotli', 'budget (gzip)', 'result'], checks.map((c) => [c.name, kb(c.gzip), kb(c.brotli), kb(c.budget), budget(c.name, c.ok)])));
  results.files = files;
  results.sizeBudgets = checks;
}

async function pages(demoUrl: string, partnerUrl: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    // The floor: the home page frozen into static HTML, measured in the same run.
    const floorHtml = await snapshotAsStaticHtml(browser, `${demoUrl}/`, 'vt-locale-switcher');
    const floor = await serveStatic(floorHtml, demoUrl);
    const measured: Record<string, LighthouseFigures> = {};
    try {
      measured['home (static floor)'] = await runLighthouse(floor.url);
    } finally {
      await floor.close();
    }
    measured.home = await runLighthouse(`${demoUrl}/`);
    measured['partner page'] = await runLighthouse(`${partnerUrl}/`);
    const floorFigures = measured['home (static floor)'];
    console.log('\nLighthouse 12, mobile, default throttling, median of 3 (goal: 100 / 100 / 100, CLS 0):');
    console.log(
      formatTable(
        ['page', 'perf', 'a11y', 'best pr.', 'LCP', 'TBT', 'CLS', 'LCP / floor', 'TBT - floor'],
        Object.entries(measured).map(([name, m]) => [
          name, m.performance, m.accessibility, m.bestPractices, `${Math.round(m.lcpMs)} ms`, `${Math.round(m.tbtMs)} ms`, m.cls.toFixed(3),
          (m.lcpMs / floorFigures.lcpMs).toFixed(2), `${Math.round(m.tbtMs - floorFigures.tbtMs)} ms`,
        ]),
      ),
    );
    for (const [name, m] of Object.entries(measured)) {
      if (m.failedAudits.length) console.log(`${name}: audits not passed: ${m.failedAudits.join(', ')}`);
    }
    const home = measured.home;
    console.log(
      `home: performance ${budget('home Lighthouse performance 100', home.performance === 100)}, accessibility ${budget('home Lighthouse accessibility 100', home.accessibility === 100)}, ` +
        `best practices ${budget('home Lighthouse best practices 100', home.bestPractices === 100)}, LCP/floor ${budget('home LCP <= 1.5x static floor', home.lcpMs / floorFigures.lcpMs <= 1.5)}, CLS ${budget('home CLS 0', home.cls === 0)}`,
    );
    results.lighthouse = measured;

    const memory = await measureRemount(browser, `${demoUrl}/`, ['vt-locale-switcher', 'vt-cookie-notice'], 100);
    console.log('\nMemory: 100 warm-up cycles of removing and re-adding every element, then the JS heap after GC before and after 100 more (budget: growth <= 10%, no removed element alive):');
    const retained = Object.entries(memory.liveInstances).filter(([tag, count]) => count > (memory.connectedInstances[tag] ?? 0));
    console.log(formatTable(['elements', 'cycles', 'heap before', 'heap after', 'growth', 'live instances', 'result'], [[
      memory.elements.join(' '), memory.cycles, kb(memory.baselineBytes), kb(memory.afterBytes), `${(memory.growth * 100).toFixed(1)}%`,
      Object.entries(memory.liveInstances).map(([tag, count]) => `${tag}: ${count} (${memory.connectedInstances[tag]} in page)`).join(', '),
      budget('remount heap growth <= 10% and no retained element', memory.growth <= 0.1 && retained.length === 0),
    ]]));
    results.memory = memory;

    const page = await newBenchPage(browser);
    await page.goto(`${demoUrl}/`);
    await page.getByRole('button', { name: /Язык и валюта/ }).click();
    await throttleCpu(page);
    const samples: number[] = [];
    const currencies = ['BYN', 'KZT', 'AMD', 'RUB'];
    for (let i = 0; i < 20; i += 1) {
      const code = currencies[i % currencies.length]!;
      samples.push(
        await timeToPaint(page, 'click', () => page.getByRole('radio', { name: new RegExp(`^${code} `) }).click(),
          `document.querySelector('vt-locale-switcher').shadowRoot.querySelector('[part=button]').textContent.includes('${code}')`),
      );
    }
    await page.close();
    const interactions = { 'currency change (locale switcher)': { p50: percentile(samples, 50), p95: percentile(samples, 95), samples: samples.length } };
    console.log('\nInteractions at 4x CPU slowdown, input to painted frame (budget: 100 ms):');
    console.log(formatTable(['interaction', 'samples', 'p50', 'p95', 'result'], Object.entries(interactions).map(([name, m]) => [
      name, m.samples, `${m.p50.toFixed(1)} ms`, `${m.p95.toFixed(1)} ms`, budget(`${name} <= 100 ms`, m.p95 <= 100),
    ])));
    results.interactions = interactions;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!args.has('--no-build')) execSync('npm run build', { stdio: 'inherit' });
  await sizes();
  if (!args.has('--sizes')) {
    const demo = await startBenchDemo();
    try {
      await pages(demo.url, demo.partnerUrl);
    } finally {
      await demo.close();
    }
  }
  results.budgetsMissed = failures;
  results.budgets = BUDGETS;
  await mkdir('bench', { recursive: true });
  await writeFile('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten: bench/results.json${failures.length ? `; budgets missed: ${failures.join('; ')}` : '; every budget met'}`);
  if (args.has('--check') && failures.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
