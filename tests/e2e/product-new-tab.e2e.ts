import { test, expect } from './fixtures';
import { demoToken, openTrendPromotion, signInBeforeLoad } from './shop-page';

/**
 * storefront-routing-wallet.md §6 "Opening products in a new tab depends on a setting or experiment
 * (mobile always same window)". The demo's splitter puts its employee account in the experiment
 * (ab productNewTab=on, demo/API.md); the switch enableProductNewTab stays off, so no other test's
 * page changes.
 */
const IN_EXPERIMENT = 'employee';
const tileLink = (page: import('@playwright/test').Page) => page.locator('vt-product-grid').locator('a.tile-link').first();
const shelfLink = (page: import('@playwright/test').Page) => page.locator('vt-product-card[variant="shelf"]').first().locator('a.shelf');

test.describe('products in a new tab by experiment (routing-wallet §6)', () => {
  test('§6 at 1366 px a shopper in the experiment opens a product from a listing in a new tab; the list stays, no popup', async ({
    page,
    context,
    request,
    baseUrl,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInBeforeLoad(page, await demoToken(request, baseUrl, IN_EXPERIMENT));
    await openTrendPromotion(page, baseUrl);
    const link = tileLink(page);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    const href = await link.getAttribute('href');
    const opened = context.waitForEvent('page');
    await link.click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(href);
    await expect(tab.locator('vt-product-card:not([variant])').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Карточка товара' })).toHaveCount(0);
    await expect(page).toHaveURL(`${baseUrl}/promotions/trend`);
    await tab.close();
  });

  test('§6 home shelf cards follow the experiment at 1366 px', async ({ page, request, baseUrl }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInBeforeLoad(page, await demoToken(request, baseUrl, IN_EXPERIMENT));
    await page.goto(`${baseUrl}/`);
    const link = shelfLink(page);
    await link.scrollIntoViewIfNeeded();
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('§6 "mobile always same window": at 390 px the same shopper opens the product in the same tab', async ({ page, context, request, baseUrl }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInBeforeLoad(page, await demoToken(request, baseUrl, IN_EXPERIMENT));
    const splitter = page.waitForResponse((r) => r.url().endsWith('/webapi/splitter') && r.ok());
    await openTrendPromotion(page, baseUrl);
    const link = tileLink(page);
    await expect(link).toBeVisible();
    // The experiment has been read by now (the splitter answered): the link still has no target.
    await splitter;
    await expect(link).not.toHaveAttribute('target', /.*/);
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(`${baseUrl}${href}`);
    await expect(page.locator('vt-product-card:not([variant])').getByRole('heading', { level: 1 })).toBeVisible();
    expect(context.pages()).toHaveLength(1);
  });

  test('§6 outside the experiment and with the setting off, a desktop click still opens the popup (shell §2)', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openTrendPromotion(page, baseUrl);
    const link = tileLink(page);
    await expect(link).toBeVisible();
    await expect(link).not.toHaveAttribute('target', /.*/);
    await link.click();
    await expect(page.getByRole('dialog', { name: 'Карточка товара' })).toBeVisible();
  });
});
