import { test, expect } from './fixtures';
import { generateDemoData } from '../../demo/data/generate';
import { DEMO_TAGS, hasRichContent, tagsFor } from '../../demo/data/rich-content';

/** The card's rich content, tags and picture map (storefront-shell.md §7 ".../info/ru/rich_v1.json, .../info/tags/{tag}.json or picMap.json"). */

function richProduct() {
  const p = generateDemoData().products.find((q) => q.hasPrice && !q.adult && q.pics > 1 && hasRichContent(q) && tagsFor(q).length > 0);
  if (!p) throw new Error('the demo data has no product with rich content and tags');
  return { nmId: p.nmId, name: p.name.ru, pics: p.pics, tag: DEMO_TAGS[tagsFor(p)[0]!]! };
}

test.describe('product card: rich content, tags and picture map (storefront-shell §7)', () => {
  test("§7 a shopper reads the seller's rich content, opens a tag's explanation and the gallery names what each picture shows", async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const { nmId, name, pics, tag } = richProduct();
    const rich = page.waitForResponse((r) => r.url().endsWith(`/${nmId}/info/ru/rich_v1.json`) && r.ok());
    await page.goto(`${baseUrl}/catalog/${nmId}/detail.aspx`);
    const card = page.locator('vt-product-card:not([variant])');
    await expect(card.getByRole('heading', { level: 1, name })).toBeVisible();
    await rich;
    const section = card.getByRole('region', { name: 'Описание от продавца' });
    await expect(section.getByRole('heading', { name: `О товаре «${name}»` })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Почему его выбирают' })).toBeVisible();
    await expect(section.getByText('Фото и описание предоставлены продавцом.')).toBeVisible();
    const picture = section.getByRole('img', { name });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const tags = card.getByRole('list', { name: 'Метки товара' });
    await tags.getByText(tag.name, { exact: true }).click();
    await expect(tags.getByText(tag.description)).toBeVisible();

    await expect(card.getByRole('img', { name: `Фото 1 из ${pics}: Общий вид — ${name}` }).first()).toBeAttached();
  });

  test('hostile rich content is text at 390 px: no script runs, no markup from the file', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { nmId, name } = richProduct();
    await page.route(new RegExp(`/${nmId}/info/ru/rich_v1\\.json$`), (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          nm_id: nmId,
          blocks: [
            { type: 'text', title: '<img src=x onerror=alert(1)>', text: '<script>alert(2)</script> обычный текст' },
            { type: 'html', html: '<p>Безопасно<img src=x onerror=alert(3)><a href="javascript:alert(4)">ссылка</a></p>' },
            { type: 'image', src: 'javascript:alert(5)' },
          ],
        }),
      }),
    );
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${baseUrl}/catalog/${nmId}/detail.aspx`);
    const card = page.locator('vt-product-card:not([variant])');
    await expect(card.getByRole('heading', { level: 1, name })).toBeVisible();
    const section = card.getByRole('region', { name: 'Описание от продавца' });
    await expect(section.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeAttached();
    await expect(section.getByText('<script>alert(2)</script> обычный текст')).toBeAttached();
    await expect(section.getByText('Безопасноссылка')).toBeAttached();
    await expect(section.locator('img, a, script')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('a broken rich_v1.json leaves the card without that section and logs one error', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const { nmId, name } = richProduct();
    await page.route(new RegExp(`/${nmId}/info/ru/rich_v1\\.json$`), (route) => route.fulfill({ contentType: 'application/json', body: '{"blocks":' }));
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().includes('rich content failed')) errors.push(m.text());
    });
    const read = page.waitForResponse(new RegExp(`/${nmId}/info/ru/rich_v1\\.json$`));
    await page.goto(`${baseUrl}/catalog/${nmId}/detail.aspx`);
    const card = page.locator('vt-product-card:not([variant])');
    await expect(card.getByRole('heading', { level: 1, name })).toBeVisible();
    await read;
    await expect.poll(() => errors.length).toBe(1);
    await expect(card.locator('[part="rich-content"]')).toHaveCount(0);
    await expect(card.getByRole('list', { name: 'Метки товара' })).toBeVisible();
  });
});
