import type { Browser } from 'playwright';
import { newBenchPage } from './bench-page';
import { percentile, throttleCpu, timeToPaint } from './interactions';
import { buyableSizes, shopHtml } from '../e2e/shop-page';

const SAMPLES = 10;
const SWIPES = 5;
const MIN_SWIPES = 3;

async function demoToken(demoUrl: string, account: string): Promise<string> {
  const answer = (await (
    await fetch(`${demoUrl}/demo/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account }) })
  ).json()) as { token?: string };
  if (!answer.token) throw new Error('demo login gave no token');
  return answer.token;
}

/**
 * Issue 5 interactions at 4x CPU, input to painted frame: a favourite toggle (signed in) and a
 * carousel swipe (a pointer drag to the neighbouring slide on swiper, alternating directions so
 * every drag really moves, each once the row has come to rest: storefront-shell.md §9 "Slide
 * swiper throttle 300 ms" refuses a move sooner; on an image-only banner area, since a drag into a
 * creative's cross-origin iframe is the creative's business). Budget 100 ms each (DESIGN.md).
 * After several synthetic drags Chromium has been seen to close the bench page (not understood
 * yet): the samples taken until then are reported with their count.
 */
export async function measureWidgetInteractions(ctx: { browser: Browser; demoUrl: string }): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const size = buyableSizes()[3]!;

  const toggle = await newBenchPage(ctx.browser);
  try {
    const token = await demoToken(ctx.demoUrl, 'regular');
    await toggle.addInitScript((jwt) => localStorage.setItem('vitrina:token', jwt), token);
    await toggle.route(`${ctx.demoUrl}/bench/toggle.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: shopHtml(ctx.demoUrl, `<vt-favorite-toggle product="${size.nmId}" size="${size.chrtId}"></vt-favorite-toggle>`),
      }),
    );
    await toggle.goto(`${ctx.demoUrl}/bench/toggle.html`);
    const button = toggle.locator('vt-favorite-toggle').getByRole('button');
    await button.waitFor();
    await throttleCpu(toggle);
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const next = (await button.getAttribute('aria-pressed')) === 'true' ? 'false' : 'true';
      times.push(
        await timeToPaint(
          toggle,
          'click',
          () => button.click(),
          `document.querySelector('vt-favorite-toggle')?.shadowRoot?.querySelector('button')?.getAttribute('aria-pressed') === '${next}'`,
        ),
      );
    }
    figures['favourite toggle click to paint p75 ms (4x CPU)'] = percentile(times, 75);
  } finally {
    await toggle.close();
  }

  const carousel = await newBenchPage(ctx.browser);
  const swipes: number[] = [];
  try {
    await carousel.setViewportSize({ width: 1280, height: 800 });
    await carousel.route(`${ctx.demoUrl}/bench/carousel.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: shopHtml(ctx.demoUrl, '<vt-banner-carousel location="home-content" no-autoplay style="display:block;width:960px"></vt-banner-carousel>'),
      }),
    );
    await carousel.goto(`${ctx.demoUrl}/bench/carousel.html`, { waitUntil: 'networkidle' });
    const activeId = `[...document.querySelector('vt-banner-carousel').shadowRoot.querySelectorAll('[data-banner-id]')].find((slide) => !slide.inert)?.dataset.bannerId`;
    const track = `document.querySelector('vt-banner-carousel').shadowRoot.querySelector('.slides__track')`;
    await carousel.waitForFunction(`Boolean(${activeId})`, undefined, { timeout: 15_000 });
    // swiper runs once the first slide has painted.
    await carousel.waitForFunction(`${track}?.parentElement.classList.contains('swiper-initialized')`, undefined, { timeout: 15_000 });
    await carousel.waitForTimeout(1500); // the idle-time work (the creatives' iframes) settles first
    await throttleCpu(carousel);
    const box = (await carousel.locator('vt-banner-carousel').boundingBox())!;
    const y = box.y + box.height / 2;
    for (let i = 0; i < SWIPES; i += 1) {
      // The previous move is over (500 ms), and the 300 ms slide throttle with it.
      await carousel.waitForFunction(`${track}.getAnimations().length === 0`);
      const before = await carousel.evaluate(activeId);
      const [from, to] = i % 2 === 0 ? [0.8, 0.2] : [0.2, 0.8];
      swipes.push(
        await timeToPaint(
          carousel,
          'pointerup',
          async () => {
            await carousel.mouse.move(box.x + box.width * from, y);
            await carousel.mouse.down();
            await carousel.mouse.move(box.x + box.width * to, y, { steps: 5 });
            await carousel.mouse.up();
          },
          `(${activeId}) !== ${JSON.stringify(before)}`,
        ),
      );
    }
  } catch (error) {
    if (swipes.length < MIN_SWIPES) throw error;
  } finally {
    if (!carousel.isClosed()) await carousel.close();
  }
  figures['carousel swipe pointerup to painted slide p75 ms (4x CPU)'] = percentile(swipes, 75);
  figures['carousel swipes measured'] = swipes.length;
  return figures;
}
