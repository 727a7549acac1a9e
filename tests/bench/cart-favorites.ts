/**
 * Issue 6 bench, at 4x CPU throttling:
 * - mount of <vt-favorites> with 4000 favourites and of <vt-cart> with 510 lines (budget 50 ms
 *   each): from the element's connection to the first painted frame that shows rows. The data is
 *   the club account's (the only one allowed 4000 / 510, storefront-shell.md §9), seeded through
 *   the demo's sync services, synced into the page's cache by a warm-up visit, with the element's
 *   chunk loaded: what is measured is the element building its (virtualised) list;
 * - add-to-cart interaction latency (budget 100 ms): from the click to the painted count on the
 *   button, with the 510-line <vt-cart> on the same page following the change.
 * Figures are medians of ROUNDS mounts and the p75 of CLICKS clicks.
 */
import type { Browser, Page } from 'playwright';
import { allSizes, buyableSizes } from '../e2e/shop-page';
import { newBenchPage } from './bench-page';
import { percentile, throttleCpu, timeToPaint } from './interactions';

const ACCOUNT = 'club';
const FAVORITES = 4000;
const CART_LINES = 510;
const ROUNDS = 5;
const CLICKS = 10;
const PAGE_PATH = '/bench-cart-favorites.html';

async function seedServer(demoUrl: string): Promise<{ token: string }> {
  const { token } = (await (
    await fetch(`${demoUrl}/demo/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ account: ACCOUNT }) })
  ).json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, 'Wb-AppType': 'site', 'Content-Type': 'application/json' };
  const sizes = allSizes();
  const favorites = sizes
    .slice(0, FAVORITES)
    .map((s, i) => ({ chrt_id: s.chrtId, cod_1s: s.nmId, client_ts: 1_000 + i, op_type: 1, type: 2, target_url: '', meta_json: '', is_deleted: false }));
  const lines = buyableSizes()
    .slice(0, CART_LINES)
    .map((s, i) => ({
      chrt_id: s.chrtId,
      quantity: 1,
      cod_1s: s.nmId,
      client_ts: 1_000 + i,
      op_type: 1,
      target_url: '',
      meta_json: '',
      price: 10000,
      subject_id: 0,
      currency: 'RUB',
      timezonemin: 180,
    }));
  for (const [path, ops] of [
    ['/svc/favs/sync', favorites],
    ['/svc/cart/sync', lines],
  ] as const) {
    const answer = await fetch(`${demoUrl}${path}?ts=0&device_id=bench-seed`, { method: 'POST', headers, body: JSON.stringify(ops) });
    if (!answer.ok) throw new Error(`bench: seeding ${path} failed (${answer.status})`);
  }
  return { token };
}

function benchHtml(body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>bench</title>
<script type="module" src="/dist/vitrina.js"></script>
<style>vt-cart,vt-favorites{display:block}</style></head><body>${body}</body></html>`;
}

async function openPage(browser: Browser, demoUrl: string, token: string, body: string): Promise<Page> {
  const page = await newBenchPage(browser);
  await page.addInitScript((value) => localStorage.setItem('vitrina:token', value), token);
  await page.route(`${demoUrl}${PAGE_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: benchHtml(body) }));
  await page.goto(`${demoUrl}${PAGE_PATH}`);
  return page;
}

/** Waits until the page's engine holds `count` items, synced (the warm-up). */
async function waitForItems(page: Page, engineId: 'cart' | 'favorites', count: number): Promise<void> {
  await page.waitForFunction(
    ({ id, n }) => {
      const g = globalThis as unknown as Record<symbol, unknown>;
      const engine = (g[Symbol.for('vitrina.runtime')] as { parts: Map<string, unknown> } | undefined)?.parts.get(`${id}.engine`) as
        { stateAtom: unknown } | undefined;
      const store = (g[Symbol.for('vitrina.runtime')] as { parts: Map<string, unknown> } | undefined)?.parts.get('store') as
        { get(a: unknown): { items: object; pending: unknown[] } } | undefined;
      if (!engine || !store) return false;
      return Object.keys(store.get(engine.stateAtom).items).length >= n;
    },
    { id: engineId, n: count },
    { timeout: 60_000 },
  );
}

/** Connects a fresh `tag` and returns the time to the first painted frame with rows in it. */
async function mountTime(page: Page, tag: string): Promise<number> {
  return page.evaluate(async (name) => {
    document.querySelector(name)?.remove();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the deferred unmount of the previous one
    const element = document.createElement(name);
    const start = performance.now();
    document.body.append(element);
    while (!element.shadowRoot?.querySelector('li.row')) await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(null);
    });
    return performance.now() - start;
  }, tag);
}

async function medianMount(page: Page, tag: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) times.push(await mountTime(page, tag));
  return percentile(times, 50);
}

export async function measureCartFavorites(ctx: { browser: Browser; demoUrl: string }): Promise<Record<string, number>> {
  const { token } = await seedServer(ctx.demoUrl);
  const figures: Record<string, number> = {};

  // Warm-up visit: both lists sync into the page's cache and their product cards load.
  const page = await openPage(ctx.browser, ctx.demoUrl, token, '<vt-favorites></vt-favorites><vt-cart></vt-cart>');
  try {
    await waitForItems(page, 'favorites', FAVORITES);
    await waitForItems(page, 'cart', CART_LINES);
    await page.waitForFunction(() => document.querySelector('vt-cart')?.shadowRoot?.querySelector('li.row .name:not(:empty)'), undefined, { timeout: 60_000 });
    await throttleCpu(page);
    figures['favorites mount 4000 (ms, 4x CPU)'] = await medianMount(page, 'vt-favorites');
    figures['cart mount 510 (ms, 4x CPU)'] = await medianMount(page, 'vt-cart');
  } finally {
    await page.close();
  }

  // Add-to-cart: a line already in the full cart (the 511th new line would be refused by the limit).
  const [line] = buyableSizes();
  const clickPage = await openPage(
    ctx.browser,
    ctx.demoUrl,
    token,
    `<vt-add-to-cart product="${line!.nmId}" size="${line!.chrtId}"></vt-add-to-cart><vt-cart></vt-cart>`,
  );
  try {
    await waitForItems(clickPage, 'cart', CART_LINES);
    const button = clickPage.locator('vt-add-to-cart').getByRole('button');
    await button.filter({ hasText: /\d/ }).waitFor();
    await throttleCpu(clickPage);
    const times: number[] = [];
    for (let i = 0; i < CLICKS; i++) {
      const before = Number(/(\d+)/.exec((await button.textContent()) ?? '')?.[1] ?? 0);
      const predicate = `(document.querySelector('vt-add-to-cart')?.shadowRoot?.querySelector('button')?.textContent ?? '').includes(': ${before + 1}')`;
      times.push(await timeToPaint(clickPage, 'click', () => button.click(), predicate));
    }
    figures['add-to-cart click to painted count p75 (ms, 4x CPU)'] = percentile(times, 75);
  } finally {
    await clickPage.close();
  }
  return figures;
}
