import { test, expect } from './reliability-demo';
import type { Page } from '@playwright/test';

/** Issue 7 as a shopper on the demo server: <vt-search> and <vt-header> on the host page. */

const combobox = (page: Page) => page.getByRole('combobox', { name: /Поиск по товарам|Search products/ });
const options = (page: Page) => page.getByRole('listbox').getByRole('option');

async function signInAs(page: Page, baseUrl: string, account: string): Promise<void> {
  const answer = await page.request.post(`${baseUrl}/demo/login`, { data: { account } });
  const { token } = (await answer.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('vitrina:token', value), token);
}

async function setFaults(page: Page, baseUrl: string, faults: string, paths: string[]): Promise<void> {
  await page.request.post(`${baseUrl}/demo/faults`, { data: { faults, paths } });
}

test.describe('search and header on the host page (storefront-shell.md §4 Search, §5, §9)', () => {
  test('type a query, see the ordered suggestions, arrow and Enter to the results; history kept across a reload', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/`);
    const box = combobox(page);
    await box.click();
    await box.pressSequentially('кла', { delay: 30 });
    await expect(options(page).first()).toBeVisible();
    // §5 order, against the server's own answer: common (at most 7) then brands.
    const hint = (await (await page.request.get(`${baseUrl}/svc/suggest/api/v7/hint?query=${encodeURIComponent('кла')}&locale=ru&lang=ru`)).json()) as {
      suggests: { name: string; type: number }[];
    };
    const common = hint.suggests
      .filter((s) => s.type === 1)
      .map((s) => s.name)
      .slice(0, 7);
    const brands = hint.suggests.filter((s) => s.type === 2).map((s) => s.name);
    expect(common.length).toBeGreaterThan(0);
    await expect(options(page)).toHaveText([...common, ...brands]);

    await box.press('ArrowDown');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('search') === common[0]);

    await page.goto(`${baseUrl}/`);
    await page.reload();
    await combobox(page).click();
    await expect(page.getByRole('listbox', { name: 'Вы недавно искали' }).getByRole('option')).toHaveText([common[0]!]);
  });

  test('search by image: a picture uploaded to the demo server opens its search-by-image page', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/`);
    await expect(combobox(page)).toBeVisible();
    const button = page.getByRole('button', { name: /Поиск по фото/ });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The popup's content is a chunk of its own, fetched on first use.
    const chooser = page.waitForEvent('filechooser');
    await page.getByText(/Выбрать фото/).click();
    // A 1x1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await page.waitForURL((url) => /^\/searchbyimage\/[^/]+$/.test(url.pathname));
    await expect(page.locator('[data-vm-container]:not([hidden]) vt-product-grid')).toBeVisible();
  });

  test('bad input: a failing suggestions call shows the history only', async ({ page, faultDemo: baseUrl }) => {
    await page.addInitScript(() => localStorage.setItem('vitrina:search-history', JSON.stringify(['классика', 'кеды'])));
    await page.goto(`${baseUrl}/`);
    await setFaults(page, baseUrl, 'error=503', ['/svc/suggest']);
    const box = combobox(page);
    await box.click();
    const answered = page.waitForResponse((response) => response.url().includes('/api/v7/hint'));
    await box.pressSequentially('кла');
    expect((await answered).status()).toBe(503);
    await expect(options(page)).toHaveText(['классика']);
  });

  test('switch language and currency: the header re-renders and the balance is reformatted', async ({ page, baseUrl }) => {
    await signInAs(page, baseUrl, 'regular');
    await page.goto(`${baseUrl}/`);
    const amount = page.locator('vt-header').locator('[part="balance-amount"]');
    await expect(amount).toHaveText(/₽$/);
    await page.getByRole('button', { name: /Язык и валюта/ }).click();
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(combobox(page)).toHaveAttribute('placeholder', "I'm looking for…");
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await page.getByRole('radio', { name: /KZT/ }).check();
    await expect(amount).toHaveText(/₸$/);
  });

  test('bad input: a failing balance shows the network-error mark', async ({ page, faultDemo: baseUrl }) => {
    await signInAs(page, baseUrl, 'regular');
    await setFaults(page, baseUrl, 'error=503', ['/webapi/balance']);
    await page.goto(`${baseUrl}/`);
    await expect(page.getByRole('img', { name: 'Баланс не загрузился: нет связи' })).toBeVisible();
  });

  test('the delivery-points popup lists the demo offices and the choice shows in the header', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: /Адрес доставки/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Способ доставки' });
    await expect(dialog.getByRole('button', { name: 'Забрать здесь' }).first()).toBeVisible();
    const address = (await dialog.locator('.office-address').first().textContent())!;
    await dialog.getByRole('button', { name: 'Забрать здесь' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Адрес доставки/ })).toHaveText(new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });
});
