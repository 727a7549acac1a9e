import { test, expect } from './fixtures';
import { demoToken, signInBeforeLoad } from './shop-page';

/** A popup panel opened from the header stays inside the viewport (storefront-shell.md §9 layout: 320 to 1920 px). */
for (const width of [320, 390, 1366]) {
  test(`at ${width} px the bell's panel opens inside the viewport`, async ({ page, request, baseUrl }) => {
    await signInBeforeLoad(page, await demoToken(request, baseUrl, 'club'));
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: /^Уведомления/ }).click();
    const panel = page.getByRole('region', { name: 'Уведомления' });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  });
}
