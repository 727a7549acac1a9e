import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { generateDemoData } from '../../demo/data/generate';
import { buyableSizes, demoToken, signInBeforeLoad } from './shop-page';
import { BASKET_PATH } from '../../contracts/basket';

/** Whole roubles of a figure as shown ("12 345 ₽"). */
function rubles(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

/** A buyable size whose catalogue price (roubles, before the shopper's discount) is in [min, max]. */
function sizePricedBetween(min: number, max: number) {
  const prices = new Map(generateDemoData().products.flatMap((p) => p.sizes.map((s) => [s.chrtId, s.product / 100] as const)));
  const size = buyableSizes().find((s) => {
    const price = prices.get(s.chrtId) ?? 0;
    return price >= min && price <= max;
  });
  if (!size) throw new Error(`no demo size priced ${min}..${max}`);
  return { ...size, price: prices.get(size.chrtId)! };
}

async function buyNow(page: Page, baseUrl: string, chrtId: number, quantity: number): Promise<Locator> {
  await page.setViewportSize({ width: 1366, height: 900 });
  // The basket answer brings the broker's status and the duty settings: wait for it, so an absence means something.
  const basketAnswer = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(BASKET_PATH) && response.ok());
  await page.goto(`${baseUrl}/lk/basket/buy-it-now?chrtId=${chrtId}&quantity=${quantity}`);
  await basketAnswer;
  const checkout = page.locator('vt-checkout');
  await expect(checkout.getByRole('radio', { name: 'Банковская карта' })).toBeVisible();
  return checkout;
}

/** A figure of the order summary by its label. */
function summaryFigure(checkout: Locator, label: string | RegExp): Locator {
  return checkout
    .locator('[part="totals"] dl > div')
    .filter({ has: checkout.page().locator('dt', { hasText: label }) })
    .locator('dd');
}

test.describe('checkout installments (routing-wallet §9 cwbLimit, shell §9 credit limits)', () => {
  test.beforeEach(async ({ page, request, baseUrl }) => {
    // "regular": a signed-in ru shopper whose broker installment is completed with 3 000 000 available (cwbLimit 30 000 ₽).
    await signInBeforeLoad(page, await demoToken(request, baseUrl, 'regular'));
  });

  test('an order of 4 999 to 30 000 ₽ may be paid in 3, 6 or 12 payments, each rounded up to a whole rouble', async ({ page, baseUrl }) => {
    const size = sizePricedBetween(8000, 20000);
    const checkout = await buyNow(page, baseUrl, size.chrtId, 1);
    await checkout.getByRole('radio', { name: 'Рассрочка' }).check();
    const total = rubles((await summaryFigure(checkout, 'Итого').textContent()) ?? '');
    expect(total).toBeGreaterThanOrEqual(4999);
    await expect(checkout.getByText('Срок рассрочки')).toBeVisible();
    const plans = checkout.locator('[part="installment"] li');
    await expect(plans).toHaveText([
      `3 платежа по ${Math.ceil(total / 3).toLocaleString('ru-RU')} ₽`,
      `6 платежей по ${Math.ceil(total / 6).toLocaleString('ru-RU')} ₽`,
      `12 платежей по ${Math.ceil(total / 12).toLocaleString('ru-RU')} ₽`,
    ]);
  });

  test('below the minimum credit sum of 4 999 ₽ and above cwbLimit (30 000 ₽) no installment is offered', async ({ page, baseUrl }) => {
    const cheap = sizePricedBetween(100, 3000);
    let checkout = await buyNow(page, baseUrl, cheap.chrtId, 1);
    await expect(checkout.getByRole('radio', { name: 'Кошелёк' })).toBeVisible();
    await expect(checkout.getByRole('radio', { name: 'Рассрочка' })).toHaveCount(0);

    const dear = sizePricedBetween(8000, 20000);
    checkout = await buyNow(page, baseUrl, dear.chrtId, Math.ceil(45000 / dear.price));
    await expect(checkout.getByRole('radio', { name: 'Кошелёк' })).toBeVisible();
    expect(rubles((await summaryFigure(checkout, 'Итого').textContent()) ?? '')).toBeGreaterThan(30000);
    await expect(checkout.getByRole('radio', { name: 'Рассрочка' })).toHaveCount(0);
  });
});

test('routing-wallet §5: an order above the duty-free limit of 200 000 ₽ pays 15 % of the excess as customs duty', async ({ page, request, baseUrl }) => {
  await signInBeforeLoad(page, await demoToken(request, baseUrl, 'regular'));
  const size = sizePricedBetween(8000, 20000);
  const checkout = await buyNow(page, baseUrl, size.chrtId, Math.ceil(300000 / size.price));
  const duty = summaryFigure(checkout, 'Таможенная пошлина');
  await expect(duty).toBeVisible();
  const goods = rubles((await summaryFigure(checkout, /^\d[\d\s]* товар/).textContent()) ?? '');
  const sale = (await summaryFigure(checkout, /^Скидка$/).count()) ? rubles((await summaryFigure(checkout, /^Скидка$/).textContent()) ?? '') : 0;
  const wallet = (await summaryFigure(checkout, 'Скидка по кошельку').count())
    ? rubles((await summaryFigure(checkout, 'Скидка по кошельку').textContent()) ?? '')
    : 0;
  const paid = goods - sale;
  expect(paid).toBeGreaterThan(200000);
  expect(rubles((await duty.textContent()) ?? '')).toBe(Math.round((paid - 200000) * 0.15));
  expect(rubles((await summaryFigure(checkout, 'Итого').textContent()) ?? '')).toBe(paid - wallet + Math.round((paid - 200000) * 0.15));
});

test('routing-wallet §5: below the duty-free limit there is no customs line', async ({ page, request, baseUrl }) => {
  await signInBeforeLoad(page, await demoToken(request, baseUrl, 'regular'));
  const size = sizePricedBetween(8000, 20000);
  const checkout = await buyNow(page, baseUrl, size.chrtId, 1);
  await expect(summaryFigure(checkout, 'Итого')).toBeVisible();
  await expect(checkout.getByText('Таможенная пошлина')).toHaveCount(0);
});
