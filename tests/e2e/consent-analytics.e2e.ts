import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { openInCountry } from './country';

/** The demo's banner impression pixel (demo/server/views/banner.ts pixelSrc). */
const PIXEL = /\/demo\/pixel\?banner=/;

/** Records the banners the page reports as shown (the pixel, when allowed, is requested just before). */
async function recordShown(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __shown: string[] }).__shown = shown;
    document.addEventListener('vt-banner-shown', (event) => shown.push((event as CustomEvent<{ bannerId: string }>).detail.bannerId));
  });
  return () => page.evaluate(() => (window as unknown as { __shown: string[] }).__shown.length);
}

for (const country of ['by', 'ge']) {
  test(`storefront-shell.md §6 ${country}: no analytics before cookie consent, the impression pixel after it`, async ({ page, baseUrl }) => {
    await page.context().clearCookies();
    const pixels: string[] = [];
    page.on('request', (request) => {
      if (PIXEL.test(request.url())) pixels.push(request.url());
    });
    const shownCount = await recordShown(page);

    await openInCountry(page, baseUrl, country);
    await expect.poll(shownCount).toBeGreaterThan(0);
    expect(pixels).toEqual([]);

    await page.locator('vt-cookie-notice').getByRole('button', { name: 'Принять' }).click();
    await expect(page.locator('vt-cookie-notice').getByRole('button', { name: 'Принять' })).toBeHidden();
    await page.reload();
    await expect.poll(shownCount).toBeGreaterThan(0);
    await expect.poll(() => pixels.length).toBeGreaterThan(0);
  });
}
