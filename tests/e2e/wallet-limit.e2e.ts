import { test, expect } from './fixtures';
import { generateDemoData } from '../../demo/data/generate';
import { buyableSizes, demoToken, signInBeforeLoad } from './shop-page';

/** storefront-routing-wallet.md §9 / the demo's wlt1DiscountDisplayMaxPrice: a level-1 wallet pays at most 15000 at once. */
const LEVEL_1_MAX = 15000;

test('routing-wallet §5: a wallet payment above the wallet limit is blocked with walletOrderLimit; a card payment is not', async ({
  page,
  request,
  baseUrl,
}) => {
  // "regular" has a level-1 wallet (walletTypeCode 1). Buy-it-now leaves the shared basket alone.
  await signInBeforeLoad(page, await demoToken(request, baseUrl, 'regular'));
  const sizes = new Map(generateDemoData().products.flatMap((p) => p.sizes.map((s) => [s.chrtId, s.product / 100] as const)));
  const size = buyableSizes().find((s) => (sizes.get(s.chrtId) ?? 0) >= 1000)!;
  const quantity = Math.ceil((LEVEL_1_MAX + 1) / sizes.get(size.chrtId)!);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${baseUrl}/lk/basket/buy-it-now?chrtId=${size.chrtId}&quantity=${quantity}`);

  const checkout = page.locator('vt-checkout');
  await checkout.getByRole('radio', { name: 'Кошелёк' }).check();
  const reason = 'Сумма заказа больше лимита кошелька на одну покупку: выберите другой способ оплаты';
  await expect(checkout.getByText(reason)).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Заказать' }).first()).toBeDisabled();

  await checkout.getByRole('radio', { name: 'Банковская карта' }).check();
  await expect(checkout.getByText(reason)).toHaveCount(0);
});

test('routing-wallet §5: an account-type wallet with 30000 of turnover left refuses a bigger wallet payment with walletVolumeLimit', async ({
  page,
  request,
  baseUrl,
}) => {
  // "club" has an account-type wallet (identity level account) with 3 000 000 minor units of volume left (demo/data/users.ts).
  await signInBeforeLoad(page, await demoToken(request, baseUrl, 'club'));
  const sizes = new Map(generateDemoData().products.flatMap((p) => p.sizes.map((s) => [s.chrtId, s.product / 100] as const)));
  const size = buyableSizes().find((s) => (sizes.get(s.chrtId) ?? 0) >= 1000)!;
  const quantity = Math.ceil(40000 / sizes.get(size.chrtId)!);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${baseUrl}/lk/basket/buy-it-now?chrtId=${size.chrtId}&quantity=${quantity}`);

  const checkout = page.locator('vt-checkout');
  await checkout.getByRole('radio', { name: 'Кошелёк' }).check();
  await expect(checkout.getByText('Сумма заказа больше оставшегося лимита оборота кошелька: выберите другой способ оплаты')).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Заказать' }).first()).toBeDisabled();
});
