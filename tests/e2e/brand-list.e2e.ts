import { test, expect } from './fixtures';
import { layoutProblems } from './layout-rules';
import { openInCountry } from './country';

/**
 * The brand list page by letter as a shopper uses it (storefront-routing-wallet.md §2.3
 * /{product}/brandlist.aspx?letter=, §2.6, §9 "Brand shard" and "letter group Cyrillic, Latin
 * letter or 123"; unknown letter: 404).
 */
test.describe('brand list by letter', () => {
  test('from a brand page to its letter, another letter, and a brand of it', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/vitrina/brandlist.aspx`);
    await expect(page.getByRole('heading', { level: 1, name: 'Бренды' })).toBeVisible();
    const letters = page.getByRole('navigation', { name: 'Бренды по алфавиту' });
    await letters.getByRole('link', { name: 'B', exact: true }).click();
    await expect(page).toHaveURL(/brandlist\.aspx\?letter=B$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Бренды на букву B' })).toBeVisible();
    await expect(letters.getByRole('link', { name: 'B', exact: true })).toHaveAttribute('aria-current', 'page');
    const brands = page.locator('ul.brand-list a');
    await expect(brands.first()).toBeVisible();
    const names = await brands.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /^b/i.test(name))).toBe(true);

    // A brand of the letter, then back to all brands of its letter from the brand page.
    const first = names[0]!;
    await brands.first().click();
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    await page.getByRole('link', { name: 'Все бренды на букву B' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Бренды на букву B' })).toBeVisible();

    // The digits-and-symbols group gathers brands starting with neither a Latin nor a Cyrillic letter.
    await letters.getByRole('link', { name: '123', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Бренды на цифры и символы' })).toBeVisible();
    await expect(brands.first()).toBeVisible();
    expect((await brands.allTextContents()).every((name) => !/^[\p{Script=Latin}\p{Script=Cyrillic}]/u.test(name))).toBe(true);
    expect(await page.evaluate(layoutProblems)).toEqual([]);
  });

  test('a Cyrillic letter lists the Cyrillic brands (Kazakhstan)', async ({ page, baseUrl }) => {
    await openInCountry(page, baseUrl, 'kz', '/vitrina/brandlist.aspx');
    // 26 Latin letters, 29 Cyrillic ones and 123.
    await expect(page.locator('nav.brand-letters a')).toHaveCount(56);
    // Any Cyrillic letter that has brands in the demo: follow letters until one lists some.
    for (const letter of ['К', 'М', 'Б', 'Л', 'Р', 'С', 'Т', 'Д', 'В', 'Н', 'П']) {
      await page.locator('nav.brand-letters').getByRole('link', { name: letter, exact: true }).click();
      await expect(page.locator('nav.brand-letters a[aria-current="page"]')).toHaveText(letter);
      await expect(page.locator('ul.brand-list, .page--brand-list .page-note')).toBeVisible();
      if ((await page.locator('ul.brand-list a').count()) > 0) break;
    }
    const names = await page.locator('ul.brand-list a').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /^\p{Script=Cyrillic}/u.test(name))).toBe(true);
  });

  for (const letter of ['XY', '7', '%3Cscript%3E', '']) {
    test(`an unknown letter (${letter || 'blank'}) is the 404 page`, async ({ page, baseUrl }) => {
      await page.goto(`${baseUrl}/vitrina/brandlist.aspx?letter=${letter}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
      await expect(page.locator('ul.brand-list')).toHaveCount(0);
    });
  }

  for (const width of [390, 1366]) {
    test(`lays out at ${width} px: no sideways scroll, no text out of view`, async ({ page, baseUrl }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}/vitrina/brandlist.aspx?letter=123`);
      await expect(page.locator('ul.brand-list a').first()).toBeVisible();
      expect(await page.evaluate(layoutProblems)).toEqual([]);
    });
  }
});
