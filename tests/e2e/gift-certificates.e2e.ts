import { expect, test } from './fixtures';
import { demoToken, signInBeforeLoad } from './shop-page';

/**
 * /gift/certificates (storefront-shell.md §2 promotion links; routing-wallet §2.2
 * SpaGiftCertificatesData, §7 "gift certificates 2 s"): nominals in the shop's currency rounded to
 * its step (§9), drawn designs, the recipient and a message (shell §9 "Comment size limit 300"),
 * buying, and the balance check (demo/API.md).
 */
const NBSP = '\u00A0';

test.describe('gift certificates', () => {
  test('a signed-in shopper chooses a nominal and a design, buys one, then checks its balance', async ({ page, baseUrl, request }) => {
    await signInBeforeLoad(page, await demoToken(request, baseUrl, 'regular'));
    await page.goto(`${baseUrl}/gift/certificates`);
    await expect(page.getByRole('heading', { level: 1, name: 'Подарочные сертификаты' })).toBeVisible();
    await expect(page.getByText('Действует 12 мес. с покупки.')).toBeVisible();
    const nominals = page.getByRole('group', { name: 'Номинал' }).getByRole('radio');
    await expect(nominals).toHaveCount(4);
    for (const [i, amount] of ['1 000', '3 000', '5 000', '10 000'].entries()) {
      await expect(page.getByRole('group', { name: 'Номинал' }).locator('label').nth(i)).toHaveText(`${amount.replace(' ', NBSP)}${NBSP}₽`);
    }
    await expect(page.getByRole('group', { name: 'Оформление' }).getByRole('radio')).toHaveCount(3);
    await page.getByRole('radio', { name: `5${NBSP}000${NBSP}₽` }).check();
    await page.getByRole('radio', { name: 'Спасибо' }).check();
    const message = page.getByRole('textbox', { name: 'Поздравление' });
    await expect(message).toHaveAttribute('maxlength', '300');
    await message.fill('Спасибо за помощь!');
    await expect(page.getByText('18 из 300 символов')).toBeVisible();
    // The preview is the chosen design with the amount and the message.
    await expect(page.locator('.gift-preview .gift-card--thanks')).toContainText(`5${NBSP}000${NBSP}₽`);
    await expect(page.locator('.gift-preview')).toContainText('Спасибо за помощь!');
    const buy = page.getByRole('button', { name: `Купить за 5${NBSP}000${NBSP}₽` });
    await buy.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Введите адрес электронной почты' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Электронная почта получателя' }).fill('friend@example.ru');
    await buy.click();
    const done = page.getByRole('status').filter({ hasText: 'отправлен на friend@example.ru' });
    await expect(done).toHaveText(new RegExp(`^Сертификат VT-[A-Z0-9]{4}-[A-Z0-9]{4} на 5${NBSP}000${NBSP}₽ отправлен на friend@example.ru$`));
    const number = /VT-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec((await done.textContent())!)![0];

    const field = page.getByRole('textbox', { name: 'Номер сертификата' });
    await field.fill('12345');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Номер сертификата выглядит так: VT-XXXX-XXXX' })).toBeVisible();
    await field.fill(number.toLowerCase());
    await page.getByRole('button', { name: 'Проверить' }).click();
    await expect(page.getByText(new RegExp(`^На сертификате 5${NBSP}000${NBSP}₽ из 5${NBSP}000${NBSP}₽, действует до `))).toBeVisible();
    await field.fill('VT-NONE-0000');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Сертификат с таким номером не найден' })).toBeVisible();
    await field.fill('VT-OLD1-1000');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await expect(page.getByText(/^Срок действия сертификата истёк /)).toBeVisible();
  });

  test('a guest is asked to sign in and keeps what was typed', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/gift/certificates`);
    await page.getByRole('textbox', { name: 'Электронная почта получателя' }).fill('friend@example.ru');
    await page.getByRole('button', { name: /^Купить за/ }).click();
    await expect(page.locator('vt-sign-in-popup').getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Электронная почта получателя' })).toHaveValue('friend@example.ru');
  });

  test('nominals follow the shop currency, each a whole step of it (routing-wallet §9 KZT 10)', async ({ page, baseUrl }) => {
    await page.route(
      (url) => url.origin === baseUrl && url.pathname === '/gift/certificates',
      async (route) => {
        const response = await route.fetch();
        return route.fulfill({ response, body: (await response.text()).replace('<vt-store ', '<vt-store locale="kz" ') });
      },
    );
    await page.goto(`${baseUrl}/gift/certificates`);
    const chips = page.getByRole('group', { name: 'Номинал' }).locator('label');
    await expect(chips).toHaveCount(4);
    await expect(chips.first()).toHaveText(/₸$/);
    const labels = await chips.allTextContents();
    for (const label of labels) {
      expect(label).toMatch(/₸$/);
      expect(Number(label.replace(/\D/g, '')) % 10).toBe(0);
    }
  });
});
