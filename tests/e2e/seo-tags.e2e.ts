import { test, expect } from './fixtures';

/** storefront-routing-wallet.md §7 "GET static seo-catalog-tags-by-url-ru-{url}.json | link, searchQuery, parameters | 3 s", against the demo. */
const CATEGORY = '/catalog/zhenshchinam/odezhda/platya';

test('a category page offers its SEO tag as a search chip, which runs that search', async ({ page, baseUrl }) => {
  const read = page.waitForResponse((r) => r.url().endsWith('/seo-catalog-tags-by-url-ru-catalog_zhenshchinam_odezhda_platya.json'));
  await page.goto(`${baseUrl}${CATEGORY}`);
  const tag = (await (await read).json()) as { searchQuery: string };
  const chips = page.getByRole('navigation', { name: 'Часто ищут' });
  await chips.getByRole('link', { name: tag.searchQuery }).click();
  await expect(page).toHaveURL(`${baseUrl}/search?search=${encodeURIComponent(tag.searchQuery)}`);
  await expect(page.getByRole('heading', { level: 1, name: tag.searchQuery })).toBeVisible();
});

test('bad input: a malformed tags file leaves the category page without chips and logs one error', async ({ page, baseUrl }) => {
  await page.route('**/seo-catalog-tags-by-url-ru-*.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '"oops"' }));
  const errors: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/webapi/logging/jserror')) errors.push(r.postData() ?? '');
  });
  await page.goto(`${baseUrl}${CATEGORY}`);
  await expect(page.locator('vt-product-grid li.tile').first()).toBeVisible();
  await expect.poll(() => errors.filter((body) => body.includes('seo-catalog-tags')).length, { timeout: 15_000 }).toBe(1);
  await expect(page.getByRole('navigation', { name: 'Часто ищут' })).toHaveCount(0);
});
