/**
 * `npm run bench`: builds the kit, starts the demo server, measures in real Chromium, prints one
 * table per area and writes bench/results.json. Flags: `--check` exits non-zero when a budget is
 * missed; `--no-build` reuses dist/; `--sizes` measures sizes only; `--only=a,b` runs those areas;
 * `--lighthouse-runs=N` takes N Lighthouse runs per page instead of the median of 5 (a quick try).
 */
import { execSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { chromium, type Browser } from 'playwright';
import { chromiumPath, CHROMIUM_ARGS } from '../chromium-path.mjs';
import { BUDGETS } from './budgets';
import { checkSizes, measureDist } from './sizes';
import { formatTable, kb } from './table';
import { startBenchDemo } from './demo-server';
import { LIGHTHOUSE_RUNS, MOBILE_CPU_SLOWDOWN, SLOW_CPU_SLOWDOWN, runLighthouse, type LighthouseFigures } from './lighthouse';
import { LCP_OVER_FLOOR_MAX, TBT_OVER_FLOOR_MAX_MS, pageRatios, tbtScaling } from './page-ratios';
import { serveStatic, snapshotAsStaticHtml } from './static-floor';
import { measureRemount } from './memory';
import { newBenchPage } from './bench-page';
import { percentile, throttleCpu, timeToPaint } from './interactions';
import { samplePaths } from './sample-paths';
import { measureSyncLatency } from './sync-latency';
import { measureRouteMemory } from './route-memory';
import { measureSearch } from './search';
import { measureBanners } from './banners';
import { measureRouting } from './routing';
import { measureCartFavorites } from './cart-favorites';
import { measureWidgetInteractions } from './widget-interactions';
import { measureProductGrid } from './product-grid';
import { measureProductCard } from './product-card';
import { measureCheckout } from './checkout';
import { measureIntegrator } from './integrator';
import { measureWalletCabinet } from './wallet-cabinet';
import { measureLongTasks } from './long-tasks';
import { measureRepeatVisit } from './offline';

const argv = process.argv.slice(2);
const args = new Set(argv);
const only = argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const failures: string[] = [];
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg(),
  },
};

type Figures = Record<string, number>;
/** A budget on one figure: at most (default) or exactly a value. */
type Budget = { max?: number; equals?: number; label: string };
interface Ctx {
  browser: Browser;
  demoUrl: string;
  partnerUrl: string;
}
interface Area {
  name: string;
  run(ctx: Ctx): Promise<Figures>;
  budgets?: Record<string, Budget>;
}

function verdict(name: string, ok: boolean): string {
  if (!ok) failures.push(name);
  return ok ? 'ok' : 'MISSED';
}

async function sizes(): Promise<void> {
  const { files, manifest } = await measureDist(process.env.VITRINA_OUT || 'dist');
  const checks = checkSizes(files, manifest);
  console.log('\nFiles of dist/ (raw, gzip -9, brotli -q 11):');
  console.log(
    formatTable(
      ['file', 'kind', 'raw', 'gzip', 'brotli'],
      files.map((f) => [f.file, f.tag ?? f.kind, kb(f.raw), kb(f.gzip), kb(f.brotli)]),
    ),
  );
  console.log('\nSize budgets (DESIGN.md):');
  console.log(
    formatTable(
      ['what', 'gzip', 'brotli', 'budget (gzip)', 'result'],
      checks.map((c) => [c.name, kb(c.gzip), kb(c.brotli), kb(c.budget), verdict(c.name, c.ok)]),
    ),
  );
  results.files = files;
  results.sizeBudgets = checks;
}

/** `--lighthouse-runs=N`: fewer runs than the median of LIGHTHOUSE_RUNS, to try the bench itself (its figures then mean little). */
const lighthouseRuns = Number(argv.find((arg) => arg.startsWith('--lighthouse-runs='))?.slice('--lighthouse-runs='.length)) || LIGHTHOUSE_RUNS;

/** The pages judged against the static floor (DESIGN.md "Budgets"), by name: their URLs in this run. */
async function judgedPages(ctx: Ctx): Promise<Record<string, string>> {
  const paths = await samplePaths(ctx.demoUrl);
  return {
    home: `${ctx.demoUrl}/`,
    catalog: `${ctx.demoUrl}${paths.catalog}`,
    product: `${ctx.demoUrl}${paths.product}`,
    'search results': `${ctx.demoUrl}${paths.search}`,
    'partner page': `${ctx.partnerUrl}/`,
  };
}

