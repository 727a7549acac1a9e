// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDemo, type TestDemo } from './helpers';

let demo: TestDemo;
beforeAll(async () => {
  demo = await startTestDemo();
});
afterAll(async () => demo.stop());

const json = async <T>(res: Response): Promise<T> => {
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
type MenuNode = { name: string; url: string; nodes: MenuNode[] };
type Card = { id: number; name: string; colors: { name: string }[] };
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.nodes)]);
const GEORGIAN = /\p{Script=Georgian}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

describe('demo routes answer in the language asked for (storefront-shell.md §1 languages)', () => {
  it('the catalogue menu in uz (Latin) and ka (Georgian), with no ru name left', async () => {
    const uz = flatten((await json<{ data: { nodes: MenuNode[] } }>(await demo.get('/svc/menu/v11/menu?locale=uz&lang=uz'))).data.nodes);
    const ka = flatten((await json<{ data: { nodes: MenuNode[] } }>(await demo.get('/svc/menu/v11/menu?locale=ge&lang=ka'))).data.nodes);
    expect(uz.find((n) => n.url === '/catalog/zhenshchinam/odezhda/platya')?.name).toBe('Koʻylaklar');
    expect(ka.find((n) => n.url === '/catalog/zhenshchinam/odezhda/platya')?.name).toBe('კაბები');
    expect(uz.find((n) => n.url === '/promotions')?.name).toBe('Aksiyalar');
    expect(uz.filter((n) => CYRILLIC.test(n.name)).map((n) => n.name)).toEqual([]);
    expect(ka.filter((n) => !GEORGIAN.test(n.name)).map((n) => n.name)).toEqual([]);
  });

  it('a listing names its products and colours in uz and ka, and its heading (catalog page data) too', async () => {
    for (const [lang, script] of [
      ['uz', /\p{Script=Latin}/u],
      ['ka', GEORGIAN],
    ] as const) {
      const page = await json<{ data: { products: Card[] } }>(await demo.get(`/svc/catalog/catalog/zhenshchinam/products?lang=${lang}&page=1`));
      expect(page.data.products.length).toBeGreaterThan(10);
      for (const card of page.data.products.filter((c) => c.name !== '')) {
        expect(card.name, card.name).toMatch(script);
        expect(card.name, card.name).not.toMatch(CYRILLIC);
        for (const colour of card.colors) expect(colour.name).toMatch(script);
      }
      const heading = await json<{ value: { menuItem: { name: string }; childs: { name: string }[] } }>(
        await demo.post(`/webapi/spa/data/SpaCatalogData?url=${encodeURIComponent('/catalog/zhenshchinam/odezhda')}&lang=${lang}`),
      );
      expect(heading.value.menuItem.name).toBe(lang === 'uz' ? 'Kiyim' : 'ტანსაცმელი');
      expect(heading.value.childs.map((c) => c.name)).toContain(lang === 'uz' ? 'Koʻylaklar' : 'კაბები');
    }
  });

  it('the card, the home shelf, search suggestions and meta tags follow lang', async () => {
    const product = demo.deps.data.products.find((p) => p.name.ru !== '' && p.pics > 0)!;
    const card = await json<{ data: { products: { name: string; description: string; options: { name: string; value: string }[] }[] } }>(
      await demo.get(`/svc/catalog/cards/detail?nm=${product.nmId}&lang=ka`),
    );
    const detail = card.data.products[0]!;
    expect(detail.name).toBe(product.name.ka);
    expect(detail.description).toMatch(GEORGIAN);
    expect(detail.options[0]).toMatchObject({ name: 'კატეგორია' });
    for (const option of detail.options) expect(option.name).toMatch(GEORGIAN);
    const home = await json<{ value: { shelves: { title: string; products: { name: string }[] }[] } }>(await demo.post('/webapi/spa/data/SpaHomeData?lang=uz'));
    expect(home.value.shelves[0]!.title).toBe('Ommabop');
    for (const p of home.value.shelves[0]!.products) expect(p.name).not.toMatch(CYRILLIC);
    const meta = await json<{ metaTags: { title: string } }>(await demo.get('/webapi/metatags?targetUrl=/catalog/zhenshchinam&lang=ka'));
    expect(meta.metaTags.title).toBe('ქალებს — იყიდეთ Vitrina-ს ონლაინ მაღაზიაში');
    const hints = await json<{ suggests: { name: string; typeStr: string }[] }>(await demo.get('/svc/suggest/api/v7/hint?query=ko%E2%80%98ylak&lang=uz'));
    expect(hints.suggests.filter((s) => s.typeStr === 'tag').map((s) => s.name)).toContain('koʻylaklar');
  });

  it('a language the server does not know reads ru, never an empty name', async () => {
    const page = await json<{ data: { products: Card[] } }>(await demo.get('/svc/catalog/catalog/zhenshchinam/products?lang=xx&page=1'));
    const named = page.data.products.filter((c) => c.name !== '');
    expect(named.length).toBeGreaterThan(10);
    for (const card of named) expect(card.name).toMatch(CYRILLIC);
  });
});
