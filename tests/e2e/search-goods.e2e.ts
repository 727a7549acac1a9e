import { test, expect } from './fixtures';

/**
 * storefront-routing-wallet.md §7 "GET search-goods service with query= | list of product numbers;
 * 2 s for empty-search recommendations, 5 s for recommendation search (credentials omitted)",
 * against the demo.
 */
const SEARCH_GOODS = /\/search-goods\?query=/;
const NOTHING = 'zzqxjw-nothing-matches';

test('a search that finds nothing offers the recommendations of search-goods (empty query)', async ({ page, baseUrl }) => {
  const asked = page.waitForRequest((r) => SEARCH_GOODS.test(r.url()) && new URL(r.url()).searchParams.get('query') === '');
  await page.goto(`${baseUrl}/catalog/0/search.aspx?search=${NOTHING}`);
  await asked;
  await expect(page.getByRole('heading', { level: 1, name: NOTHING })).toBeVisible();
  await expect(page.getByText('Ничего не нашлось')).toBeVisible();
  const recommended = page.getByRole('region', { name: 'Рекомендуем вам' });
  await expect(recommended.getByRole('heading', { level: 2, name: 'Рекомендуем вам' })).toBeVisible();
  await expect(recommended.locator('vt-product-grid li.tile a.tile-link').first()).toBeVisible();
});

test('empty-search recommendations that time out (2 s): the search page stays, without them', async ({ page, baseUrl }) => {
  let asked = 0;
  await page.route(SEARCH_GOODS, () => {
    asked += 1; // never answered: the client gives up after 2 s
  });
  const errors: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/webapi/logging/jserror')) errors.push(r.postData() ?? '');
  });
  await page.goto(`${baseUrl}/catalog/0/search.aspx?search=${NOTHING}`);
  await expect(page.getByText('Ничего не нашлось')).toBeVisible();
  await expect.poll(() => asked).toBe(1);
  // one logged error for the timed-out call
  await expect.poll(() => errors.filter((body) => body.includes('search-goods')).length, { timeout: 15_000 }).toBe(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Рекомендуем вам' })).toHaveCount(0);
});

test('the recommendation search page lists the goods search-goods finds for its query, sent without credentials', async ({ page, baseUrl }) => {
  const asked = page.waitForRequest((r) => SEARCH_GOODS.test(r.url()) && new URL(r.url()).searchParams.get('query') === 'платье');
  await page.goto(`${baseUrl}/recommendationssearch?searchQuery=${encodeURIComponent('платье')}`);
  const request = await asked;
  expect(request.headers().cookie).toBeUndefined();
  const answer = (await (await request.response())!.json()) as number[];
  expect(answer.length).toBeGreaterThan(0);
  const first = page.locator('vt-product-grid li.tile a.tile-link').first();
  await expect(first).toHaveAttribute('href', `/catalog/${answer[0]}/detail.aspx`);
});