/** Each page and the static floor at `cpuSlowdown`: the floor first, then the pages in their order. */
async function lighthouseWithFloor(
  ctx: Ctx,
  pages: Record<string, string>,
  cpuSlowdown: number,
): Promise<{ floor: LighthouseFigures; pages: Record<string, LighthouseFigures> }> {
  const floorHtml = await snapshotAsStaticHtml(ctx.browser, `${ctx.demoUrl}/`, 'main');
  const server = await serveStatic(floorHtml, ctx.demoUrl);
  let floor: LighthouseFigures;
  try {
    floor = await runLighthouse(server.url, { runs: lighthouseRuns, cpuSlowdown });
  } finally {
    await server.close();
  }
  const measured: Record<string, LighthouseFigures> = {};
  for (const [name, url] of Object.entries(pages)) measured[name] = await runLighthouse(url, { runs: lighthouseRuns, cpuSlowdown });
  return { floor, pages: measured };
}

const signed = (value: number, unit = '') => `${value >= 0 ? '+' : ''}${Math.round(value)}${unit}`;

async function pageFigures(ctx: Ctx): Promise<Figures> {
  const pages = await judgedPages(ctx);
  const mobile = await lighthouseWithFloor(ctx, pages, MOBILE_CPU_SLOWDOWN);
  const floor = mobile.floor;
  console.log(
    `\nLighthouse 12, mobile (CPU ${MOBILE_CPU_SLOWDOWN}x), median of ${lighthouseRuns}, judged against the static floor of home in the same run ` +
      `(TBT <= floor + ${TBT_OVER_FLOOR_MAX_MS} ms, perf >= floor's, LCP <= ${LCP_OVER_FLOOR_MAX}x floor's; a11y and best practices 100, CLS 0; perf 100 is the goal on a quiet machine):`,
  );
  const ratios = Object.fromEntries(Object.entries(mobile.pages).map(([name, m]) => [name, pageRatios(m, floor)]));
  console.log(
    formatTable(
      ['page', 'perf', 'perf - floor', 'a11y', 'best pr.', 'LCP', 'LCP / floor', 'TBT', 'TBT - floor', 'CLS', 'result'],
      [
        [
          'static floor of home',
          floor.performance,
          '',
          floor.accessibility,
          floor.bestPractices,
          `${Math.round(floor.lcpMs)} ms`,
          '1.00',
          `${Math.round(floor.tbtMs)} ms`,
          '',
          floor.cls.toFixed(3),
          '',
        ],
        ...Object.entries(mobile.pages).map(([name, m]) => {
          const r = ratios[name]!;
          return [
            name,
            m.performance,
            signed(r.performanceOverFloor),
            m.accessibility,
            m.bestPractices,
            `${Math.round(m.lcpMs)} ms`,
            r.lcpOverFloor.toFixed(2),
            `${Math.round(m.tbtMs)} ms`,
            signed(r.tbtOverFloorMs, ' ms'),
            m.cls.toFixed(3),
            verdict(`Lighthouse ${name}`, r.missed.length === 0),
          ];
        }),
      ],
    ),
  );
  for (const [name, r] of Object.entries(ratios)) if (r.missed.length) console.log(`  ${name}: ${r.missed.join('; ')}`);
  for (const [name, m] of Object.entries(mobile.pages)) if (m.failedAudits.length) console.log(`  ${name}: audits not passed: ${m.failedAudits.join(', ')}`);

  // The same pages on a slower phone: how blocking time grows with the CPU (reported, not judged).
  const slow = await lighthouseWithFloor(ctx, pages, SLOW_CPU_SLOWDOWN);
  const scaling = Object.fromEntries(Object.entries(slow.pages).map(([name, m]) => [name, tbtScaling(mobile.pages[name]!, m, slow.floor)]));
  console.log(
    `\nTBT from CPU ${MOBILE_CPU_SLOWDOWN}x to ${SLOW_CPU_SLOWDOWN}x (Lighthouse mobile, median of ${lighthouseRuns}; the floor's: ${Math.round(floor.tbtMs)} -> ${Math.round(slow.floor.tbtMs)} ms):`,
  );
  console.log(
    formatTable(
      [
        'page',
        `TBT ${MOBILE_CPU_SLOWDOWN}x`,
        `TBT ${SLOW_CPU_SLOWDOWN}x`,
        'scale',
        `TBT - floor ${SLOW_CPU_SLOWDOWN}x`,
        `perf ${SLOW_CPU_SLOWDOWN}x`,
        `floor perf ${SLOW_CPU_SLOWDOWN}x`,
      ],
      Object.entries(scaling).map(([name, t]) => [
        name,
        `${Math.round(t.tbtMs)} ms`,
        `${Math.round(t.slowTbtMs)} ms`,
        Number.isFinite(t.scale) ? `${t.scale.toFixed(2)}x` : 'from 0',
        signed(t.slowTbtOverFloorMs, ' ms'),
        slow.pages[name]!.performance,
        slow.floor.performance,
      ]),
    ),
  );
  results.lighthouse = { floor, pages: mobile.pages, ratios, slowCpu: { cpuSlowdown: SLOW_CPU_SLOWDOWN, floor: slow.floor, pages: slow.pages, scaling } };
  return {};
}

