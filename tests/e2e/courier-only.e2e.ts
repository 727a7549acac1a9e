import { test, expect } from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { generateDemoData } from '../../demo/data/generate';
import { sellerDeliveredOnly } from '../../contracts/products';
import { addEachToCart, buyableSizes, demoToken, serverItems, signInBeforeLoad, type DemoSize, type ServerCartLine } from './shop-page';

/**
 * storefront-shell.md §2 "courier-only-items popup": a pickup order that holds goods only the
 * seller's courier delivers (§4 delivery type codes 2, 7; routing-wallet §3 courier group DBS)
 * asks how to deliver them before anything is ordered.
 */

// An account no other e2e file orders with: its cart starts empty in every test (POST /demo/sync/lose).
const ACCOUNT = 'seller';

const data = generateDemoData();
function courierOnly(size: DemoSize): boolean {
  const stocks = data.sizeByChrt.get(size.chrtId)!.size.stocks;
  return sellerDeliveredOnly(stocks.map((s) => ({ deliveryType: s.dtype, quantity: s.qty })));
}
const courierItem = buyableSizes().find(courierOnly)!;
const pickupItem = buyableSizes().find((s) => !courierOnly(s) && s.name !== courierItem.name)!;

async function emptyCart(request: APIRequestContext, baseUrl: string): Promise<void> {
  await request.post(`${baseUrl}/demo/sync/lose`, { data: { account: ACCOUNT, kind: 'cart' } });
}

async function pickupOrderWithBoth(page: Page, baseUrl: string): Promise<Locator> {
  await addEachToCart(page, baseUrl, [courierItem, pickupItem]);
  await page.goto(`${baseUrl}/lk/basket`);
  const checkout = page.locator('vt-checkout');
  await checkout.getByRole('radio', { name: 'Пункт выдачи' }).check();
  const office = data.offices.filter((o) => o.country === 'ru')[1]!;
  const search = checkout.getByRole('combobox', { name: 'Найти пункт выдачи' });
  await search.fill(`№${office.id}`);
  await expect(checkout.getByRole('option')).toHaveCount(1);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(checkout.getByText(office.address)).toBeVisible();
  return checkout;
}

test.describe('courier-only goods in a pickup order', () => {
  test.beforeEach(async ({ page, request, baseUrl }) => {
    expect(courierItem).toBeDefined();
    await emptyCart(request, baseUrl);
    await signInBeforeLoad(page, await demoToken(request, baseUrl, ACCOUNT));
  });

  test('the order button opens the popup; switching to courier keeps every item', async ({ page, baseUrl }) => {
    const checkout = await pickupOrderWithBoth(page, baseUrl);
    await expect(checkout.getByRole('button', { name: 'В заказе есть товары только для курьерской доставки: выберите курьера или удалите их' })).toBeVisible();
    const place = checkout.getByRole('button', { name: 'Заказать' });
    await expect(place).toBeEnabled();
    await place.click();
    const dialog = checkout.getByRole('dialog', { name: 'Только курьерская доставка' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('1 товар продавец доставляет только курьером: в пункт выдачи его не привезут.')).toBeVisible();
    // It lists the courier-only item only, with its picture.
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByRole('listitem').getByText(courierItem.name)).toBeVisible();
    await expect(dialog.getByRole('img', { name: courierItem.name })).toBeVisible();
    // Nothing was ordered: still the basket.
    await expect(page).toHaveURL(/\/lk\/basket$/);
    // Escape closes it (shell §9 "Escape closes popups"); the order is still refused.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await place.click();
    await expect(dialog).toBeVisible();
    // A modal dialog: focus moves into it (the browser keeps it there).
    await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Доставить курьером' }).click();
    await expect(dialog).toBeHidden();
    await expect(checkout.getByRole('radio', { name: 'Курьер' })).toBeChecked();
    await expect(checkout.getByRole('textbox', { name: 'Адрес доставки' })).toBeVisible();
    // Both goods stay in the cart.
    await expect(page.locator('vt-cart').getByText(courierItem.name).first()).toBeVisible();
    await expect(page.locator('vt-cart').getByText(pickupItem.name).first()).toBeVisible();
  });

  test('removing the courier-only goods keeps pickup, syncs the cart, and the order goes through', async ({ page, baseUrl, request }) => {
    const checkout = await pickupOrderWithBoth(page, baseUrl);
    await checkout.getByRole('button', { name: 'Заказать' }).click();
    const dialog = checkout.getByRole('dialog', { name: 'Только курьерская доставка' });
    await dialog.getByRole('button', { name: 'Удалить товар и оставить самовывоз' }).click();
    await expect(dialog).toBeHidden();
    await expect(checkout.getByRole('radio', { name: 'Пункт выдачи' })).toBeChecked();
    // Through the cart's own operation: the server's cart follows.
    await expect.poll(async () => (await serverItems<ServerCartLine>(request, baseUrl, 'cart', ACCOUNT)).map((l) => l.chrt_id)).toEqual([pickupItem.chrtId]);
    await expect(checkout.getByRole('button', { name: /только для курьерской доставки/ })).toHaveCount(0);
    await checkout.getByRole('button', { name: 'Заказать' }).click();
    await expect(page).toHaveURL(/\/lk\/basket\/thankyou\?orderId=/);
    const items = page.getByRole('list', { name: 'Товары в заказе' });
    await expect(items.locator(`a[href="/catalog/${pickupItem.nmId}/detail.aspx"]`)).toHaveText(pickupItem.name);
    await expect(items.locator(`a[href="/catalog/${courierItem.nmId}/detail.aspx"]`)).toHaveCount(0);
  });

  test('the server refuses a pickup order with courier-only goods', async ({ request, baseUrl }) => {
    const token = await demoToken(request, baseUrl, ACCOUNT);
    const office = data.offices.filter((o) => o.country === 'ru')[1]!;
    const answer = await request.post(`${baseUrl}/svc/basket/webapi/basket/order`, {
      headers: { Authorization: `Bearer ${token}` },
      form: {
        currency: 'RUB',
        items: JSON.stringify([{ chrtId: courierItem.chrtId, quantity: 1, cod1S: courierItem.nmId }]),
        deliveryWay: 'self',
        officeId: String(office.id),
        paymentType: '63',
        bankCardId: '1000005-1',
      },
    });
    expect(answer.status()).toBe(400);
    expect(await answer.text()).toContain('courier only');
  });
});
