import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { generateDemoData } from '../../demo/data/generate';
import { addEachToCart, buyableSizes, demoToken, serveShop, signInBeforeLoad, SHOP_PATH, type DemoSize } from './shop-page';

/** Issue 10 "Must show": check out once with pickup and once with a courier slot, see the order on the thank-you page; the favourites page. */

const ACCOUNT = 'regular';

async function openBasket(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/lk/basket`);
  await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
}

async function expectThankYou(page: Page, sizes: DemoSize[]): Promise<string> {
  await expect(page).toHaveURL(/\/lk\/basket\/thankyou\?orderId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Спасибо за заказ!' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByText(`Номер заказа: ${orderId}`)).toBeVisible();
  const items = page.getByRole('list', { name: 'Товары в заказе' });
  // Two goods may share a name: each line is told apart by its product link.
  for (const size of sizes) await expect(items.locator(`a[href="/catalog/${size.nmId}/detail.aspx"]`)).toHaveText(size.name);
  return orderId;
}

test.describe('checkout as the regular shopper', () => {
  test.beforeEach(async ({ page, request, baseUrl }) => {
    await signInBeforeLoad(page, await demoToken(request, baseUrl, ACCOUNT));
  });

  test('pickup: search the points, choose one, place the order, see it on the thank-you page and in the deliveries', async ({ page, baseUrl, request }) => {
    const sizes = buyableSizes().slice(40, 42);
    await addEachToCart(page, baseUrl, sizes);
    await openBasket(page, baseUrl);
    const checkout = page.locator('vt-checkout');
    await checkout.getByRole('radio', { name: 'Пункт выдачи' }).check();
    const office = generateDemoData().offices.filter((o) => o.country === 'ru')[3]!;
    const search = checkout.getByRole('combobox', { name: 'Найти пункт выдачи' });
    // storefront-shell.md §9 "Pickup storage 12 days", shown where pickup is chosen.
    await expect(checkout.getByText('Заказ хранится в пункте 12 дней.')).toBeVisible();
    await search.fill(`№${office.id}`);
    await expect(checkout.getByRole('option')).toHaveCount(1);
    // §9 pickup type 14 with isExternalPostamat (routing-wallet §3): the point is marked as a parcel locker.
    expect(office.isExternalPostamat).toBe(true);
    await expect(checkout.getByRole('option').getByText('Постамат')).toBeVisible();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(checkout.getByText(office.address)).toBeVisible();
    // shell §7 stores-data.json and shopsbystore.json: the warehouse behind the chosen point.
    const warehouse = generateDemoData().stores.find((s) => s.id === office.storeId)!;
    await expect(checkout.getByText(`Заказ придёт со склада «${warehouse.name}», склад работает ${warehouse.workingHours}`)).toBeVisible();
    // shell §7 payment marketing banner: the default card (2200 ...) is a partner bank's.
    await expect(checkout.getByRole('link', { name: 'Кешбэк 5% при оплате картой банка-партнёра' })).toBeVisible();
    await request.delete(`${baseUrl}/demo/logs`);
    const place = checkout.getByRole('button', { name: 'Заказать' });
    await expect(place).toBeEnabled();
    await place.click();
    const orderId = await expectThankYou(page, sizes);
    // shell §7 "POST /webapi/logging/orders/metrics?status=" after placing the order.
    await expect
      .poll(async () =>
        ((await (await request.get(`${baseUrl}/demo/logs?kind=orders-metrics`)).json()) as { query: { status: string } }[]).map((e) => e.query.status),
      )
      .toContain('success');

    const deliveries = await request.post(`${baseUrl}/webapi/spa/data/SpaGetGroupedDeliveries`, {
      headers: { Authorization: `Bearer ${await demoToken(request, baseUrl, ACCOUNT)}` },
    });
    const answer = (await deliveries.json()) as { value: { deliveries: { orderId: string; address: string }[] } };
    expect(answer.value.deliveries.find((d) => d.orderId === orderId)?.address).toBe(office.address);
  });

  test('courier: address and a delivery window, place the order, see it on the thank-you page', async ({ page, baseUrl }) => {
    const sizes = buyableSizes().slice(50, 51);
    await addEachToCart(page, baseUrl, sizes);
    await openBasket(page, baseUrl);
    const checkout = page.locator('vt-checkout');
    await checkout.getByRole('radio', { name: 'Курьер' }).check();
    const place = checkout.getByRole('button', { name: 'Заказать' });
    await expect(place).toBeDisabled();
    await expect(checkout.getByText('Укажите адрес доставки')).toBeVisible();
    await checkout.getByRole('textbox', { name: 'Адрес доставки' }).fill('Москва, ул. Садовая, д. 7, кв. 12');
    // shell §9 "Leave-at-door price limit 10000": one item under 10 000 ₽ may be left at the door.
    const price = generateDemoData()
      .products.find((p) => p.nmId === sizes[0]!.nmId)!
      .sizes.find((z) => z.chrtId === sizes[0]!.chrtId)!.product;
    expect(price).toBeLessThanOrEqual(1_000_000);
    await checkout.getByRole('checkbox', { name: 'Оставить у двери' }).check();
    await expect(checkout.getByText(/Оставить у двери можно заказ до/)).toHaveCount(0);
    await checkout.locator('.slot-day').first().getByRole('radio').first().check();
    await expect(place).toBeEnabled();
    await place.click();
    await expectThankYou(page, sizes);
    await expect(page.getByText('Адрес доставки: Москва, ул. Садовая, д. 7, кв. 12')).toBeVisible();
    await expect(page.getByText(/Время доставки: \d{4}-\d{2}-\d{2} 10:00–14:00/)).toBeVisible();
  });

  test('favourites page: search and sort', async ({ page, baseUrl }) => {
    const sizes = buyableSizes().slice(60, 63);
    await serveShop(page, baseUrl, sizes.map((s) => `<vt-favorite-toggle product="${s.nmId}" size="${s.chrtId}"></vt-favorite-toggle>`).join(''));
    await page.goto(`${baseUrl}${SHOP_PATH}`);
    for (const element of await page.locator('vt-favorite-toggle').all()) {
      const toggle = element.getByRole('button', { name: 'В избранное' });
      if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto(`${baseUrl}/lk/favorites`);
    const favorites = page.locator('vt-favorites');
    const rows = favorites.getByRole('list', { name: 'Избранные товары' }).getByRole('listitem');
    await expect(rows.filter({ hasText: sizes[0]!.name }).first()).toBeVisible();
    await favorites.getByRole('searchbox', { name: 'Поиск в избранном' }).fill(sizes[1]!.name);
    await expect(rows.filter({ hasText: sizes[1]!.name }).first()).toBeVisible();
    await expect(rows.filter({ hasText: sizes[0]!.name })).toHaveCount(sizes[0]!.name === sizes[1]!.name ? 1 : 0);
    await favorites.getByRole('searchbox', { name: 'Поиск в избранном' }).fill('');
    await favorites.getByRole('combobox', { name: 'Сортировка' }).selectOption({ label: 'По названию' });
    const names = await rows.locator('.name').allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
