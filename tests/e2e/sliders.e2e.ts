import type { Locator, Page } from '@playwright/test';
import { generateDemoData } from '../../demo/data/generate';
import { test, expect } from './fixtures';
import { moveWhenFree } from './slider-throttle';

/**
 * The storefront's sliders on swiper (DESIGN.md "The packages": swiper runs every carousel and
 * slider), as a shopper uses them: the home page's product shelves, a finger swiping the banner
 * carousel on a phone, the product page's gallery (storefront-shell.md §9 "transition 500 ms",
 * "Slide swiper throttle 300 ms").
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A product of the demo with several pictures (not adult: its pictures are not blurred). */
function productWithPictures(): number {
  const product = generateDemoData().products.find((p) => !p.adult && p.hasPrice && p.pics >= 3);
  if (!product) throw new Error('the demo data has no product with three pictures');
  return product.nmId;
}

/** Where `locator` starts, from the left edge of `of`. */
async function leftFrom(locator: Locator, of: Locator): Promise<number> {
  const [box, outer] = await Promise.all([locator.boundingBox(), of.boundingBox()]);
  return box!.x - outer!.x;
}

/**
 * A finger's swipe across `area` from `from` to `to` (shares of its width), through the devtools
 * protocol's touch input. Tests swipe 80% of the width: swiper takes a swipe slower than 300 ms
 * (its longSwipesMs, as on a loaded machine) only past half a slide.
 */
async function swipe(page: Page, area: Locator, from: number, to: number): Promise<void> {
  const box = (await area.boundingBox())!;
  const y = box.y + box.height / 2;
  const session = await page.context().newCDPSession(page);
  const point = (share: number) => [{ x: box.x + box.width * share, y, id: 1 }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let step = 1; step <= 6; step += 1) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(from + ((to - from) * step) / 6) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

test.describe('sliders on swiper', () => {
  test('home shelves: the buttons show the next page of cards and come back; the arrow keys move the shelf that has focus', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseUrl}/`);
    const shelf = page.locator('.vt-shelf').first();
    await shelf.scrollIntoViewIfNeeded();
    const previous = shelf.getByRole('button', { name: 'Предыдущие товары' });
    const next = shelf.getByRole('button', { name: 'Следующие товары' });
    // The buttons show once the slider runs, and the row is longer than the page.
    await expect(next).toBeVisible({ timeout: 10_000 });
    await expect(next).toBeEnabled();
    await expect(previous).toBeDisabled();
    const row = shelf.locator('.vt-shelf-slider');
    const cards = shelf.locator('.vt-shelf-row > li');
    expect(await leftFrom(cards.first(), row)).toBeCloseTo(0, 0);
    const inView = async () => {
      const width = (await row.boundingBox())!.width;
      let count = 0;
      for (const card of await cards.all()) {
        const left = await leftFrom(card, row);
        if (left >= -1 && left + (await card.boundingBox())!.width <= width + 1) count += 1;
      }
      return count;
    };
    const page1 = await inView();
    expect(page1).toBeGreaterThan(2);

    // Each move is followed by the §9 300 ms slide throttle: the next press waits for it to let go.
    const press = (action: () => Promise<void>) => moveWhenFree(row, action);
    await press(() => next.click());
    // A page on: the first card fully in view is the one after the last that was.
    await expect.poll(async () => Math.round(await leftFrom(cards.nth(page1), row))).toBe(0);
    await expect(previous).toBeEnabled();
    await press(() => previous.click());
    await expect.poll(async () => Math.round(await leftFrom(cards.first(), row))).toBe(0);
    await expect(previous).toBeDisabled();

    // Focus in the shelf: the arrow keys move it.
    await next.focus();
    await press(() => page.keyboard.press('ArrowRight'));
    await expect.poll(async () => Math.round(await leftFrom(cards.nth(page1), row))).toBe(0);
    await press(() => page.keyboard.press('ArrowLeft'));
    await expect.poll(async () => Math.round(await leftFrom(cards.first(), row))).toBe(0);
  });

  // A picture area (a touch over an HTML5 creative's cross-origin iframe is the creative's own).
  test('on a phone a finger swipes a banner carousel to the next banner and back', async ({ browser, baseUrl }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.route(`${baseUrl}/swipe-e2e.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Баннеры</title>
<script type="module" src="${baseUrl}/dist/vitrina.js"></script></head>
<body><main><h1>Баннеры</h1><vt-banner-carousel location="home-content" no-autoplay></vt-banner-carousel></main></body></html>`,
      }),
    );
    await page.goto(`${baseUrl}/swipe-e2e.html`);
    const carousel = page.locator('vt-banner-carousel');
    await expect(carousel.locator('.slides.swiper-initialized')).toBeAttached({ timeout: 10_000 });
    const first = page.getByRole('group', { name: /^1 из \d+$/ });
    await expect(first).toBeInViewport({ ratio: 1 });
    await swipe(page, carousel, 0.9, 0.1);
    await expect(page.getByRole('group', { name: /^2 из \d+$/ })).toBeInViewport({ ratio: 1 });
    await expect(first).not.toBeInViewport();
    await moveWhenFree(carousel.locator('.slides'), () => swipe(page, carousel, 0.1, 0.9));
    await expect(page.getByRole('group', { name: /^1 из \d+$/ })).toBeInViewport({ ratio: 1 });
    await context.close();
  });

  test("the product page's gallery: a thumbnail shows its picture, a finger swipes to the next", async ({ browser, baseUrl }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/catalog/${productWithPictures()}/detail.aspx`);
    const gallery = page.locator('vt-product-card:not([variant]) [part="gallery"]');
    await expect(gallery.locator('.photos.swiper-initialized')).toBeAttached({ timeout: 10_000 });
    // The phone's header is three rows: bring the gallery's top to the top of the screen, so a whole photo fits in it.
    await gallery.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const thumbs = gallery.getByRole('button', { name: /^Показать фото \d+$/ });
    await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
    await thumbs.nth(2).click();
    await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByRole('img', { name: /^Фото 3 из \d+/ })).toBeInViewport({ ratio: 1 });
    // The thumbnail's move holds the §9 300 ms slide throttle: the finger comes once swiper takes moves again.
    await moveWhenFree(gallery.locator('.photos'), () => swipe(page, gallery.locator('.photos'), 0.1, 0.9));
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByRole('img', { name: /^Фото 2 из \d+/ })).toBeInViewport({ ratio: 1 });
    await context.close();
  });
});
