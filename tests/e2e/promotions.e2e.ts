import { test, expect } from './fixtures';
import { layoutProblems } from './layout-rules';

/**
 * Promotion pages as a shopper uses them (storefront-routing-wallet.md §3 "Promo data": shelves,
 * brands, categories, poster, menu; §9 "Promotions root menu id 2192"; storefront-shell.md §9
 * "Main promo action id 188852").
 */
test.describe('promotion pages', () => {
  test('the main promotion: poster, the promotions menu, categories, goods and brands; on to another promotion', async ({ page, baseUrl }) => {
    const menuCall = page.waitForRequest((request) => request.url().includes('/v11/menu') && new URL(request.url()).searchParams.get('id') === '2192');
    const goodsCall = page.waitForRequest(
      (request) => request.url().includes('/promotions/products') && new URL(request.url()).searchParams.get('promo') === '188852',
    );
    await page.goto(`${baseUrl}/promotions`);
    await menuCall;
    await goodsCall;
    await expect(page.getByRole('heading', { level: 1, name: 'Большая распродажа' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Большая распродажа' })).toBeVisible();
    await expect.poll(() => page.getByRole('img', { name: 'Большая распродажа' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const categories = page.getByRole('region', { name: 'Категории акции' });
    await expect(categories.getByRole('link').first()).toBeVisible();
    await expect(page.locator('vt-product-grid li.tile').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Хиты акции' })).toBeVisible();
    const brands = page.getByRole('region', { name: 'Бренды акции' });
    await expect(brands.getByRole('link').first()).toBeVisible();
    expect(await page.evaluate(layoutProblems)).toEqual([]);

    const menu = page.getByRole('navigation', { name: 'Разделы акций' });
    await menu.getByRole('link', { name: 'Уходящая распродажа' }).click();
    await expect(page).toHaveURL(/\/promotions\/uhtydazha$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Уходящая распродажа' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Уходящая распродажа' })).toHaveAttribute('aria-current', 'page');
    // storefront-shell.md §5: the club discounts item is for premium-available shoppers only; a guest has none.
    await expect(menu.getByRole('link', { name: 'Клубные скидки' })).toHaveCount(0);

    // A category tile leads to its catalog page.
    const category = categories.getByRole('link').first();
    const name = (await category.textContent())!.trim();
    await category.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a promotion brand leads to the brand page', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/promotions/uhtydazha`);
    const brand = page.getByRole('region', { name: 'Бренды акции' }).getByRole('link').first();
    const name = (await brand.textContent())!.trim();
    await brand.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  for (const width of [390, 1366]) {
    test(`lays out at ${width} px: no sideways scroll, no text out of view`, async ({ page, baseUrl }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}/promotions/uhtydazha`);
      await expect(page.getByRole('region', { name: 'Категории акции' }).getByRole('link').first()).toBeVisible();
      await expect(page.locator('vt-product-grid li.tile').first()).toBeVisible();
      expect(await page.evaluate(layoutProblems)).toEqual([]);
    });
  }
});
