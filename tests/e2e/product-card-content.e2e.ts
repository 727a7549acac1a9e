import { test, expect } from './fixtures';
import { generateDemoData } from '../../demo/data/generate';
import { certificateFor, instructionFor } from '../../demo/data/documents';

/** The product card's content reads (storefront-shell.md §7 content URLs): the seller's legal details from sellers.json. */

function sellerProduct() {
  const data = generateDemoData();
  for (const p of data.products) {
    const seller = data.sellerById.get(p.supplierId);
    if (p.hasPrice && !p.adult && p.pics > 0 && seller && !seller.isUnknown && seller.inn) return { nmId: p.nmId, name: p.name.ru, seller };
  }
  throw new Error('the demo data has no product of a known seller');
}

test.describe('product card: seller legal details (routing-wallet §3 Seller; storefront-shell §7 sellers.json)', () => {
  test('a shopper opens "Информация о продавце" on the product page and reads the name, INN and legal address', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { nmId, name, seller } = sellerProduct();
    const read = page.waitForResponse((r) => /\/info\/sellers\.json$/.test(r.url()) && r.ok());
    await page.goto(`${baseUrl}/catalog/${nmId}/detail.aspx`);
    const card = page.locator('vt-product-card:not([variant])');
    await expect(card.getByRole('heading', { level: 1, name })).toBeVisible();
    await read;
    const details = card.locator('details[part="seller-legal"]');
    await details.getByText('Информация о продавце').click();
    await expect(details.getByText(seller.fineName, { exact: true })).toBeVisible();
    await expect(details.getByRole('definition').filter({ hasText: new RegExp(`^${seller.inn}$`) })).toBeVisible();
    await expect(details.getByText('ИНН', { exact: true })).toBeVisible();
    await expect(details.getByText(seller.legalAddress, { exact: true })).toBeVisible();
  });

  test('a broken sellers.json leaves the seller link and shows no details block', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const { nmId, name } = sellerProduct();
    await page.route(/\/info\/sellers\.json$/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken":' }));
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().includes('seller details failed')) errors.push(m.text());
    });
    const read = page.waitForResponse(/\/info\/sellers\.json$/);
    await page.goto(`${baseUrl}/catalog/${nmId}/detail.aspx`);
    const card = page.locator('vt-product-card:not([variant])');
    await expect(card.getByRole('heading', { level: 1, name })).toBeVisible();
    await read;
    await expect.poll(() => errors.length).toBe(1);
    await expect(card.locator('[part="seller"] a')).toBeVisible();
    await expect(card.locator('details[part="seller-legal"]')).toHaveCount(0);
  });
});

/** A product with a certificate and a PDF instruction (demo/data/documents.ts). */
function documentedProduct() {
  const p = generateDemoData().products.find((q) => q.hasPrice && !q.adult && q.pics > 0 && certificateFor(q.nmId) && instructionFor(q.nmId))!;
  return { nmId: p.nmId, name: p.name.ru, certificate: certificateFor(p.nmId)! };
}

test.describe('product card: card.json, certificate and PDF instruction (storefront-shell §7 content URLs, §3 media records)', () => {
  test('the card reads card.json in the shopper language and shows the certificate and an instruction PDF that opens', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const { nmId, name, certificate } = documentedProduct();
    const cardJson = page.waitForResponse((r) => r.url().endsWith(`/${nmId}/info/ru/card.json`) && r.ok());
    await page.goto(`${baseUrl}/catalog/${nmId}/detail.aspx`);
    const card = page.locator('vt-product-card:not([variant])');
    await expect(card.getByRole('heading', { level: 1, name })).toBeVisible();
    await cardJson;
    const documents = card.getByRole('region', { name: 'Документы' });
    await expect(documents).toBeVisible();
    const kind = certificate.type === 'declaration' ? 'Декларация о соответствии' : 'Сертификат соответствия';
    await expect(documents.getByText(kind, { exact: true })).toBeVisible();
    await expect(documents.getByText(certificate.number, { exact: true })).toBeVisible();
    await expect(documents.getByText(certificate.issuer, { exact: true })).toBeVisible();
    const link = documents.getByRole('link', { name: 'Инструкция (PDF)' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/static\/instructions\/\d{2}\/[0-9a-f-]{36}\/1\.pdf$/);
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a product without documents shows no documents section and asks for no certificate', async ({ page, baseUrl }) => {
    const p = generateDemoData().products.find((q) => q.hasPrice && !q.adult && q.pics > 0 && !certificateFor(q.nmId) && !instructionFor(q.nmId))!;
    const certificateCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/info/certificate.json')) certificateCalls.push(r.url());
    });
    const cardJson = page.waitForResponse((r) => r.url().endsWith(`/${p.nmId}/info/ru/card.json`) && r.ok());
    await page.goto(`${baseUrl}/catalog/${p.nmId}/detail.aspx`);
    await expect(page.locator('vt-product-card:not([variant])').getByRole('heading', { level: 1, name: p.name.ru })).toBeVisible();
    await cardJson;
    await expect(page.locator('vt-product-card:not([variant])').locator('[part="options"]')).toBeVisible();
    await expect(page.locator('vt-product-card:not([variant])').getByRole('region', { name: 'Документы' })).toHaveCount(0);
    expect(certificateCalls).toEqual([]);
  });
});
