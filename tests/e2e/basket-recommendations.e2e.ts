import { test, expect } from './fixtures';
import { addEachToCart, buyableSizes } from './shop-page';

/**
 * storefront-shell.md §7 "GET recommendation merger list with nm ids (up to 100, 2 s)": under the
 * basket, a shelf of goods bought with the basket's, asked with the basket's product numbers.
 */
const MERGER = /\/merger\/list\?/;

test('the basket shows goods bought with its lines, asked with their product numbers, none of them in the basket', async ({ page, baseUrl }) => {
  const sizes = buyableSizes().slice(60, 62);
  await addEachToCart(page, baseUrl, sizes);
  const asked = page.waitForRequest((r) => MERGER.test(r.url()));
  await page.goto(`${baseUrl}/lk/basket`);
  const sent = new URL((await asked).url()).searchParams.get('nm')!.split(';').map(Number);
  expect(sent.sort()).toEqual(sizes.map((s) => s.nmId).sort());
  const shelf = page.getByRole('region', { name: 'С этим покупают' });
  await shelf.scrollIntoViewIfNeeded();
  const links = shelf.locator('vt-product-card[variant="shelf"] a.shelf');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const size of sizes) expect(hrefs).not.toContain(`/catalog/${size.nmId}/detail.aspx`);
  // The basket itself is untouched by the shelf: both lines are there.
  for (const size of sizes) await expect(page.locator('vt-cart').getByRole('checkbox', { name: `Включить в заказ: ${size.name}` })).toBeVisible();
});

test('a merger call that never answers (2 s): the basket stays, without the shelf, and one error is logged', async ({ page, baseUrl }) => {
  const sizes = buyableSizes().slice(62, 63);
  await addEachToCart(page, baseUrl, sizes);
  let asked = 0;
  await page.route(MERGER, () => {
    asked += 1; // never answered: the client gives up after 2 s
  });
  const errors: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/webapi/logging/jserror')) errors.push(r.postData() ?? '');
  });
  await page.goto(`${baseUrl}/lk/basket`);
  await expect(page.locator('vt-cart').getByRole('checkbox', { name: `Включить в заказ: ${sizes[0]!.name}` })).toBeVisible();
  await expect.poll(() => asked).toBe(1);
  await expect.poll(() => errors.filter((body) => body.includes('merged recommendations')).length, { timeout: 15_000 }).toBe(1);
  await expect(page.getByRole('heading', { level: 2, name: 'С этим покупают' })).toHaveCount(0);
});
