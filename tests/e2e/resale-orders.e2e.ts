import type { Page } from '@playwright/test';
import { expect, test } from './reliability-demo';
import { demoToken, signInBeforeLoad } from './shop-page';

/**
 * /lk/resale/orders and /lk/resale/questions as a resale seller (routing-wallet §6): the ads with
 * their state and the withdraw action; the buyers' questions with an answer form, a page that
 * needs the resale supplier feedbacks or questions feature.
 */
async function open(page: Page, url: string, path: string): Promise<void> {
  await signInBeforeLoad(page, await demoToken(page.request, url, 'seller'));
  await page.goto(`${url}${path}`);
}

test.describe('resale orders and questions (routing-wallet §6)', () => {
  test('an ad on sale is withdrawn and stays withdrawn; a sold one has no action', async ({ page, privateDemo }) => {
    await open(page, privateDemo.url, '/lk/resale/orders');
    await expect(page.getByRole('heading', { name: 'Мои объявления' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Мои объявления' })).toHaveAttribute('aria-current', 'page');
    const sold = page.locator('vt-cabinet .page-entry[data-state="sold"]').first();
    await expect(sold.locator('[part="ad-state"]')).toHaveText('Продано');
    await expect(sold.getByRole('button')).toHaveCount(0);

    const onSale = page.locator('vt-cabinet .page-entry[data-state="onSale"]').first();
    const id = await onSale.getAttribute('data-ad');
    await onSale.getByRole('button', { name: 'Снять с продажи' }).click();
    const ad = page.locator(`vt-cabinet .page-entry[data-ad="${id}"]`);
    await expect(ad.locator('[part="ad-state"]')).toHaveText('Снято с продажи');
    await expect(ad.getByRole('status')).toHaveText('Объявление снято с продажи.');
    await expect(ad.getByRole('button')).toHaveCount(0);
    await page.reload();
    await expect(page.locator(`vt-cabinet .page-entry[data-ad="${id}"] [part="ad-state"]`)).toHaveText('Снято с продажи');
  });

  test('answers a buyer question: the answer replaces the form and stays after a reload', async ({ page, privateDemo }) => {
    await open(page, privateDemo.url, '/lk/resale/questions');
    await expect(page.getByRole('heading', { name: 'Вопросы покупателей' })).toBeVisible();
    const question = page.locator('vt-cabinet [part="resale-questions"] .page-entry', { hasText: 'Есть ли следы носки?' });
    const form = question.getByRole('form', { name: 'Ответ покупателю Марина' });
    await form.getByRole('button', { name: 'Отправить ответ' }).click();
    await expect(form.getByRole('alert')).toHaveText('Сначала напишите ответ.');
    await form.getByLabel('Ответ').fill('Следов нет, бирка на месте.');
    await form.getByRole('button', { name: 'Отправить ответ' }).click();
    await expect(question.locator('.page-answer')).toHaveText('Ваш ответ: Следов нет, бирка на месте.');
    await page.reload();
    await expect(page.locator('vt-cabinet [part="resale-questions"] .page-answer', { hasText: 'Следов нет, бирка на месте.' })).toBeVisible();
  });

  test('routing-wallet §6 without the supplier feedbacks and questions features the questions page goes to /lk', async ({ page, privateDemo, request }) => {
    const off = { enableResaleSupplierFeedbacks: false, enableResaleSupplierQuestions: false };
    await request.post(`${privateDemo.url}/demo/settings`, { data: { switches: off } });
    try {
      await open(page, privateDemo.url, '/lk/resale/questions');
      await expect(page).toHaveURL(`${privateDemo.url}/lk`);
    } finally {
      await request.post(`${privateDemo.url}/demo/settings`, { data: { reset: true } });
    }
  });
});
