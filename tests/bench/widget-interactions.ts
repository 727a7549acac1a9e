import type { Browser } from 'playwright';
import { newBenchPage } from './bench-page';
import { percentile, throttleCpu, timeToPaint } from './interactions';
import { buyableSizes, shopHtml } from '../e2e/shop-page';

const SAMPLES = 10;

async function demoToken(demoUrl: string, account: string): Promise<string> {
  const answer = (await (await fetch(`${demoUrl}/demo/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account }) })).json()) as { token?: string };
  if (!answer.token) throw new Error('demo login gave no token');
  return answer.token;
}

/**
 * Issue 5 interactions at 4x CPU, input to painted frame: a favourite toggle, signed in. Budget
 * 100 ms (DESIGN.md). The carousel swipe is not measured yet: a synthetic mouse drag over the
 * carousel closed the bench page in Chromium, and that is still to be understood.
 */
export async function measureWidgetInteractions(ctx: { browser: Browser; demoUrl: string }): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const size = buyableSizes()[3]!;

  const toggle = await newBenchPage(ctx.browser);
  try {
    const token = await demoToken(ctx.demoUrl, 'regular');
    await toggle.addInitScript((jwt) => localStorage.setItem('vitrina:token', jwt), token);
    await toggle.route(`${ctx.demoUrl}/bench/toggle.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: shopHtml(ctx.demoUrl, `<vt-favorite-toggle product="${size.nmId}" size="${size.chrtId}"></vt-favorite-toggle>`) }),
    );
    await toggle.goto(`${ctx.demoUrl}/bench/toggle.html`);
    const button = toggle.locator('vt-favorite-toggle').getByRole('button');
    await button.waitFor();
    await throttleCpu(toggle);
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const next = (await button.getAttribute('aria-pressed')) === 'true' ? 'false' : 'true';
      times.push(await timeToPaint(toggle, 'click', () => button.click(),
        `document.querySelector('vt-favorite-toggle')?.shadowRoot?.querySelector('button')?.getAttribute('aria-pressed') === '${next}'`));
    }
    figures['favourite toggle click to paint p75 ms (4x CPU)'] = percentile(times, 75);
  } finally {
    await toggle.close();
  }

  return figures;
}
