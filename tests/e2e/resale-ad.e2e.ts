import type { Page } from '@playwright/test';
import { expect, test } from './reliability-demo';
import { demoToken, signInBeforeLoad } from './shop-page';

/**
 * /lk/resale/ad as a resale seller (routing-wallet §6; shell §9 "C2C ad price range 50 to 25000;
 * minimum C2C photos 3", "C2C fee 5"): the price is checked at both ends, the fee and the payout
 * follow the price as it is typed, fewer than 3 photos, a non-image or a huge file are refused,
 * and a posted ad appears in "Мои объявления" and stays after a reload.
 */
const NBSP = '\u00A0';
/** A real 1x1 PNG: it decodes, so the page scales it and sends it as a JPEG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function openAdPage(page: Page, url: string): Promise<void> {
  await signInBeforeLoad(page, await demoToken(page.request, url, 'seller'));
  await page.goto(`${url}/lk/resale/ad`);
  await expect(page.getByRole('heading', { name: 'Продать купленный товар' })).toBeVisible();
}

const form = (page: Page) => page.locator('vt-cabinet [part="ad-form"]');
const ads = (page: Page) => page.locator('vt-cabinet [part="my-ads"] .page-entry');
const submit = (page: Page) => form(page).getByRole('button', { name: 'Выставить на продажу' }).click();
const alert = (page: Page) => form(page).locator('p[role="alert"]');

test.describe('resale ad form (shell §9 C2C)', () => {
  test('§9 price 49 and 25001 are refused with their messages; 50 and 25000 pass the price check', async ({ page, privateDemo }) => {
    await openAdPage(page, privateDemo.url);
    await form(page).getByLabel('Товар').selectOption({ index: 1 });
    const price = form(page).getByLabel('Цена');
    await price.fill('49');
    await submit(page);
    await expect(alert(page)).toHaveText(`Слишком низкая цена: не меньше 50${NBSP}₽.`);
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await price.fill('25001');
    await submit(page);
    await expect(alert(page)).toHaveText(`Слишком высокая цена: не больше 25${NBSP}000${NBSP}₽.`);
    await price.fill('49,99');
    await submit(page);
    await expect(alert(page)).toHaveText(`Слишком низкая цена: не меньше 50${NBSP}₽.`);
    // the ends are allowed: the next problem is the photos
    for (const ok of ['50', '25000']) {
      await price.fill(ok);
      await submit(page);
      await expect(alert(page)).toHaveText('Добавьте хотя бы 3 фотографии.');
    }
    await expect(price).toHaveValue('25000');
  });

  test('§9 the 5 % fee and the payout follow the typed price, rounded once', async ({ page, privateDemo }) => {
    await openAdPage(page, privateDemo.url);
    const fee = form(page).locator('[data-figure="fee"]');
    const payout = form(page).locator('[data-figure="payout"]');
    await expect(form(page).getByText('Комиссия 5 %')).toBeVisible();
    await expect(fee).toHaveText('—');
    await form(page).getByLabel('Цена').fill('1000');
    await expect(fee).toHaveText(`50${NBSP}₽`);
    await expect(payout).toHaveText(`950${NBSP}₽`);
    // 5 % of 999 ₽ is 49,95 ₽, rounded once to the rouble: 50 ₽; the seller gets the rest, 949 ₽.
    await form(page).getByLabel('Цена').fill('999');
    await expect(fee).toHaveText(`50${NBSP}₽`);
    await expect(payout).toHaveText(`949${NBSP}₽`);
    // a rouble price has no kopecks: no fee is shown for it and it is refused on send
    await form(page).getByLabel('Цена').fill('1234,56');
    await expect(fee).toHaveText('—');
    await form(page).getByLabel('Товар').selectOption({ index: 1 });
    await submit(page);
    await expect(alert(page)).toHaveText(`Цена должна быть кратна 1${NBSP}₽.`);
  });

  test('§9 two photos are refused; a text file and a 16 MB file are rejected with clear messages', async ({ page, privateDemo }) => {
    await openAdPage(page, privateDemo.url);
    await form(page).getByLabel('Товар').selectOption({ index: 1 });
    await form(page).getByLabel('Цена').fill('700');
    await form(page).getByLabel('Описание').fill('Почти новая');
    const photos = form(page).getByLabel('Фотографии');
    await photos.setInputFiles([photo('a.png'), photo('b.png')]);
    await expect(form(page).locator('[part="photo-previews"] img')).toHaveCount(2);
    await expect(form(page).locator('[data-figure="photo-count"]')).toHaveText('Добавлено 2 фотографии.');
    await submit(page);
    await expect(alert(page)).toHaveText('Добавьте хотя бы 3 фотографии.');
    await expect(photos).toHaveAttribute('aria-invalid', 'true');

    await photos.setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
      { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(16 * 1024 * 1024, 1) },
      { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('garbage') },
    ]);
    const notes = form(page).locator('ul[role="alert"] li');
    await expect(notes).toHaveText([
      '«notes.txt» — не изображение: выберите файл JPEG, PNG или WebP.',
      '«huge.jpg» слишком большой: фотография — не больше 15 МБ.',
      '«broken.png» — не изображение: выберите файл JPEG, PNG или WebP.',
    ]);
    await expect(form(page).locator('[part="photo-previews"] img')).toHaveCount(2);
    // nothing typed was lost
    await expect(form(page).getByLabel('Цена')).toHaveValue('700');
    await expect(form(page).getByLabel('Описание')).toHaveValue('Почти новая');
  });

  test('posts an ad with 3 photos: it is listed on sale with its payout, also after a reload; a failed send keeps the fields', async ({
    page,
    privateDemo,
  }) => {
    await openAdPage(page, privateDemo.url);
    const before = await ads(page).count();
    const item = form(page).getByLabel('Товар');
    const chosen = ((await item.locator('option').nth(1).textContent()) ?? '').split(' — ')[0]!;
    await item.selectOption({ index: 1 });
    await form(page).getByLabel('Цена').fill('1500');
    await form(page)
      .getByLabel('Фотографии')
      .setInputFiles([photo('1.png'), photo('2.png'), photo('3.png')]);
    await expect(form(page).locator('[part="photo-previews"] img')).toHaveCount(3);
    await form(page).getByLabel('Описание').fill('Надевала один раз');

    let fail = true;
    await page.route('**/webapi/resale/ads', (route) => (fail ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
    await submit(page);
    await expect(alert(page)).toHaveText('Не удалось отправить. Проверьте соединение и попробуйте ещё раз: введённое сохранено.');
    await expect(form(page).getByLabel('Цена')).toHaveValue('1500');
    await expect(form(page).getByLabel('Описание')).toHaveValue('Надевала один раз');
    await expect(form(page).locator('[part="photo-previews"] img')).toHaveCount(3);

    fail = false;
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/webapi/resale/photos')) uploads.push(request.url());
    });
    await submit(page);
    await expect(form(page).getByRole('status')).toHaveText('Объявление опубликовано.');
    // the photos sent before the failure were not sent again
    expect(uploads).toEqual([]);
    await expect(ads(page)).toHaveCount(before + 1);
    const ad = ads(page).first();
    await expect(ad).toContainText(chosen);
    await expect(ad.locator('[part="ad-state"]')).toHaveText('В продаже');
    await expect(ad.locator('[data-figure="price"]')).toHaveText(`1${NBSP}500${NBSP}₽`);
    await expect(ad.locator('[data-figure="payout"]')).toHaveText(`Вы получите 1${NBSP}425${NBSP}₽ (комиссия 75${NBSP}₽)`);
    await expect(ad.locator('.ad-photos img')).toHaveCount(3);
    await expect(form(page).getByLabel('Цена')).toHaveValue('');

    await page.reload();
    await expect(ads(page)).toHaveCount(before + 1);
    await expect(ads(page).first()).toContainText('Надевала один раз');
    const src = await ads(page).first().locator('.ad-photos img').first().getAttribute('src');
    expect((await page.request.get(src!)).headers()['content-type']).toBe('image/jpeg');
  });

  test('routing-wallet §6 a shopper without resale goes to /lk', async ({ page, privateDemo }) => {
    await signInBeforeLoad(page, await demoToken(page.request, privateDemo.url, 'regular'));
    await page.goto(`${privateDemo.url}/lk/resale/ad`);
    await expect(page).toHaveURL(`${privateDemo.url}/lk`);
  });
});