async function remountFigures(ctx: Ctx): Promise<Figures> {
  const tags = ['vt-locale-switcher', 'vt-cookie-notice', 'vt-search', 'vt-add-to-cart', 'vt-favorite-toggle', 'vt-banner-carousel'];
  const memory = await measureRemount(ctx.browser, `${ctx.demoUrl}/`, tags, 100);
  const retained = Object.entries(memory.liveInstances).filter(([tag, count]) => count > (memory.connectedInstances[tag] ?? 0));
  results.memory = memory;
  return {
    'heap growth % (100 remounts of every element after 100 warm-up)': Number((memory.growth * 100).toFixed(1)),
    'removed elements still alive': retained.reduce((total, [tag, count]) => total + count - (memory.connectedInstances[tag] ?? 0), 0),
  };
}

async function localeSwitchFigures(ctx: Ctx): Promise<Figures> {
  const page = await newBenchPage(ctx.browser);
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>bench</title><script type="module" src="/dist/vitrina.js"></script></head><body><vt-locale-switcher></vt-locale-switcher></body></html>`;
  await page.route(`${ctx.demoUrl}/bench/locale.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${ctx.demoUrl}/bench/locale.html`);
  await page.getByRole('button', { name: /Язык и валюта/ }).click();
  await throttleCpu(page);
  const samples: number[] = [];
  const currencies = ['BYN', 'KZT', 'AMD', 'RUB'];
  for (let i = 0; i < 20; i += 1) {
    const code = currencies[i % currencies.length]!;
    samples.push(
      await timeToPaint(
        page,
        'click',
        () => page.getByRole('radio', { name: new RegExp(`^${code} `) }).click(),
        `document.querySelector('vt-locale-switcher').shadowRoot.querySelector('[part=button]').textContent.includes('${code}')`,
      ),
    );
  }
  await page.close();
  return {
    'currency change click to paint p50 ms (4x CPU)': percentile(samples, 50),
    'currency change click to paint p95 ms (4x CPU)': percentile(samples, 95),
  };
}

const KB = 1024;
const AREAS: Area[] = [
  { name: 'pages', run: pageFigures },
  {
    name: 'long tasks',
    run: measureLongTasks,
    budgets: {
      'home 4x: longest task after first paint (ms)': { max: 49.9, label: '< 50 ms' },
      'home 4x: tasks of 50 ms or more after first paint': { equals: 0, label: '0' },
    },
  },
  {
    name: 'memory',
    run: async (ctx) => ({
      ...(await remountFigures(ctx)),
      ...(await measureRouteMemory({ ...ctx, paths: Object.values(await samplePaths(ctx.demoUrl)).concat(['/', '/services/o-nas', '/lk/basket']) })),
    }),
    budgets: {
      'heap growth % (100 remounts of every element after 100 warm-up)': { max: 10, label: 'growth <= 10%' },
      'removed elements still alive': { equals: 0, label: '0' },
      'growth %': { max: 10, label: '50 routes: growth <= 10%' },
    },
  },
  { name: 'locale switch', run: localeSwitchFigures, budgets: { 'currency change click to paint p95 ms (4x CPU)': { max: 100, label: '<= 100 ms' } } },
  {
    name: 'search',
    run: measureSearch,
    budgets: {
      search_vitrina_after_debounce_p95_ms: { max: 50, label: 'p95 <= 50 ms' },
      search_chunk_gzip_bytes: { max: BUDGETS.widgetChunkGzip, label: '<= 20 KB' },
    },
  },
  {
    name: 'banners',
    run: (ctx) => measureBanners(ctx),
    budgets: {
      'banner page: Lighthouse mobile performance': { equals: 100, label: '100' },
      'banner page: LCP / static LCP (budget 1.5)': { max: 1.5, label: '<= 1.5' },
      'banner page: CLS (budget 0)': { equals: 0, label: '0' },
      '<vt-banner-carousel> with swiper gzip bytes': { max: BUDGETS.carouselWithSwiperGzip, label: '<= 40 KB' },
    },
  },
  {
    name: 'cart and favourites',
    run: measureCartFavorites,
    budgets: {
      'favorites mount 4000 (ms, 4x CPU)': { max: 50, label: '<= 50 ms' },
      'cart mount 510 (ms, 4x CPU)': { max: 50, label: '<= 50 ms' },
      'add-to-cart click to painted count p75 (ms, 4x CPU)': { max: 100, label: '<= 100 ms' },
    },
  },
  {
    name: 'interactions',
    run: measureWidgetInteractions,
    budgets: {
      'favourite toggle click to paint p75 ms (4x CPU)': { max: 100, label: '<= 100 ms' },
      'carousel swipe pointerup to painted slide p75 ms (4x CPU)': { max: 100, label: '<= 100 ms' },
    },
  },
  { name: 'routing', run: measureRouting, budgets: { 'JS per page: home (KB gzip)': { max: BUDGETS.homePageJsGzip / KB, label: '<= 220 KB' } } },
  {
    name: 'product grid',
    run: measureProductGrid,
    budgets: { gridMount100Ms: { max: 50, label: '100 cards to first paint <= 50 ms' }, gridMount100LongestTaskMs: { max: 50, label: 'no task over 50 ms' } },
  },
  {
    name: 'product card',
    run: measureProductCard,
    budgets: { 'productCard.sizeChoiceP95Ms': { max: 100, label: 'INP <= 100 ms' }, 'productCard.popupOpenP95Ms': { max: 100, label: 'INP <= 100 ms' } },
  },
  { name: 'checkout', run: measureCheckout, budgets: { 'pickup search keystroke to painted list p75 ms (4x CPU)': { max: 100, label: 'INP <= 100 ms' } } },
  { name: 'integrator', run: measureIntegrator },
  { name: 'wallet and cabinet', run: measureWalletCabinet },
  {
    name: 'offline',
    run: measureRepeatVisit,
    budgets: { 'repeat visit: kit scripts from the network (most of any run)': { equals: 0, label: '0 (all from the service worker)' } },
  },
  {
    name: 'demo sync latency',
    run: () => measureSyncLatency(),
    budgets: { 'p95 ms': { max: 20, label: 'p95 <= 20 ms' }, 'failed answers': { equals: 0, label: '0' } },
  },
];

async function runAreas(ctx: Ctx): Promise<void> {
  const areaResults: Record<string, Figures | { error: string }> = {};
  for (const area of AREAS) {
    if (only && !only.includes(area.name)) continue;
    let figures: Figures;
    try {
      figures = await area.run(ctx);
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      console.log(`\n${area.name}: could not be measured: ${message}`);
      verdict(`${area.name} (not measured)`, false);
      areaResults[area.name] = { error: message };
      continue;
    }
    areaResults[area.name] = figures;
    if (Object.keys(figures).length === 0) continue;
    console.log(`\n${area.name}:`);
    console.log(
      formatTable(
        ['figure', 'value', 'budget', 'result'],
        Object.entries(figures).map(([key, value]) => {
          const budget = area.budgets?.[key];
          const shown = Number.isInteger(value) ? value : Number(value.toFixed(1));
          if (!budget) return [key, shown, '', ''];
          const ok = value >= 0 && (budget.equals !== undefined ? value === budget.equals : value <= budget.max!);
          return [key, shown, budget.label, verdict(`${area.name}: ${key}`, ok)];
        }),
      ),
    );
  }
  results.areas = areaResults;
}

async function main(): Promise<void> {
  if (!args.has('--no-build')) execSync('npm run build', { stdio: 'inherit' });
  await sizes();
  if (!args.has('--sizes')) {
    const demo = await startBenchDemo();
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      await runAreas({ browser, demoUrl: demo.url, partnerUrl: demo.partnerUrl });
    } finally {
      await browser.close();
      await demo.close();
    }
  }
  results.budgetsMissed = failures;
  await mkdir('bench', { recursive: true });
  await writeFile('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten: bench/results.json${failures.length ? `; ${failures.length} budget(s) missed: ${failures.join('; ')}` : '; every budget met'}`);
  if (args.has('--check') && failures.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
