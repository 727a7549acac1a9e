import type { Browser } from 'playwright';
import { generateDemoData } from '../../demo/data/generate';
import { filterOffices } from '../../core/domain/checkout/filter-offices';
import { newBenchPage } from './bench-page';
import { percentile, throttleCpu, timeToPaint } from './interactions';
import { buyableSizes, shopHtml } from '../e2e/shop-page';

const SAMPLES = 10;
/** The keys typed into the pickup search: each narrows the list, Backspace widens it again. */
const KEYS = ['1', '2', '3', '5', '7'];

/**
 * Issue 10 checkout at 4x CPU: keystroke to painted pickup-point list in <vt-checkout> (a key that
 * filters the country's points, then Backspace back to all of them), p75 over the samples; the
 * expected option counts come from the demo data through the same filter the element uses.
 */
export async function measureCheckout(ctx: { browser: Browser; demoUrl: string }): Promise<Record<string, number>> {
  const offices = generateDemoData().offices.filter((o) => o.country === 'ru');
  const size = buyableSizes()[5]!;
  const page = await newBenchPage(ctx.browser);
  try {
    const token = (await (
      await fetch(`${ctx.demoUrl}/demo/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'regular' }),
      })
    ).json()) as { token: string };
    await page.addInitScript((jwt) => localStorage.setItem('vitrina:token', jwt), token.token);
    const item = JSON.stringify({ characteristicId: size.chrtId, cod1S: size.nmId, quantity: 1 });
    await page.route(`${ctx.demoUrl}/bench/checkout.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: shopHtml(ctx.demoUrl, `<vt-checkout buy-it-now='${item}'></vt-checkout>`) }),
    );
    await page.goto(`${ctx.demoUrl}/bench/checkout.html`);
    const search = page.locator('vt-checkout').getByRole('combobox');
    await search.waitFor();
    await search.focus();
    await throttleCpu(page);
    const optionCount = `document.querySelector('vt-checkout').shadowRoot.querySelectorAll('[role="option"]:not([aria-disabled])').length`;
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const key = KEYS[i % KEYS.length]!;
      const narrowed = filterOffices(offices, key).length;
      times.push(await timeToPaint(page, 'keydown', () => search.press(key), `${optionCount} === ${narrowed}`));
      times.push(await timeToPaint(page, 'keydown', () => search.press('Backspace'), `${optionCount} === ${offices.length}`));
    }
    return { 'pickup search keystroke to painted list p75 ms (4x CPU)': Math.round(percentile(times, 75)) };
  } finally {
    await page.close();
  }
}
