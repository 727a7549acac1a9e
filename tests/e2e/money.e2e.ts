import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { generateDemoData } from '../../demo/data/generate';
import { addEachToCart, buyableSizes, type DemoSize } from './shop-page';

/** "5 240 ₽" -> 5240 (grouping spaces, the sign and a decimal comma handled). */
function amountOf(text: string): number {
  const digits = text.replace(/[^\d,.]/g, '').replace(',', '.');
  return Number(digits);
}

/** Goods on sale (the figures that came out in kopecks before), in stock for 3 pieces. */
function goodsOnSale(count: number): DemoSize[] {
  const onSale = new Set(generateDemoData().products.flatMap((p) => (p.sale > 0 ? [p.nmId] : [])));
  return buyableSizes()
    .filter((size) => onSale.has(size.nmId))
    .slice(20, 20 + count);
}

interface ShownLine {
  total: string;
  unit: string | null;
  quantity: string;
}

async function shownLines(page: Page): Promise<ShownLine[]> {
  const rows = page.locator('vt-cart [role="listitem"], vt-cart li').filter({ has: page.locator('[part="line-total"]') });
  const out: ShownLine[] = [];
  for (const row of await rows.all()) {
    out.push({
      total: (await row.locator('[part="line-total"]').textContent()) ?? '',
      unit: (await row.locator('[part="unit-price"]').count()) > 0 ? await row.locator('[part="unit-price"]').textContent() : null,
      quantity: (await row.getByLabel('Количество', { exact: true }).textContent()) ?? '',
    });
  }
  return out;
}

test.describe('money adds up (storefront-routing-wallet.md §9 rounding steps)', () => {
  test('a basket of mixed quantities: each line total is quantity × the unit price shown, the order total their sum', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const sizes = goodsOnSale(3);
    await addEachToCart(page, baseUrl, sizes);
    await page.goto(`${baseUrl}/lk/basket`);
    const cart = page.locator('vt-cart');
    await expect(cart.locator('[part="line-total"]')).toHaveCount(3);
    await expect(cart.locator('[part="line-total"]').first()).toHaveText(/\d/);

    // Quantities 3, 1 and 2.
    const increase = cart.getByRole('button', { name: 'Увеличить количество' });
    await increase.nth(0).click();
    await expect(cart.getByLabel('Количество', { exact: true }).nth(0)).toHaveText('2');
    await increase.nth(0).click();
    await expect(cart.getByLabel('Количество', { exact: true }).nth(0)).toHaveText('3');
    await increase.nth(2).click();
    await expect(cart.getByLabel('Количество', { exact: true }).nth(2)).toHaveText('2');
    await expect(cart.locator('[part="unit-price"]')).toHaveCount(2);

    const lines = await shownLines(page);
    expect(lines.map((line) => line.quantity)).toEqual(['3', '1', '2']);
    let sum = 0;
    for (const line of lines) {
      const total = amountOf(line.total);
      expect(Number.isInteger(total), `${line.total} is whole rubles`).toBe(true);
      if (line.unit !== null) {
        const [unitText, piecesText] = line.unit.split('×');
        expect(Number(piecesText!.replace(/\D/g, ''))).toBe(Number(line.quantity));
        expect(total).toBe(amountOf(unitText!) * Number(line.quantity));
      }
      sum += total;
    }
    // The order summary's total (no wallet discount for a guest) is the sum of the lines shown, plus
    // the customs line once the order passes the duty-free limit (routing-wallet §5): the basket's duty
    // settings may come after the lines, so the total is read together with the customs line it adds.
    const summary = page.locator('vt-checkout [part="summary"]');
    await expect(summary.locator('dt', { hasText: 'Итого' })).toBeVisible();
    const shownTotals = () =>
      summary.evaluate((list) => {
        const amount = (term: string) => [...list.querySelectorAll('dt')].find((dt) => dt.textContent?.trim() === term)?.nextElementSibling?.textContent ?? '';
        return { total: amount('Итого'), customs: amount('Таможенная пошлина') };
      });
    await expect
      .poll(async () => {
        const { total, customs } = await shownTotals();
        return amountOf(total) - (customs ? amountOf(customs) : 0);
      })
      .toBe(sum);
  });

  test('shell §9: pickup shows the unclaimed-order fee of the currency (RUB 200)', async ({ page, baseUrl }) => {
    await addEachToCart(page, baseUrl, goodsOnSale(1));
    await page.goto(`${baseUrl}/lk/basket`);
    await page.locator('vt-checkout').getByRole('radio', { name: 'Пункт выдачи' }).check();
    await expect(page.locator('vt-checkout').getByText('Если не забрать заказ из пункта выдачи, взимается плата 200\u00A0₽')).toBeVisible();
  });
});

test.describe('currency signs system fonts lack (widgets/shared/currency-font.ts)', () => {
  /** The kit's faces of the currency family and whether the browser has fetched them. */
  const currencyFaces = (page: Page) =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Vitrina Currency')
        .map((face) => `${face.unicodeRange} ${face.weight} ${face.status}`),
    );

  // Debian's fonts, which the suite's Chromium uses, have neither ₾ nor ֏: the kit's own face draws them.
  for (const { country, sign, range } of [
    { country: 'ge', sign: '₾', range: 'U+20BE' },
    { country: 'am', sign: '֏', range: 'U+58F' },
  ]) {
    test(`${country}: prices in ${sign} are drawn with the kit's face for it`, async ({ page, baseUrl }) => {
      const origin = new URL(baseUrl);
      origin.hostname = `${country}.localhost`;
      await page.goto(`${origin.origin}/`);
      await expect(page.locator('.page--home vt-product-card').first()).toContainText(sign);
      await expect.poll(() => currencyFaces(page)).toContainEqual(expect.stringMatching(new RegExp(`^${range.replace('+', '\\+')} 400 loaded$`)));
    });
  }
});
