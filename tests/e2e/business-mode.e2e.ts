import { test, expect } from './fixtures';
import { generateDemoData } from '../../demo/data/generate';
import { vatFlagOf } from '../../demo/server/views/product';
import { demoToken, serveShop, signInBeforeLoad, SHOP_PATH } from './shop-page';

/**
 * storefront-shell.md §6 "B2B mode: shows VAT info, changes delivery filtering, removes ... wallet
 * discounts", §9 "Vat refund percent by flag: 5, 7, 10, 20", as the demo's business buyer: the
 * listing says each price's VAT, checkout shows the VAT inside the total and offers only the
 * marketplace's own pickup points; a private buyer sees none of it.
 */

/** A buyable one-size product at the standard rate (flag 4, 20 %). */
function standardRateProduct(): { nmId: number; chrtId: number } {
  const data = generateDemoData();
  const product = data.products.find(
    (p) => p.hasPrice && !p.adult && p.pics > 0 && p.sizes.length === 1 && p.sizes[0]!.stocks.reduce((n, s) => n + s.qty, 0) > 5 && vatFlagOf(data, p) === 4,
  )!;
  return { nmId: product.nmId, chrtId: product.sizes[0]!.chrtId };
}

test.describe('business (b2b) mode (storefront-shell.md §6) as a business buyer', () => {
  test('the tile says "В т.ч. НДС 20%"; checkout shows the VAT, own pickup points only, no wallet discount', async ({ page, baseUrl }) => {
    const { nmId, chrtId } = standardRateProduct();
    await signInBeforeLoad(page, await demoToken(page.request, baseUrl, 'business'));
    await serveShop(
      page,
      baseUrl,
      `<vt-product-grid source="nms" nms="[${nmId}]" no-controls></vt-product-grid><vt-add-to-cart product="${nmId}" size="${chrtId}"></vt-add-to-cart>`,
    );
    await page.goto(`${baseUrl}${SHOP_PATH}`);
    const tile = page.locator('vt-product-grid').locator(`li[data-nm="${nmId}"]`);
    await expect(tile.getByText('В т.ч. НДС 20%')).toBeVisible();

    const add = page.locator('vt-add-to-cart');
    await add.getByRole('button', { name: 'В корзину' }).click();
    await expect(add.getByRole('button', { name: /товар(|а|ов) в корзине$/ })).toBeVisible();
    await page.goto(`${baseUrl}/lk/basket`);
    const checkout = page.locator('vt-checkout');
    await expect(checkout.getByRole('term').filter({ hasText: 'В т.ч. НДС 20%' })).toBeVisible();
    await expect(checkout.getByRole('term').filter({ hasText: 'Скидка по кошельку' })).toHaveCount(0);

    await checkout.getByRole('radio', { name: 'Пункт выдачи' }).check();
    await expect(checkout.getByText('Заказы для бизнеса выдаются только в пунктах выдачи маркетплейса', { exact: false })).toBeVisible();
    // Partners' post offices and external lockers are not offered (the demo has both in ru).
    const ru = generateDemoData().offices.filter((o) => o.country === 'ru');
    const locker = ru.find((o) => o.isExternalPostamat)!;
    const search = checkout.getByRole('combobox', { name: 'Найти пункт выдачи' });
    await search.fill(`№${locker.id}`);
    await expect(checkout.getByRole('option').filter({ hasText: locker.address })).toHaveCount(0);
    const own = ru.find((o) => !o.isExternalPostamat && !o.isSortCenter && (o.pickupType === null || o.pickupType <= 10))!;
    await search.fill(`№${own.id}`);
    await expect(checkout.getByRole('option').filter({ hasText: own.address })).toHaveCount(1);
  });

  test('a private buyer sees no VAT on the tile', async ({ page, baseUrl }) => {
    const { nmId } = standardRateProduct();
    await signInBeforeLoad(page, await demoToken(page.request, baseUrl, 'regular'));
    await serveShop(page, baseUrl, `<vt-product-grid source="nms" nms="[${nmId}]" no-controls></vt-product-grid>`);
    const infoAnswered = page.waitForResponse((r) => r.url().includes('/webapi/user/info') && r.ok());
    await page.goto(`${baseUrl}${SHOP_PATH}`);
    const tile = page.locator('vt-product-grid').locator(`li[data-nm="${nmId}"]`);
    await expect(tile.locator('p.price')).toBeVisible();
    await infoAnswered;
    await expect(tile.getByText('НДС', { exact: false })).toHaveCount(0);
  });
});
