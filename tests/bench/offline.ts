import type { Browser, BrowserContext, Page } from 'playwright';
import { throttleCpu } from './interactions';

/** Visits of each kind measured; the median is reported. */
export const VISIT_RUNS = 5;
/**
 * Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), applied to the
 * page: what a repeat visit saves is the network, which localhost does not cost. The worker's own
 * requests are its target's, not the page's, and are not slowed (the repeat visit's HTML).
 */
const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const KIT_SCRIPT = /\/dist\/.+\.js$/;

interface Visit {
  lcpMs: number;
  kitScriptsFromNetwork: number;
  kitScriptsFromWorker: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The page's largest contentful paint, recorded from its first script on. */
async function recordLcp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const bench = window as unknown as { __lcp?: number };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** One load of the home page in a page of its own, on a phone's CPU and network: its LCP and where its kit scripts came from. */
async function visit(context: BrowserContext, url: string): Promise<{ page: Page; figures: Visit }> {
  const page = await context.newPage();
  await throttleCpu(page);
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  let fromNetwork = 0;
  let fromWorker = 0;
  page.on('response', (response) => {
    if (!KIT_SCRIPT.test(new URL(response.url()).pathname)) return;
    if (response.fromServiceWorker()) fromWorker += 1;
    else fromNetwork += 1;
  });
  await page.goto(`${url}/`, { waitUntil: 'load' });
  await page.waitForFunction(
    () => (window as unknown as { __lcp?: number }).__lcp !== undefined && document.querySelector('section[data-route="SpaHomeEntrypoint"]') !== null,
  );
  // The page's last scripts (the kit starts after its first paint) have come by the network's idle.
  await page.waitForLoadState('networkidle');
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  return { page, figures: { lcpMs, kitScriptsFromNetwork: fromNetwork, kitScriptsFromWorker: fromWorker } };
}

/**
 * Offline and installable: the home page's first visit (no service worker yet: it installs after
 * the load) and its repeat visit (the worker controls the origin and answers from its precache),
 * each in a fresh profile. A repeat visit must load no kit script from the network.
 */
export async function measureRepeatVisit(ctx: { browser: Browser; demoUrl: string }): Promise<Record<string, number>> {
  const first: Visit[] = [];
  const repeat: Visit[] = [];
  for (let run = 0; run < VISIT_RUNS; run += 1) {
    const context = await ctx.browser.newContext({ serviceWorkers: 'allow' });
    try {
      await recordLcp(context);
      const firstVisit = await visit(context, ctx.demoUrl);
      first.push(firstVisit.figures);
      // The worker installs after the load: its precache is complete once it controls the page.
      await firstVisit.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120_000 });
      await firstVisit.page.close();
      const repeatVisit = await visit(context, ctx.demoUrl);
      repeat.push(repeatVisit.figures);
      await repeatVisit.page.close();
    } finally {
      await context.close();
    }
  }
  return {
    'first visit: LCP ms (median, 4x CPU, mobile network)': Math.round(median(first.map((v) => v.lcpMs))),
    'repeat visit: LCP ms (median, 4x CPU, mobile network)': Math.round(median(repeat.map((v) => v.lcpMs))),
    'first visit: kit scripts from the network': median(first.map((v) => v.kitScriptsFromNetwork)),
    'repeat visit: kit scripts from the network (most of any run)': Math.max(...repeat.map((v) => v.kitScriptsFromNetwork)),
    'repeat visit: kit scripts from the service worker': median(repeat.map((v) => v.kitScriptsFromWorker)),
  };
}
