/**
 * Issue 10 bench, at 4x CPU throttling: mounting <vt-product-grid> with one 100-card page (the
 * demo's search results for a common letter, only cards the grid shows, given through the `products` property as a host
 * page gives its route data), with the element's chunk already loaded, in the default tile size
 * (storefront-shell.md §9 "Default card size c516x688"). Medians of ROUNDS mounts:
 * - gridMount100Ms: from connecting the element to the first painted frame that shows tiles
 *   (the first tiles render at once, the rest in later short tasks);
 * - gridMount100AllMs: to the painted frame with all 100 tiles;
 * - gridMount100LongestTaskMs: the longest main-thread task seen during the whole mount
 *   (Long Tasks API: tasks of 50 ms and more; 0 means none reached 50 ms).
 */
import type { Browser } from 'playwright';
import { newBenchPage } from './bench-page';
import { percentile, throttleCpu } from './interactions';

const ROUNDS = 5;
const CARDS = 100;
const QUERY = 'а';
const PAGE_PATH = '/bench-product-grid.html';

const HTML = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>bench grid</title>
<script type="module" src="/dist/vitrina.js"></script>
<style>vt-product-grid{display:block}</style></head><body><vt-product-grid no-controls id="warm"></vt-product-grid></body></html>`;

type WireCard = { pics?: number; adult?: boolean; sizes?: { price?: unknown; stocks?: { qty: number }[] }[] };
/** Cards the grid shows (storefront-shell.md §5 visibility, no adult blur): the mount renders exactly CARDS tiles. */
const shown = (raw: unknown) => {
  const card = raw as WireCard;
  return (card.pics ?? 0) > 0 && !card.adult && (card.sizes ?? []).some((s) => s.price !== undefined && (s.stocks ?? []).some((st) => st.qty > 0));
};

async function cardsPage(demoUrl: string): Promise<unknown[]> {
  const products: unknown[] = [];
  for (let page = 1; products.length < CARDS; page++) {
    const answer = (await (await fetch(`${demoUrl}/svc/search/search?query=${encodeURIComponent(QUERY)}&page=${page}`)).json()) as {
      data: { products: unknown[] };
    };
    if (answer.data.products.length === 0) break;
    products.push(...answer.data.products.filter(shown));
  }
  if (products.length < CARDS) throw new Error(`bench: only ${products.length} cards for "${QUERY}"`);
  return products.slice(0, CARDS);
}

export async function measureProductGrid(ctx: { browser: Browser; demoUrl: string }): Promise<Record<string, number>> {
  const products = await cardsPage(ctx.demoUrl);
  const page = await newBenchPage(ctx.browser);
  try {
    await page.route(`${ctx.demoUrl}${PAGE_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: HTML }));
    // Pictures are not what is measured (they decode off the main thread): answer them empty.
    await page.route(/\/images\/(?:tm|c246x328|c516x688)\//, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${ctx.demoUrl}${PAGE_PATH}`);
    // Rendered: more in its shadow root than the placeholder slot it shows its light DOM through until then.
    await page.waitForFunction(() =>
      [...(document.querySelector('#warm')?.shadowRoot?.children ?? [])].some((child) => !child.hasAttribute('data-vt-until-mount')),
    );
    await throttleCpu(page);
    const first: number[] = [];
    const all: number[] = [];
    const longest: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const figures = await page.evaluate(
        async ({ cards, count }) => {
          document.querySelectorAll('vt-product-grid').forEach((e) => e.remove());
          await new Promise((resolve) => setTimeout(resolve, 100));
          let longTask = 0;
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) longTask = Math.max(longTask, entry.duration);
          });
          observer.observe({ type: 'longtask' });
          const frame = () =>
            new Promise((resolve) =>
              requestAnimationFrame(() => {
                const channel = new MessageChannel();
                channel.port1.onmessage = resolve;
                channel.port2.postMessage(null);
              }),
            );
          const element = document.createElement('vt-product-grid') as HTMLElement & { products: unknown };
          element.setAttribute('no-controls', '');
          const start = performance.now();
          element.products = cards;
          document.body.append(element);
          const tiles = () => element.shadowRoot?.querySelectorAll('li.tile').length ?? 0;
          const deadline = start + 60_000;
          const tick = () => {
            if (performance.now() > deadline) throw new Error(`bench: ${tiles()} of ${count} tiles after 60 s`);
            return new Promise((resolve) => setTimeout(resolve, 0));
          };
          while (tiles() === 0) await tick();
          await frame();
          const firstPaint = performance.now() - start;
          while (tiles() < count) await tick();
          await frame();
          const allPaint = performance.now() - start;
          await new Promise((resolve) => setTimeout(resolve, 50));
          observer.disconnect();
          return { firstPaint, allPaint, longTask };
        },
        { cards: products, count: CARDS },
      );
      first.push(figures.firstPaint);
      all.push(figures.allPaint);
      longest.push(figures.longTask);
    }
    return {
      gridMount100Ms: Math.round(percentile(first, 50) * 10) / 10,
      gridMount100AllMs: Math.round(percentile(all, 50) * 10) / 10,
      gridMount100LongestTaskMs: Math.round(percentile(longest, 50) * 10) / 10,
    };
  } finally {
    await page.close();
  }
}
