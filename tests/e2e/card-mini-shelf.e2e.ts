import { test, expect } from './fixtures';
import { generateDemoData } from '../../demo/data/generate';

/**
 * The mini card (storefront-shell.md §2 "Product card: ... metacard, mini card"; where it shows is
 * not given: like a real marketplace, under the product as its visually similar products, §7
 * GET /recommendation/catalog?type=visuallysimilar&forproduct). Desktop opens the popup, mobile the page (§2).
 */
function productWithSimilar() {
  const { products } = generateDemoData();
  const p = products.find(
    (q) => q.hasPrice && !q.adult && q.pics > 0 && products.some((o) => o.nmId !== q.nmId && o.colourIndex === q.colourIndex && o.hasPrice),
  );
  if (!p) throw new Error('the demo data has no product with similar products');
  return { nmId: p.nmId, name: p.name.ru };
}

test('§2 mini cards under the product: desktop opens the similar product in the popup', async ({ page, baseUrl }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const { nmId, name } = productWithSimilar();
  const similar = page.waitForResponse((r) => r.url().includes(`forproduct=${nmId}`) && r.url().includes('type=visuallysimilar') && r.ok());
  await page.goto(`${baseUrl}/catalog/${nmId}/detail.aspx`);
  await expect(page.locator('vt-product-card:not([variant])').first().getByRole('heading', { level: 1, name })).toBeVisible();
  await similar;
  const shelf = page.getByRole('region', { name: 'Похожие товары' });
  await shelf.scrollIntoViewIfNeeded();
  const mini = shelf.locator('vt-product-card[variant="shelf"]').first();
  const link = mini.locator('a.shelf');
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/catalog\/\d+\/detail\.aspx$/);
  expect(href).not.toBe(`/catalog/${nmId}/detail.aspx`);
  const similarName = (await link.locator('.shelf-name').textContent())!;
  expect(similarName).not.toBe('');
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Карточка товара' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(`${baseUrl}${href}`);
  await expect(dialog.locator('vt-product-card').getByRole('heading', { level: 2, name: similarName })).toBeVisible();
});

test('§2 mini cards at 390 px: a tap opens the similar product page', async ({ page, baseUrl }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { nmId } = productWithSimilar();
  await page.goto(`${baseUrl}/catalog/${nmId}/detail.aspx`);
  const shelf = page.getByRole('region', { name: 'Похожие товары' });
  await shelf.scrollIntoViewIfNeeded();
  const link = shelf.locator('vt-product-card[variant="shelf"]').first().locator('a.shelf');
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  const similarName = (await link.locator('.shelf-name').textContent())!;
  await link.click();
  await expect(page).toHaveURL(`${baseUrl}${href}`);
  await expect(page.getByRole('dialog', { name: 'Карточка товара' })).toHaveCount(0);
  await expect(page.locator('section.page--product > vt-product-card').getByRole('heading', { level: 1, name: similarName })).toBeVisible();
});
