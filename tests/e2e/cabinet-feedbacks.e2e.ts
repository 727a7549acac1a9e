import type { Page } from '@playwright/test';
import { expect, test } from './reliability-demo';
import { demoToken, signInBeforeLoad } from './shop-page';

/**
 * /lk/discussion/feedback as a shopper (routing-wallet §2.2 "my feedbacks"; shell §9 "Comment size
 * limit 300"): the reviews written and the bought items waiting for one; a review needs 1–5 stars.
 */
async function openReviews(page: Page, url: string, account: string): Promise<void> {
  await signInBeforeLoad(page, await demoToken(page.request, url, account));
  await page.goto(`${url}/lk/discussion/feedback`);
  await expect(page.getByRole('heading', { name: 'Мои отзывы' })).toBeVisible();
}

const reviews = (page: Page) => page.locator('vt-cabinet [part="reviews"] .page-entry');
const waiting = (page: Page) => page.locator('vt-cabinet [part="reviews-waiting"] .page-entry');

test.describe('cabinet: my reviews', () => {
  test('writes a review of a waiting item: stars required, then it is listed and stays after a reload', async ({ page, privateDemo }) => {
    await openReviews(page, privateDemo.url, 'employee');
    await expect(reviews(page)).toHaveCount(1);
    await expect(reviews(page).first().getByRole('img', { name: '5 звёзд из 5' })).toBeVisible();
    const before = await waiting(page).count();
    expect(before).toBeGreaterThan(1);

    const entry = waiting(page).first();
    const title = (await entry.locator('.page-item-title').textContent()) ?? '';
    await entry.getByRole('button', { name: 'Написать отзыв' }).click();
    const form = entry.getByRole('form', { name: 'Отзыв' });
    await form.getByLabel('Ваш отзыв').fill('Хорошая вещь, но маломерит.');
    await form.getByRole('button', { name: 'Опубликовать' }).click();
    await expect(form.getByRole('alert')).toHaveText('Поставьте оценку от 1 до 5 звёзд.');
    await expect(form.getByLabel('Ваш отзыв')).toHaveValue('Хорошая вещь, но маломерит.');

    await form.getByLabel('4 звезды из 5').check({ force: true });
    await form.getByRole('button', { name: 'Опубликовать' }).click();
    await expect(page.locator('vt-cabinet [part="reviews"]').getByRole('status')).toHaveText('Спасибо! Отзыв опубликован.');
    await expect(reviews(page)).toHaveCount(2);
    await expect(reviews(page).first()).toContainText(title);
    await expect(reviews(page).first().getByRole('img', { name: '4 звезды из 5' })).toBeVisible();
    await expect(waiting(page)).toHaveCount(before - 1);

    await page.reload();
    await expect(reviews(page)).toHaveCount(2);
    await expect(reviews(page).first()).toContainText('Хорошая вещь, но маломерит.');
  });

  test('in English the page and its plurals are translated', async ({ page, privateDemo }) => {
    await page.addInitScript(() => localStorage.setItem('vitrina:language', 'en'));
    await signInBeforeLoad(page, await demoToken(page.request, privateDemo.url, 'business'));
    await page.goto(`${privateDemo.url}/lk/discussion/feedback`);
    await expect(page.getByRole('heading', { name: 'My reviews' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waiting for your review' })).toBeVisible();
    await expect(reviews(page).first().getByRole('img', { name: '5 stars of 5' })).toBeVisible();
  });
});
