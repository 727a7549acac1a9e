import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { onHost } from './country';
import { buyableSizes, demoToken, signInBeforeLoad } from './shop-page';
import { generateDemoData } from '../../demo/data/generate';
import { BASKET_PATH } from '../../contracts/basket';

/**
 * What the server words in the page's language follows a language switch without a reload: the
 * payment names and the basket lines of checkout, the bell's notices, and the product title the
 * server paints first. As a shopper on kz.localhost, whose languages are Русский and Қазақша
 * (storefront-routing-wallet.md §9).
 */

/** Picks a language in the header's switcher (its button is named in the language shown). */
async function chooseLanguage(page: Page, name: string): Promise<void> {
  const switcher = page.locator('vt-locale-switcher');
  await switcher.getByRole('button', { name: /Язык и валюта|Тіл және валюта/ }).click();
  await switcher.getByRole('radio', { name, exact: true }).check();
  await page.keyboard.press('Escape');
}

async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { languageMark?: number }).languageMark = 1));
}
async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { languageMark?: number }).languageMark)).toBe(1);
}

test('kz: checkout asks for the payment names, the card offer and the basket lines in Kazakh after a switch, without a reload', async ({
  page,
  request,
  baseUrl,
}) => {
  const origin = onHost(baseUrl, 'kz.localhost');
  await signInBeforeLoad(page, await demoToken(request, baseUrl, 'regular'));
  const basketLanguages: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.endsWith(BASKET_PATH) && sent.method() === 'POST')
      basketLanguages.push(new URLSearchParams(sent.postData() ?? '').get('lang') ?? '');
  });
  const [size] = buyableSizes();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${origin}/lk/basket/buy-it-now?chrtId=${size!.chrtId}&quantity=1`);
  const checkout = page.locator('vt-checkout');
  await expect(checkout.getByRole('radio', { name: 'Банковская карта' })).toBeVisible();
  await expect(checkout.getByRole('link', { name: 'Кешбэк 5% при оплате картой банка-партнёра' })).toBeVisible();
  await expect.poll(() => basketLanguages).toEqual(['ru']);

  await markWindow(page);
  await chooseLanguage(page, 'Қазақша');
  await expect(checkout.getByRole('radio', { name: 'Банк картасы' })).toBeVisible();
  await expect(checkout.getByRole('radio', { name: 'Банковская карта' })).toHaveCount(0);
  // The partner bank's offer under the chosen card (shell §7 payment marketing banner) too.
  await expect(checkout.getByRole('link', { name: 'Серіктес банк картасымен төлегенде 5% кешбэк' })).toBeVisible();
  await expect.poll(() => basketLanguages).toEqual(['ru', 'kk']);
  await expectNoReload(page);
});

test("kz: the bell's notices come in Kazakh after a switch, without a reload", async ({ page, request, baseUrl }) => {
  const origin = onHost(baseUrl, 'kz.localhost');
  await signInBeforeLoad(page, await demoToken(request, baseUrl, 'club'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${origin}/`);
  const bellRu = page.getByRole('button', { name: /^Уведомления/ });
  await bellRu.click();
  const panelRu = page.getByRole('region', { name: 'Уведомления' });
  await expect(panelRu.getByRole('listitem').first()).toContainText(/Заказ|Скидки|Возврат|Товар|Оцените/);
  await bellRu.click();

  await markWindow(page);
  await chooseLanguage(page, 'Қазақша');
  const bellKk = page.getByRole('button', { name: /^Хабарландырулар/ });
  await bellKk.click();
  const panelKk = page.getByRole('region', { name: 'Хабарландырулар' });
  await expect(panelKk.getByRole('listitem').first()).toContainText(/Тапсырыс|Клуб|Қаражат|Тауар|Сатып/);
  await expect(panelKk.getByRole('listitem').filter({ hasText: /Заказ в пути|Скидки клуба|Возврат средств|Товар снова|Оцените покупку/ })).toHaveCount(0);
  await expectNoReload(page);
});

test("kz: once Kazakh is chosen, the server paints a product's first title in Kazakh", async ({ page, baseUrl }) => {
  const origin = onHost(baseUrl, 'kz.localhost');
  const product = generateDemoData().products.find((p) => p.hasPrice && !p.adult && p.name.kk && p.name.kk !== p.name.ru)!;
  const path = `/catalog/${product.nmId}/detail.aspx`;
  const firstTitle = async () => {
    // Asked from the page (Node does not resolve *.localhost), with its cookies, as a navigation would be.
    const html = await page.evaluate(async (url) => (await fetch(url)).text(), path);
    return /<div class="product-first-paint" data-first-paint lang="(\w+)"><h1 class="product-first-paint__title">([^<]*)<\/h1>/.exec(html)?.slice(1);
  };
  await page.goto(`${origin}${path}`);
  expect(await firstTitle()).toEqual(['ru', expect.stringContaining(product.name.ru.slice(0, 8))]);

  await chooseLanguage(page, 'Қазақша');
  await expect.poll(firstTitle).toEqual(['kk', expect.stringContaining(product.name.kk.slice(0, 8))]);
  // The page shows it too: a fresh load paints the Kazakh title and keeps it until the card has its own.
  await page.goto(`${origin}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
});
