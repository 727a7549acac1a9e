import { test, expect } from './fixtures';
import type { Locator } from '@playwright/test';
import { buyableSizes, demoToken, serveShop, signInBeforeLoad, SHOP_PATH, type DemoSize } from './shop-page';

/**
 * Issue 10 "Favourites page (goods, brands, sellers; its sort, search and wlArrived query)":
 * /lk/favorites?sort=name&search=<word> shows the filtered, sorted list, the shopper's own choices
 * go back to the address, and a reload keeps them (routing-wallet §2.4).
 */

const ACCOUNT = 'regular';
const WORD = 'хлопка';

/** Three goods whose names hold WORD (distinct names) and one whose name does not. */
function pickGoods(): { matching: DemoSize[]; other: DemoSize } {
  const pool = buyableSizes().slice(400);
  const matching: DemoSize[] = [];
  for (const size of pool) {
    if (size.name.includes(WORD) && !matching.some((m) => m.name === size.name)) matching.push(size);
    if (matching.length === 3) break;
  }
  const other = pool.find((size) => !size.name.toLowerCase().includes(WORD))!;
  return { matching, other };
}

async function shownNames(rows: Locator): Promise<string[]> {
  return rows.locator('.name').allTextContents();
}

test('favourites page: ?sort=name&search=<word> shows the filtered list by name, the choices stay in the address and survive a reload', async ({
  page,
  request,
  baseUrl,
}) => {
  await signInBeforeLoad(page, await demoToken(request, baseUrl, ACCOUNT));
  const { matching, other } = pickGoods();
  const goods = [...matching, other];
  await serveShop(page, baseUrl, goods.map((s) => `<vt-favorite-toggle product="${s.nmId}" size="${s.chrtId}"></vt-favorite-toggle>`).join(''));
  await page.goto(`${baseUrl}${SHOP_PATH}`);
  for (const element of await page.locator('vt-favorite-toggle').all()) {
    const toggle = element.getByRole('button', { name: 'В избранное' });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }

  await page.goto(`${baseUrl}/lk/favorites?sort=name&search=${encodeURIComponent(WORD)}`);
  const favorites = page.locator('vt-favorites');
  const search = favorites.getByRole('searchbox', { name: 'Поиск в избранном' });
  const sort = favorites.getByRole('combobox', { name: 'Сортировка' });
  const rows = favorites.getByRole('list', { name: 'Избранные товары' }).getByRole('listitem');

  const expectFilteredByName = async () => {
    await expect(search).toHaveValue(WORD);
    await expect(sort).toHaveValue('name');
    for (const size of matching) await expect(rows.filter({ hasText: size.name }).first()).toBeVisible();
    await expect(rows.filter({ hasText: other.name })).toHaveCount(0);
    const names = await shownNames(rows);
    expect(names.length).toBeGreaterThanOrEqual(matching.length);
    for (const row of await rows.allTextContents()) expect(row.toLowerCase()).toContain(WORD);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  };

  await expectFilteredByName();
  await page.reload();
  await expectFilteredByName();

  // The shopper's own choice goes back to the address (url-query), so a reload keeps it too.
  await sort.selectOption({ label: 'Сначала дороже' });
  await expect(page).toHaveURL(/[?&]sort=priceDown(&|$)/);
  expect(new URL(page.url()).searchParams.get('search')).toBe(WORD);
  await page.reload();
  await expect(sort).toHaveValue('priceDown');
  await expect(search).toHaveValue(WORD);
  await expect(rows.filter({ hasText: matching[0]!.name }).first()).toBeVisible();

  await search.fill('');
  await expect(page).not.toHaveURL(/[?&]search=/);
  await page.reload();
  // The list is no longer filtered (the account may hold many more favourites from other tests, and
  // only the rows in view are in the DOM, so the check is the controls and the first rows).
  await expect(search).toHaveValue('');
  await expect(sort).toHaveValue('priceDown');
  await expect(rows.first()).toBeVisible();
});

test('favourites page: an unknown ?sort= falls back to the default without an error', async ({ page, request, baseUrl }) => {
  await signInBeforeLoad(page, await demoToken(request, baseUrl, ACCOUNT));
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}/lk/favorites?sort=bogus`);
  const sort = page.locator('vt-favorites').getByRole('combobox', { name: 'Сортировка' });
  await expect(sort).toHaveValue(/^(popular|date|priceUp|priceDown|name)$/);
  await expect.poll(() => warnings.some((w) => w.includes('<vt-favorites> sort "bogus"'))).toBe(true);
  expect(errors).toEqual([]);
});
