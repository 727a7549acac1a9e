import type { Browser, Page } from 'playwright';
import { newBenchPage } from './bench-page';
import { percentile, throttleCpu } from './interactions';

/** Transitions measured per step (issue 11). */
const ROUNDS = 5;
const ACCOUNT = 'club';

/** The time from the in-app navigation call until `selector` is in the shown element's shadow root, plus one painted frame. */
function timeToShown(page: Page, path: string, tag: string, selector: string): Promise<number> {
  return page.evaluate(
    async ({ path, tag, selector }) => {
      const start = performance.now();
      void (globalThis as unknown as { vitrinaRouter: { navigate(url: string): Promise<unknown> } }).vitrinaRouter.navigate(path);
      const shown = () => [...document.querySelectorAll(`[data-vm-container]:not([hidden]) ${tag}`)].some((el) => el.shadowRoot?.querySelector(selector));
      while (!shown()) await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - start;
    },
    { path, tag, selector },
  );
}

/**
 * The wallet and the account pages at 4x CPU, signed in as the demo's club shopper: the in-app
 * transition /lk -> /lk/mywallet/purchases until the wallet's balance is painted (the wallet
 * checks' balance and user-info calls included), and /lk/mywallet/purchases -> /lk/myorders/delivery
 * until the active orders are painted; p50 and p95 of 5 rounds each.
 */
export async function measureWalletCabinet(ctx: { browser: Browser; demoUrl: string }): Promise<Record<string, number>> {
  const page = await newBenchPage(ctx.browser);
  const figures: Record<string, number> = {};
  try {
    const answer = await page.request.post(`${ctx.demoUrl}/demo/login`, { data: { account: ACCOUNT } });
    const { token } = (await answer.json()) as { token: string };
    await page.addInitScript((value) => localStorage.setItem('vitrina:token', value), token);
    await throttleCpu(page);
    const toWallet: number[] = [];
    const toDeliveries: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await page.goto(`${ctx.demoUrl}/lk`);
      await page.waitForSelector('[data-vm-container]:not([hidden]) vt-cabinet');
      toWallet.push(await timeToShown(page, '/lk/mywallet/purchases', 'vt-wallet', '[data-figure="total"]'));
      toDeliveries.push(await timeToShown(page, '/lk/myorders/delivery', 'vt-cabinet', '.order'));
    }
    figures['lk -> wallet balance painted p50 ms (4x CPU)'] = Math.round(percentile(toWallet, 50));
    figures['lk -> wallet balance painted p95 ms (4x CPU)'] = Math.round(percentile(toWallet, 95));
    figures['wallet -> deliveries painted p50 ms (4x CPU)'] = Math.round(percentile(toDeliveries, 50));
    figures['wallet -> deliveries painted p95 ms (4x CPU)'] = Math.round(percentile(toDeliveries, 95));
  } finally {
    await page.close();
  }
  return figures;
}
