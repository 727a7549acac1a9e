import { test, expect } from './fixtures';
import { onHost, openInCountry } from './country';

/**
 * storefront-shell.md §7 "GET static emergency-situation/{id}.json, 4 s timeout": the country's
 * notice (id = the §3 country id) over the page, as a shopper meets it, and the fallback for a
 * malformed file (no notice, one logged error).
 */

type LogEntry = { body: { msg?: string; data?: { call?: string } } | null };
const emergencyErrors = async (request: import('@playwright/test').APIRequestContext, baseUrl: string) =>
  ((await (await request.get(`${baseUrl}/demo/logs?kind=jserror`)).json()) as LogEntry[]).filter((e) => e.body?.data?.call === 'emergency-situation');

test.describe('emergency notice (shell §7)', () => {
  test('kg: the active notice is shown with its link, and a closed notice stays closed in the session', async ({ page, baseUrl }) => {
    await openInCountry(page, baseUrl, 'kg');
    const notice = page.getByRole('region', { name: 'Важное сообщение' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Задержки доставки');
    await expect(notice).toContainText('Из-за снегопада на перевалах часть заказов задерживается на 1–2 дня.');
    await expect(notice.getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', '/services/besplatnaya-dostavka');
    await notice.getByRole('button', { name: 'Закрыть сообщение' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.locator('vt-header')).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('vitrina:emergency-dismissed'))).toContain('5:');
    await expect(notice).toHaveCount(0);
  });

  test("ru: the demo's inactive notice shows nothing", async ({ page, baseUrl }) => {
    const asked = page.waitForResponse((r) => r.url().endsWith('/emergency-situation/1.json'));
    await openInCountry(page, baseUrl, 'ru');
    expect((await asked).status()).toBe(200);
    await expect(page.locator('vt-header')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Важное сообщение' })).toHaveCount(0);
  });

  test('ru: the country file of id 1 is read and shown when active', async ({ page, baseUrl }) => {
    await page.route('**/emergency-situation/1.json', (route) =>
      route.fulfill({
        json: {
          id: 1,
          active: true,
          title: 'Задержки доставки',
          text: 'Из-за погоды часть заказов задерживается на 1–2 дня.',
          link: '/services/besplatnaya-dostavka',
        },
      }),
    );
    await openInCountry(page, baseUrl, 'ru');
    const notice = page.getByRole('region', { name: 'Важное сообщение' });
    await expect(notice).toContainText('Из-за погоды часть заказов задерживается на 1–2 дня.');
    await notice.getByRole('link', { name: 'Подробнее' }).click();
    await expect(page).toHaveURL(/\/services\/besplatnaya-dostavka$/);
  });

  test('a malformed file gives no notice and one logged error', async ({ page, baseUrl, request }) => {
    await request.delete(`${baseUrl}/demo/logs`);
    await page.route('**/emergency-situation/5.json', (route) => route.fulfill({ contentType: 'application/json', body: '{"id": 5, "active": tru' }));
    const origin = onHost(baseUrl, 'kg.localhost');
    const served = page.waitForResponse((r) => r.url().endsWith('/emergency-situation/5.json'));
    await page.goto(`${origin}/`);
    await served;
    await expect.poll(async () => (await emergencyErrors(request, baseUrl)).length).toBe(1);
    await expect(page.getByRole('region', { name: 'Важное сообщение' })).toHaveCount(0);
  });
});
