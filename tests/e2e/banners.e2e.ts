import { test, expect, watchViolations } from './fixtures';
import type { Page } from '@playwright/test';

/** storefront-shell.md §2 banner areas, §4 iframe lifecycle, §7 banners service and protocol, §8 fallbacks. */

/** A page of the main origin holding only the kit and one carousel. */
async function bannerPage(page: Page, baseUrl: string, attributes = 'location="home-main"'): Promise<void> {
  await page.route(`${baseUrl}/banner-e2e.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Баннеры</title>
<script type="module" src="${baseUrl}/dist/vitrina.js"></script></head>
<body><main><h1>Баннеры</h1><vt-banner-carousel ${attributes}></vt-banner-carousel></main></body></html>`,
    }),
  );
  await page.goto(`${baseUrl}/banner-e2e.html`);
}

test.describe('<vt-banner-carousel> with the demo banners', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a shopper sees the home main carousel, moves through it and an HTML5 creative shows its content', async ({ page, baseUrl }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await bannerPage(page, baseUrl);
    const carousel = page.getByRole('region', { name: 'Баннеры' });
    await expect(carousel).toBeVisible();
    const first = page.getByRole('group', { name: /^1 из \d+$/ });
    await expect(first.getByRole('img')).toBeVisible();
    await expect(first.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    await page.getByRole('button', { name: 'Остановить автопрокрутку баннеров' }).click();
    await expect(page.getByRole('button', { name: 'Включить автопрокрутку баннеров' })).toBeVisible();
    await page.getByRole('button', { name: 'Следующий баннер' }).click();
    await expect(page.getByRole('group', { name: /^2 из \d+$/ })).toBeInViewport();
    await expect(page.locator('vt-banner-carousel iframe[data-state="CONTENT_READY"]').first()).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('§9 the first visible banner sends its impression pixel after 1 s', async ({ page, baseUrl }) => {
    await page.request.delete(`${baseUrl}/demo/logs`);
    await page.addInitScript(() => {
      const shownIds: string[] = [];
      (window as unknown as { __shown: string[] }).__shown = shownIds;
      document.addEventListener('vt-banner-shown', (event) => shownIds.push((event as CustomEvent<{ bannerId: string }>).detail.bannerId));
    });
    await bannerPage(page, baseUrl, 'location="search" no-autoplay');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shown: string[] }).__shown.length)).toBe(1);
    const shown = await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown[0]!);
    await expect.poll(async () => ((await (await page.request.get(`${baseUrl}/demo/logs?kind=banner-pixel`)).json()) as unknown[]).length).toBeGreaterThan(0);
    const logs = JSON.stringify(await (await page.request.get(`${baseUrl}/demo/logs?kind=banner-pixel`)).json());
    expect(logs).toContain(shown);
  });

  test('§9 the ear carousel: the banner in the middle with its neighbours peeking in; a click on one brings it to the middle', async ({ page, baseUrl }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await bannerPage(page, baseUrl, 'location="home-main" variant="ear" no-autoplay');
    const first = page.getByRole('group', { name: /^1 из \d+$/ });
    await expect(first.getByRole('img')).toBeVisible();
    // §9 image sizes: the demo's CDN keeps each banner at c246x328 and c516x688 beside the original.
    expect(await first.getByRole('img').getAttribute('srcset')).toMatch(
      /\/cdn\/banners\/c246x328\/\d+\.webp 246w, \S+\/cdn\/banners\/c516x688\/\d+\.webp 516w, \S+\/cdn\/banners\/\d+\.webp 1440w$/,
    );
    const box = (await page.locator('vt-banner-carousel').boundingBox())!;
    const firstBox = (await first.boundingBox())!;
    expect(Math.abs(firstBox.x + firstBox.width / 2 - (box.x + box.width / 2))).toBeLessThan(2);
    // The shopper clicks the second banner where it peeks in at the right edge.
    await page.mouse.click(box.x + box.width - 20, box.y + box.height / 2);
    const second = page.getByRole('group', { name: /^2 из \d+$/ });
    await expect(second.getByRole('img')).toBeVisible();
    await expect(page.getByRole('group', { name: /^1 из \d+$/ })).toHaveCount(0);
    await expect
      .poll(async () => {
        const secondBox = (await second.boundingBox())!;
        return Math.abs(secondBox.x + secondBox.width / 2 - (box.x + box.width / 2));
      })
      .toBeLessThan(2);
    await page.getByRole('button', { name: 'Следующий баннер' }).click();
    await expect(page.getByRole('group', { name: /^3 из \d+$/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('§8 when the banners service fails the static banner file is shown', async ({ page, baseUrl }) => {
    const staticCalls: string[] = [];
    await page.route(/\/svc\/banners\?/, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }));
    page.on('request', (request) => {
      if (/\/static\/banners-/.test(request.url())) staticCalls.push(new URL(request.url()).pathname);
    });
    await bannerPage(page, baseUrl, 'location="lk"');
    await expect(page.getByRole('group', { name: /^1 из \d+$/ }).getByRole('img')).toBeVisible();
    expect(staticCalls).toEqual(['/static/banners-103-ru-v1.json']);
  });
});

test.describe('<vt-banner-carousel> on the partner origin under a strict CSP with Trusted Types', () => {
  test('the carousel and its creatives work with 0 securitypolicyviolation events', async ({ page, partnerUrl }) => {
    const violations = await watchViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(partnerUrl);
    expect(response!.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    await expect(page.getByRole('group', { name: /^1 из \d+$/ }).getByRole('img')).toBeVisible();
    const html5 = page.locator('vt-banner-carousel iframe[data-state="CONTENT_READY"]').first();
    await expect(html5).toBeAttached();
    expect((await html5.getAttribute('sandbox'))!.split(' ')).not.toContain('allow-same-origin');
    // swiper moves the slides once it has started (after the first slide painted): buttons, then keys.
    await expect(page.locator('vt-banner-carousel .slides.swiper-initialized')).toBeAttached({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Следующий баннер' }).click();
    // Fully in view: the 500 ms move is over, and the §9 300 ms slide throttle with it.
    await expect(page.getByRole('group', { name: /^2 из \d+$/ })).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'Предыдущий баннер' }).click();
    await expect(page.getByRole('group', { name: /^1 из \d+$/ })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('group', { name: /^2 из \d+$/ })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('group', { name: /^1 из \d+$/ })).toBeInViewport({ ratio: 1 });
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
