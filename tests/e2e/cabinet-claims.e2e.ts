import type { Page } from '@playwright/test';
import { expect, test } from './reliability-demo';
import { demoToken, signInBeforeLoad } from './shop-page';

/**
 * /lk/claims as a shopper (storefront-shell.md §2 "/lk/claims and /lk/refund are claims", §9
 * "Comment size limit 300"): the claims with status and refund, filing one for a delivered item,
 * and a failed send that keeps what was typed. Each test signs in a different demo account of the
 * worker's own demo, so none sees another's claims.
 */
const NBSP = '\u00A0';

async function openClaims(page: Page, url: string, account: string): Promise<void> {
  await signInBeforeLoad(page, await demoToken(page.request, url, account));
  await page.goto(`${url}/lk/claims`);
  await expect(page.getByRole('heading', { name: 'Претензии' })).toBeVisible();
}

const claims = (page: Page) => page.locator('vt-cabinet [part="claims"] .page-entry');
const form = (page: Page) => page.locator('vt-cabinet [part="claim-form"]');

test.describe('cabinet claims (shell §2, §9)', () => {
  test('lists the claims with status and refund, files a new one that stays after a reload', async ({ page, privateDemo }) => {
    await openClaims(page, privateDemo.url, 'regular');
    await expect(claims(page)).toHaveCount(2);
    await expect(claims(page).first().locator('[data-status]')).toHaveText('Деньги возвращены');
    await expect(claims(page).first().locator('.amount')).toHaveText(new RegExp(`^Возврат [\\d${NBSP}]+${NBSP}₽$`));
    await expect(claims(page).first().locator('img')).toHaveAttribute('src', /\/images\/c246x328\/1\.webp$/);

    // Nothing chosen: the form says what is missing and sends nothing.
    await form(page).getByRole('button', { name: 'Отправить претензию' }).click();
    await expect(form(page).getByRole('alert')).toHaveText('Выберите товар, на который подаёте претензию.');

    const item = form(page).getByLabel('Товар');
    const chosen = (await item.locator('option').nth(1).textContent()) ?? '';
    await item.selectOption({ index: 1 });
    await form(page).getByLabel('Причина').selectOption({ label: 'Брак или повреждение' });
    // §9 the comment stops at 300 characters, and the count left says so.
    const comment = form(page).getByLabel('Комментарий');
    await comment.fill('x'.repeat(320));
    await expect(comment).toHaveValue('x'.repeat(300));
    await expect(form(page).getByText('Осталось 0 символов')).toBeVisible();
    await comment.fill('Молния сломалась на второй день.');
    await expect(form(page).getByText('Осталось 268 символов')).toBeVisible();
    await form(page).getByRole('button', { name: 'Отправить претензию' }).click();

    await expect(form(page).getByRole('status')).toHaveText('Претензия отправлена. Мы ответим в течение нескольких дней.');
    await expect(claims(page)).toHaveCount(3);
    const filed = claims(page).first();
    await expect(filed.locator('[data-status]')).toHaveText('Подана');
    await expect(filed).toContainText('Молния сломалась на второй день.');
    await expect(filed).toContainText(chosen.split(' — ')[0]!);
    // the claimed item is no longer offered
    await expect(item.locator('option', { hasText: chosen })).toHaveCount(0);

    await page.reload();
    await expect(claims(page)).toHaveCount(3);
    await expect(claims(page).first()).toContainText('Молния сломалась на второй день.');
  });

  test('a server error keeps the chosen item, reason and comment; the next try files it', async ({ page, privateDemo }) => {
    await openClaims(page, privateDemo.url, 'club');
    let fail = true;
    await page.route('**/webapi/lk/claims', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }) : route.fallback(),
    );
    await form(page).getByLabel('Товар').selectOption({ index: 2 });
    await form(page).getByLabel('Причина').selectOption({ label: 'Неполная комплектация' });
    await form(page).getByLabel('Комментарий').fill('Нет чехла <b>и</b> зарядки');
    await form(page).getByRole('button', { name: 'Отправить претензию' }).click();
    await expect(form(page).getByRole('alert')).toHaveText('Не удалось отправить. Проверьте соединение и попробуйте ещё раз: введённое сохранено.');
    await expect(form(page).getByLabel('Комментарий')).toHaveValue('Нет чехла <b>и</b> зарядки');
    await expect(form(page).getByLabel('Причина')).toHaveValue('incomplete');
    await expect(claims(page)).toHaveCount(2);

    fail = false;
    await form(page).getByRole('button', { name: 'Отправить претензию' }).click();
    await expect(claims(page)).toHaveCount(3);
    // a hostile comment is shown as text
    await expect(claims(page).first().locator('.page-text')).toHaveText('Нет чехла <b>и</b> зарядки');
  });
});
