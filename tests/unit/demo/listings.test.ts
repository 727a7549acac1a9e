// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDemo, type TestDemo } from './helpers';

let demo: TestDemo;
beforeAll(async () => {
  demo = await startTestDemo();
});
afterAll(async () => demo.stop());

type Card = { nmId: number; brandId: number; supplierId: number; sizes: { stocks: { qty: number; time1: number }[]; price?: { sale: number } }[] };
type Page = { data: { total: number; products: Card[] } };
const json = async <T>(res: Response): Promise<T> => {
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
const fastest = (card: Card) => Math.min(...card.sizes.flatMap((s) => s.stocks.filter((st) => st.qty > 0).map((st) => st.time1)));

describe('demo listings (issue 10)', () => {
  it('§9 fdlvr keeps goods delivered within the hours, on catalog and search', async () => {
    const all = await json<Page>(await demo.get('/svc/catalog/catalog/elektronika/products'));
    const fast = await json<Page>(await demo.get('/svc/catalog/catalog/elektronika/products?fdlvr=8'));
    expect(fast.data.total).toBeGreaterThan(0);
    expect(fast.data.total).toBeLessThan(all.data.total);
    for (const card of fast.data.products) expect(fastest(card)).toBeLessThanOrEqual(8);
    const search = await json<Page>(await demo.get('/svc/search/search?query=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5&fdlvr=6'));
    for (const card of search.data.products) expect(fastest(card)).toBeLessThanOrEqual(6);
  });

  it('brand, seller and promotion listings (100 a page, totals)', async () => {
    const first = (await json<Page>(await demo.get('/svc/catalog/catalog/elektronika/products'))).data.products[0]!;
    const brand = await json<Page>(await demo.get(`/svc/catalog/brands/products?brand=${first.brandId}&sort=priceup`));
    expect(brand.data.products.every((p) => p.brandId === first.brandId)).toBe(true);
    expect(brand.data.products.length).toBeLessThanOrEqual(100);
    const seller = await json<Page>(await demo.get(`/svc/catalog/sellers/products?supplier=${first.supplierId}`));
    expect(seller.data.total).toBeGreaterThan(0);
    expect(seller.data.products.every((p) => p.supplierId === first.supplierId)).toBe(true);
    const promo = await json<Page>(await demo.get('/svc/catalog/promotions/products?promo=188852&page=2'));
    expect(promo.data.total).toBeGreaterThan(100);
    expect((await demo.get('/svc/catalog/sellers/products?supplier=abc')).status).toBe(400);
    expect((await demo.get('/svc/catalog/brands/products?brand=999999999')).status).toBe(404);
  });

  it('route data of the product-list pages gives product numbers (404 without goods)', async () => {
    const recommended = await json<{ state: number; value: { nms: number[] } }>(await demo.post('/webapi/spa/data/SpaRecommendationsCatalogData?type=similar'));
    expect(recommended.value.nms.length).toBeGreaterThan(0);
    const byImage = await json<{ value: { nms: number[] } }>(await demo.post('/webapi/spa/data/SpaSearchByImageData?imageId=0123456789abcdef'));
    expect(byImage.value.nms.length).toBeGreaterThan(0);
    expect((await demo.post('/webapi/spa/data/SpaSearchByImageData?imageId=..%2F..')).status).toBe(404);
    expect((await demo.post('/webapi/spa/data/SpaRecommendationsSearchCatalogData?searchQuery=zzzqqqxx')).status).toBe(404);
    expect((await demo.post('/webapi/spa/data/SpaRecommendationsCatalogData?type=bogus')).status).toBe(404);
  });
});
