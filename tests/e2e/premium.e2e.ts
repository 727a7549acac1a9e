import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { generateDemoData } from '../../demo/data/generate';
import { demoToken, serveShop, signInBeforeLoad, SHOP_PATH } from './shop-page';

/**
 * storefront-shell.md §6 "Premium is granted if subscription features include extra_discount and the
 * phone starts with 79 (ru) or 375 (by)", as shoppers: the club member with a Russian phone (79…) sees
 * the club price on a listing and the club discount in checkout; a club member with the same features
 * and a Kazakh phone (7 7…) pays the plain price and sees neither.
 */

/** A buyable demo product with a premium sale (shell §3 Product premiumSale) and its first size in stock. */
function clubProduct(): { nmId: number; chrtId: number } {
  const product = generateDemoData().products.find(
    (p) =>
      p.hasPrice && !p.adult && p.premiumSale >= 5 && p.sale > 0 && p.pics > 0 && p.sizes.length === 1 && p.sizes[0]!.stocks.reduce((n, s) => n + s.qty, 0) > 5,
  )!;
  return { nmId: product.nmId, chrtId: product.sizes[0]!.chrtId };
}

/** Opens a listing of the club product signed in as `account`; resolves once the user grade has answered. */
async function openListingAndAdd(page: Page, baseUrl: string, account: string): Promise<void> {
  const { nmId, chrtId } = clubProduct();
  await signInBeforeLoad(page, await demoToken(page.request, baseUrl, account));
  await serveShop(
    page,
    baseUrl,
    `<vt-product-grid source="nms" nms="[${nmId}]" no-controls></vt-product-grid><vt-add-to-cart product="${nmId}" size="${chrtId}"></vt-add-to-cart>`,
  );
  const gradeAnswered = page.waitForResponse((r) => r.url().includes('/webapi/user/grade') && r.ok());
  await page.goto(`${baseUrl}${SHOP_PATH}`);
  await expect(page.locator('vt-product-grid').locator(`li[data-nm="${nmId}"]`).locator('p.price')).toBeVisible();
  await gradeAnswered;
}

async function addAndOpenBasket(page: Page, baseUrl: string): Promise<ReturnType<Page['locator']>> {
  const add = page.locator('vt-add-to-cart');
  const added = add.getByRole('button', { name: /товар(|а|ов) в корзине$/ });
  if (!(await added.isVisible())) {
    await add.getByRole('button', { name: 'В корзину' }).click();
    await expect(added).toBeVisible();
  }
  await page.goto(`${baseUrl}/lk/basket`);
  const checkout = page.locator('vt-checkout');
  await expect(checkout.getByRole('term').filter({ hasText: 'Итого' })).toBeVisible();
  return checkout;
}

test.describe('premium rule (storefront-shell.md §6) as shoppers', () => {
  test('club member with a 79 phone: the club price on the tile, the club discount in checkout', async ({ page, baseUrl }) => {
    await openListingAndAdd(page, baseUrl, 'club');
    const tile = page.locator('vt-product-grid').locator(`li[data-nm="${clubProduct().nmId}"]`);
    await expect(tile.getByText('Цена с клубом')).toBeVisible();
    const checkout = await addAndOpenBasket(page, baseUrl);
    await expect(checkout.getByText('Скидка клуба')).toBeVisible();
  });

  test('club member with extra_discount but a Kazakh phone: no club price, no club discount', async ({ page, baseUrl }) => {
    await openListingAndAdd(page, baseUrl, 'club-kz');
    const grid = page.locator('vt-product-grid');
    // The tile has its price and the grade has answered: still no club price.
    await expect(grid.getByText('Цена с клубом')).toHaveCount(0);
    const checkout = await addAndOpenBasket(page, baseUrl);
    await expect(checkout.getByText('Скидка', { exact: true })).toBeVisible();
    await expect(checkout.getByText('Скидка клуба')).toHaveCount(0);
  });
});
