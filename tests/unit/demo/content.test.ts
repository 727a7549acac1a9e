// @vitest-environment node
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestDemo, type TestDemo } from './helpers';
import { certificateFor, instructionFor, instructionPdf } from '../../../demo/data/documents';

let demo: TestDemo;
let nmId: number;
let token: string;
beforeAll(async () => {
  demo = await startTestDemo();
  token = await demo.login('regular');
  nmId = demo.deps.data.products.find((p) => p.hasPrice && p.pics >= 2 && p.name.ru !== '' && p.sizes.some((s) => s.stocks.length > 0))!.nmId;
});
afterAll(async () => {
  await demo?.stop();
});

describe('settings (storefront-shell.md §3, §4)', () => {
  it('the static file, the server fallback and both hashes agree', async () => {
    const settings = await json(await demo.get('/static/settings-front.json'));
    expect(settings).toMatchObject({
      switches: expect.objectContaining({ enableFavoriteSellers: true, enableWalletRedesign: false }),
      variables: {
        siteMinVersion: '12.2.0',
        basketMaxQt: 255,
        favoritesLimitDefault: 2000,
        favoritesLimitWbClub: 4000,
        wlt2DiscountDisplayMaxPrice: 100000,
        enableLanguageSwitcher: true,
        wlt1DiscountDisplayMaxPrice: 15000,
      },
    });
    for (const code of ['BYN', 'KZT', 'AMD', 'KGS', 'UZS', 'AZN', 'GEL', 'TJS', 'TMT', 'USD']) expect(settings.rates[code]).toBeGreaterThan(0);
    expect(settings.rates.USD).toBe(100);
    const hash = await (await demo.get('/static/settings-front.json.hash')).text();
    expect(hash).toBe(settings.hash);
    expect(await (await demo.get('/webapi/settings/global/hash')).text()).toBe(hash);
    expect(await json(await demo.get('/webapi/settings/global/get'))).toEqual(settings);
  });

  it('an admin override changes the hash (the client poll sees a change)', async () => {
    const before = await (await demo.get('/webapi/settings/global/hash')).text();
    await demo.post('/demo/settings', { variables: { siteMinVersion: '99.0.0' } });
    expect(await (await demo.get('/webapi/settings/global/hash')).text()).not.toBe(before);
    await demo.post('/demo/settings', { reset: true });
    expect(await (await demo.get('/webapi/settings/global/hash')).text()).toBe(before);
    expect((await demo.post('/demo/settings', { switches: { x: 'yes' } })).status).toBe(400);
  });
});

describe('CDN and images (storefront-shell.md §7 Content URLs, §9 Sharding)', () => {
  it('upstreams: origin and recommend with 29 product ranges, feedback and video mod groups, hash and timestamp', async () => {
    const cdn = await json(await demo.get('/svc/cdn/api/v3/upstreams?ts=0'));
    expect(cdn.origin.products.method).toBe('range');
    expect(cdn.origin.products.hosts).toHaveLength(29);
    expect(cdn.origin.products.hosts[0]).toEqual({ vol_range_from: 0, vol_range_to: expect.any(Number), host: `${demo.url}/cdn/basket-01` });
    expect(cdn.origin.feedbacks).toMatchObject({ method: 'mod', hosts: expect.any(Array) });
    expect(cdn.origin.feedbacks.hosts).toHaveLength(10);
    expect(cdn.origin.videos.hosts).toHaveLength(13);
    expect(cdn.recommend.products.hosts).toHaveLength(29);
    expect(cdn).toMatchObject({ hash: expect.stringMatching(/^[0-9a-f]{40}$/), timestamp: expect.any(Number) });
  });

  it('serves real image/webp bytes at the spec URL shape under a host of the upstreams, for every size', async () => {
    const cdn = await json(await demo.get('/svc/cdn/api/v3/upstreams'));
    const vol = Math.floor(nmId / 100000);
    const host = cdn.origin.products.hosts.find((h: any) => vol >= h.vol_range_from && vol <= h.vol_range_to).host as string;
    for (const size of ['tm', 'c246x328', 'c516x688']) {
      const res = await fetch(`${host}/part${Math.floor(nmId / 1000)}/${nmId}/images/${size}/1.webp`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(8, 12)
          .toString('latin1'),
      ).toBe('WEBP');
    }
    expect((await fetch(`${host}/part1/${nmId}/images/c516x688/99.webp`)).status).toBe(404);
    expect((await fetch(`${host}/part1/1/images/c516x688/1.webp`)).status).toBe(404);
    expect((await fetch(`${host}/part1/${nmId}/images/huge/1.webp`)).status).toBe(404);
  });

  it('serves card.json, price-history.json, sellers.json and certificate.json; other info files are 404 (read as null)', async () => {
    const base = `${demo.url}/cdn/basket-01/part${Math.floor(nmId / 1000)}/${nmId}/info`;
    expect(await json(await fetch(`${base}/en/card.json`))).toMatchObject({
      nmId,
      name: expect.any(String),
      sizes: expect.any(Array),
      nomenclatures: expect.any(Array),
    });
    expect(await json(await fetch(`${base}/price-history.json`))).toEqual(
      expect.arrayContaining([{ dt: expect.any(Number), price: { RUB: expect.any(Number) } }]),
    );
    expect(await json(await fetch(`${base}/sellers.json`))).toMatchObject({ supplierId: expect.any(Number) });
    // certificate.json only for a product that has one (demo/data/documents.ts); 404 (read as null) otherwise.
    expect((await fetch(`${base}/certificate.json`)).status).toBe(certificateFor(nmId) ? 200 : 404);
    expect((await fetch(`${base}/no-such-file.json`)).status).toBe(404);
    expect((await fetch(`${demo.url}/cdn/feedback-01/vol1/part1/123/photos/fs.webp`)).headers.get('content-type')).toBe('image/webp');
  });
});

describe('product documents (storefront-shell.md §7 certificate.json, PDF instruction {uuid}/{type_id}.pdf)', () => {
  it('card.json points to the certificate and instruction; the instruction is a PDF, a wrong shard is 404', async () => {
    const product = demo.deps.data.products.find((p) => certificateFor(p.nmId) && instructionFor(p.nmId))!;
    const base = `${demo.url}/cdn/basket-01/part${Math.floor(product.nmId / 1000)}/${product.nmId}/info`;
    const card = await json(await fetch(`${base}/ru/card.json`));
    expect(card).toMatchObject({ nm_id: product.nmId, certificate: { verified: true }, instruction: instructionFor(product.nmId) });
    expect(await json(await fetch(`${base}/certificate.json`))).toEqual(certificateFor(product.nmId));
    const { shard, uuid, type_id } = instructionFor(product.nmId)!;
    const pdf = await fetch(`${demo.url}/static/instructions/${String(shard).padStart(2, '0')}/${uuid}/${type_id}.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 8)
        .toString('latin1'),
    ).toBe('%PDF-1.4');
    const wrongShard = String((shard % 12) + 1).padStart(2, '0');
    expect((await fetch(`${demo.url}/static/instructions/${wrongShard}/${uuid}/${type_id}.pdf`)).status).toBe(404);
    expect(instructionPdf(['a (b)']).toString('latin1')).toContain('(a \\(b\\)) Tj');
  });
});

describe('catalog cards (storefront-shell.md §3 Product and Size, §7)', () => {
  it('cards/list answers {state, data:{products}} with sizes, stocks and the price block in minor units', async () => {
    const body = await json(await demo.get(`/svc/catalog/cards/list?nm=${nmId};1&dest=-1257786&curr=RUB&lang=ru&spp=30`));
    expect(body.state).toBe(0);
    expect(body.data.products).toHaveLength(1);
    const card = body.data.products[0];
    expect(card).toMatchObject({
      id: nmId,
      root: expect.any(Number),
      imtId: expect.any(Number),
      brand: expect.any(String),
      brandId: expect.any(Number),
      supplierId: expect.any(Number),
      subjectId: expect.any(Number),
      subjectParentId: expect.any(Number),
      pics: expect.any(Number),
      colors: [expect.objectContaining({ name: expect.any(String) })],
      currency: 'RUB',
      spp: 30,
    });
    expect(card.sizes[0]).toMatchObject({
      optionId: expect.any(Number),
      characteristicId: expect.any(Number),
      stocks: expect.any(Array),
      saleConditions: expect.any(Number),
    });
    expect(Object.keys(card.sizes[0].price).sort()).toEqual(
      [
        'basic',
        'logistics',
        'logisticsToShow',
        'paymentDiscountAmount',
        'premiumSaleAmount',
        'priceForBasket',
        'priceToShow',
        'product',
        'return',
        'sale',
        'total',
      ].sort(),
    );
  });

  it('storefront-shell.md §6: only a premium shopper (extra_discount, a 79 phone) gets the premium sale off', async () => {
    const clubNm = demo.deps.data.products.find((p) => p.hasPrice && p.premiumSale >= 5 && p.sizes.some((s) => s.stocks.length > 0))!.nmId;
    const priceFor = async (account: string) =>
      (await json(await demo.get(`/svc/catalog/cards/list?nm=${clubNm}&curr=RUB`, bearer(await demo.login(account))))).data.products[0].sizes[0].price;
    const premium = await priceFor('club');
    const clubKz = await priceFor('club-kz');
    expect(premium.premiumSaleAmount).toBeGreaterThan(0);
    expect(premium.product).toBe(clubKz.product - premium.premiumSaleAmount);
    expect(clubKz.premiumSaleAmount).toBe(0);
  });

  it('converts prices to the requested currency and names to the requested language', async () => {
    const rub = (await json(await demo.get(`/svc/catalog/cards/list?nm=${nmId}&curr=RUB`))).data.products[0];
    const kzt = (await json(await demo.get(`/svc/catalog/cards/list?nm=${nmId}&curr=KZT&lang=en`))).data.products[0];
    expect(kzt.currency).toBe('KZT');
    // routing-wallet §9: 540 KZT per 100 RUB, rounded once to the KZT step of 10 (1000 minor units).
    expect(kzt.sizes[0].price.basic).toBe(Math.round(((rub.sizes[0].price.basic / 100) * 540) / 1000) * 1000);
    expect(kzt.name).not.toBe(rub.name);
  });

  it('routing-wallet §9: every price is a whole fiscal step (RUB 1, KZT 10, UZS 100), so totals add up', async () => {
    for (const [curr, step] of [
      ['RUB', 100],
      ['KZT', 1000],
      ['AMD', 1000],
      ['UZS', 10000],
      ['KGS', 100],
    ] as const) {
      const card = (await json(await demo.get(`/svc/catalog/cards/list?nm=${nmId}&curr=${curr}`))).data.products[0];
      for (const size of card.sizes) {
        if (!size.price) continue;
        for (const key of ['basic', 'product', 'total', 'priceToShow', 'priceForBasket', 'logistics']) {
          expect(size.price[key] % step, `${curr} ${key} ${size.price[key]}`).toBe(0);
        }
      }
    }
  });

  it('cards/detail adds the colour group, options and size table; more than 100 ids is a 400', async () => {
    const detail = (await json(await demo.get(`/svc/catalog/cards/detail?nm=${nmId}`))).data.products[0];
    expect(detail).toMatchObject({
      nomenclatures: expect.any(Array),
      options: expect.any(Array),
      flags: expect.objectContaining({ adult: expect.any(Boolean) }),
    });
    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(';');
    expect((await demo.get(`/svc/catalog/cards/list?nm=${ids}`)).status).toBe(400);
    expect((await demo.get('/svc/catalog/cards/list')).status).toBe(400);
  });

  it('category listing by shard pages 100 at a time; an unknown shard is 404', async () => {
    const body = await json(await demo.get('/svc/catalog/catalog/elektronika/products?page=1&sort=priceup'));
    expect(body.data.products.length).toBe(100);
    expect(body.data.total).toBeGreaterThan(100);
    const prices = body.data.products.filter((p: any) => p.sizes[0].price).map((p: any) => Math.min(...p.sizes.map((s: any) => s.price.product)));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await demo.get('/svc/catalog/catalog/nope/products')).status).toBe(404);
  });
});

describe('search and suggestions (storefront-shell.md §3 Suggestion, §7)', () => {
  it('the hint api searches product, brand and subject names for real, with typed suggestions and max_tags_rows', async () => {
    const body = await json(await demo.get('/svc/suggest/api/v7/hint?query=плать&locale=ru&lang=ru'));
    expect(body.max_tags_rows).toBe(2);
    const common = body.suggests.filter((s: any) => s.type === 1);
    expect(common.length).toBeGreaterThan(0);
    expect(common.every((s: any) => s.name.includes('плать'))).toBe(true);
    expect(body.suggests.some((s: any) => s.type === 6 && s.typeStr === 'tag' && s.name === 'платья')).toBe(true);
    expect(body.suggests[0]).toMatchObject({ name: expect.any(String), search: expect.any(String), typedText: 'плать', typeStr: expect.any(String), pos: 0 });
    const brand = demo.deps.data.brands.find((b) => /^[A-Z]/.test(b.name))!;
    const brands = await json(await demo.get(`/svc/suggest/api/v7/hint?query=${encodeURIComponent(brand.name)}&lang=en`));
    expect(brands.suggests).toContainEqual(
      expect.objectContaining({ type: 2, typeStr: 'brand', brandId: brand.id, brand_name: brand.name, brandHash: brand.hash }),
    );
  });

  it("history suggestions (type 0) come from the signed-in user's searches", async () => {
    await demo.get('/svc/search/search?query=кружка', bearer(token));
    const body = await json(await demo.get('/svc/suggest/api/v7/hint?query=круж', bearer(token)));
    expect(body.suggests[0]).toMatchObject({ type: 0, typeStr: 'history', name: 'кружка' });
    const guest = await json(await demo.get('/svc/suggest/api/v7/hint?query=круж'));
    expect(guest.suggests.some((s: any) => s.type === 0)).toBe(false);
  });

  it('search answers {metadata, data:{products}}, filters by fsupplier and flags a product redirect', async () => {
    const body = await json(await demo.get('/svc/search/search?query=dress&page=1&sort=popular&dest=-1257786'));
    expect(body.metadata).toMatchObject({ name: 'dress', is_empty: false, catalog_type: 'preset' });
    expect(body.data.products.length).toBeGreaterThan(0);
    expect(body.data.products.every((p: any) => /dress|плать/i.test(p.name))).toBe(true);
    const supplierId = body.data.products[0].supplierId;
    const inSeller = await json(await demo.get(`/svc/search/search?query=dress&fsupplier=${supplierId}`));
    expect(inSeller.data.products.every((p: any) => p.supplierId === supplierId)).toBe(true);
    expect((await json(await demo.get(`/svc/search/search?query=${nmId}`))).metadata).toMatchObject({
      catalog_type: 'product-redirect',
      catalog_value: `/catalog/${nmId}/detail.aspx`,
    });
    expect((await json(await demo.get('/svc/search/search?query=Платья'))).metadata).toMatchObject({
      catalog_type: 'redirect',
      catalog_value: '/catalog/zhenshchinam/odezhda/platya',
    });
    expect((await json(await demo.get('/svc/search/search?query=zzzzqqq'))).metadata.is_empty).toBe(true);
    expect((await demo.get('/svc/search/search?query=a&page=0')).status).toBe(400);
    expect(await json(await demo.get('/svc/search/search-goods?query=dress'))).toEqual(expect.arrayContaining([expect.any(Number)]));
  });
});

describe('menu (storefront-shell.md §3 Menu item, §7 menu v11)', () => {
  it('v11 answers data.nodes with name, url, shardKey, query, childrenOnly, nodes; id narrows to a subtree', async () => {
    const all = await json(await demo.get('/svc/menu/v11/menu?locale=ru&lang=ru&dest=-1257786'));
    expect(all.data.nodes[0]).toEqual({ id: 2192, name: 'Акции', url: '/promotions', shardKey: '', query: '', childrenOnly: false, nodes: expect.any(Array) });
    const women = await json(await demo.get('/svc/menu/v11/menu?locale=ru&lang=ru&id=1001'));
    expect(women.data.nodes[0].nodes[0]).toMatchObject({ url: '/catalog/zhenshchinam/odezhda/platya', query: expect.stringMatching(/^subject=\d+$/) });
    expect((await demo.get('/svc/menu/v11/menu?locale=xx&lang=ru')).status).toBe(404);
    expect((await demo.get('/svc/menu/v11/menu?id=9')).status).toBe(404);
  });

  it('the static menu per locale and language has the menu item fields', async () => {
    const items = await json(await demo.get('/static/menu/ru-en.json'));
    expect(items[1]).toMatchObject({
      id: expect.any(Number),
      name: 'Women',
      url: '/catalog/zhenshchinam',
      childs: expect.any(Array),
      parentId: null,
      shard: 'zhenshchinam',
      query: expect.any(String),
      dynamic: false,
      locked: false,
      target: '_self',
      landing: true,
      isTop: true,
    });
    expect((await demo.get('/static/menu/xx-ru.json')).status).toBe(404);
  });
});

describe('banners (storefront-shell.md §3 Banner, §7)', () => {
  it('answers banners of the location sorted, with absolute URLs, filtered by app type, display type and country', async () => {
    const list = await json<any[]>(await demo.get('/svc/banners?urltype=1&apptype=1&displaytype=3&country=1&culture=ru&longitude=37.6&latitude=55.7'));
    expect(list.length).toBeGreaterThan(3);
    expect(list.map((b) => b.placementOptions.sort)).toEqual([...list.map((b) => b.placementOptions.sort)].sort((a, b) => a - b));
    expect(list.every((b) => b.locationType === 1 && b.applicationType !== 2 && b.displayType !== 2)).toBe(true);
    expect(list[0]).toMatchObject({
      id: expect.any(Number),
      href: expect.any(String),
      alt: expect.any(String),
      src: expect.stringMatching(/^http:\/\/localhost:\d+\/cdn\/banners\/\d+\.webp$/),
      target: expect.any(String),
      owner: expect.any(Number),
    });
    const html5 = list.find((b) => b.isHtml5);
    expect(html5).toMatchObject({
      iframeId: expect.any(String),
      htmlSrc: expect.stringContaining('/static/creatives/html5.html'),
      htmlData: { xml: '', data: expect.any(Object) },
    });
    expect(list.filter((b) => b.isVideo).map((b) => b.htmlSrc)).toEqual([expect.stringContaining('duration='), expect.stringContaining('mode=stall')]);
    const img = await fetch(list[0].src);
    expect(img.headers.get('content-type')).toBe('image/webp');
  });

  it('accepts a location name, knows the spec ids 102-105, and 400s an unknown location', async () => {
    expect((await json<any[]>(await demo.get('/svc/banners?urltype=home-main'))).length).toBeGreaterThan(0);
    for (const id of [102, 103, 104, 105]) expect((await json<any[]>(await demo.get(`/svc/banners?urltype=${id}`))).length).toBeGreaterThan(0);
    expect((await demo.get('/svc/banners?urltype=999')).status).toBe(400);
    expect((await demo.get('/svc/banners?urltype=1&apptype=x')).status).toBe(400);
  });

  it('static fallback files banners-{type}-{locale}[-{menuId}]-v1.json', async () => {
    expect((await json<any[]>(await demo.get('/static/banners-home-main-ru-v1.json'))).length).toBeGreaterThan(0);
    expect((await json<any[]>(await demo.get('/static/banners-102-kz-v1.json'))).length).toBeGreaterThan(0);
    expect((await demo.get('/static/banners-top-menu-ru-1001-v1.json')).status).toBe(200);
    expect((await demo.get('/static/banners-nope-ru-v1.json')).status).toBe(404);
  });

  it("§9 image sizes: a banner picture at c246x328 and c516x688 is that wide with the banner's proportions; unknown sizes 404", async () => {
    const [banner] = await json<any[]>(await demo.get('/svc/banners?urltype=home-main&apptype=1'));
    const sized = async (size: string) => {
      const res = await fetch(banner.src.replace('/cdn/banners/', `/cdn/banners/${size}/`));
      expect(res.headers.get('content-type')).toBe('image/webp');
      const { format, width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(format).toBe('webp');
      return [width, height];
    };
    expect(await sized('c246x328')).toEqual([246, Math.round((246 * banner.height) / banner.width)]);
    expect(await sized('c516x688')).toEqual([516, Math.round((516 * banner.height) / banner.width)]);
    expect((await fetch(banner.src.replace('/cdn/banners/', '/cdn/banners/huge/'))).status).toBe(404);
    expect((await demo.get('/cdn/banners/c516x688/1.webp')).status).toBe(404);
  });

  it('serves the iframe creatives with the postMessage protocol script', async () => {
    const script = await (await demo.get('/static/creatives/creative.js')).text();
    for (const event of ['served', 'ready', 'started', 'paused', 'resumed', 'completed', 'error', 'trackAnalytics']) expect(script).toContain(`'${event}'`);
    for (const event of ['init', 'visible', 'invisible']) expect(script).toContain(`message.type === '${event}'`);
    const page = await demo.get('/static/creatives/video.html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await demo.get('/static/creatives/other.html')).status).toBe(404);
  });
});

describe('static reads (storefront-shell.md §7, storefront-routing-wallet.md §7)', () => {
  it('promotion creatives and their hash', async () => {
    const creatives = await json(await demo.get('/static/promotion-creatives.json'));
    expect(creatives).toMatchObject({
      panels: expect.any(Array),
      thermometer: expect.any(Array),
      redPrices: expect.any(Array),
      filter: expect.objectContaining({ switchActiveBackground: expect.any(String) }),
    });
    expect(await (await demo.get('/static/promotion-creatives.json.hash')).text()).toBe(creatives.hash);
  });

  it('shops, shops by store, stores; offices have coordinates', async () => {
    const shops = await json<any[]>(await demo.get('/static/shopdata/ru/shops.json'));
    expect(shops[0]).toMatchObject({ id: expect.any(Number), lat: expect.any(Number), lon: expect.any(Number), pickupType: expect.any(Number) });
    expect(await json(await demo.get('/static/shopdata/1/shopsbystore.json'))).toEqual(expect.any(Object));
    expect((await json<any[]>(await demo.get('/static/stores-data.json')))[0]).toMatchObject({
      id: expect.any(Number),
      type: expect.any(Number),
      isWb: expect.any(Boolean),
      country: expect.any(String),
    });
    expect((await demo.get('/static/shopdata/zz/shops.json')).status).toBe(404);
  });

  it('brands, sellers, shops, subjects, seo tags, emergency notices', async () => {
    const brand = demo.deps.data.brands[0]!;
    expect(await json(await demo.get(`/static/brands/${brand.slug}.json`))).toMatchObject({ id: brand.id, url: brand.slug });
    expect((await demo.get(`/static/${brand.shard}/${brand.slug}.json`)).status).toBe(200);
    expect(await json(await demo.get(`/static/brands-by-id/${brand.id}.json`))).toMatchObject({ url: brand.slug });
    expect(await json(await demo.get('/static/supplier-by-id/32477.json'))).toMatchObject({ id: 32477, trademark: 'Brands Seller', inn: expect.any(String) });
    expect(await json(await demo.get('/static/constructor-api/shops/32477.json'))).toMatchObject({ supplierID: 32477, logo: { url: expect.any(String) } });
    expect((await demo.get('/static/constructor-api/v2/shops/32477.json')).status).toBe(200);
    expect((await demo.get('/static/supplier-by-id/1.json')).status).toBe(404);
    expect((await json<any[]>(await demo.get('/static/subject-base.json'))).length).toBeGreaterThanOrEqual(40);
    expect((await demo.get('/static/subject-base-ka.json')).status).toBe(200);
    expect(await json(await demo.get('/static/seo-catalog-tags-by-url-ru-catalog_zhenshchinam_odezhda.json'))).toMatchObject({
      link: '/catalog/zhenshchinam/odezhda',
      searchQuery: 'одежда',
      parameters: expect.any(String),
    });
    expect(await json(await demo.get('/static/emergency-situation/5.json'))).toMatchObject({ id: 5, active: true });
    expect(await json(await demo.get('/static/emergency-situation/1.json'))).toMatchObject({ id: 1, active: false });
    expect((await demo.get('/static/emergency-situation/4.json')).status).toBe(404);
  });

  it('adult subjects, no-return subjects, return days and its hash', async () => {
    expect((await json<number[]>(await demo.get('/static/adult-subjects.json'))).length).toBeGreaterThan(0);
    expect(Object.keys(await json(await demo.get('/static/no-return-subjects.json'))).length).toBeGreaterThan(0);
    const days = await json(await demo.get('/static/return-days.json'));
    expect(Object.values(days).every((d) => typeof d === 'number')).toBe(true);
    expect(await (await demo.get('/static/return-days.json.hash')).text()).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('recommendations and journal', () => {
  it('visually similar products for a product; merger list; bad type 400, unknown product 404', async () => {
    const body = await json(await demo.get(`/svc/recom/recommendation/catalog?type=visuallysimilar&forproduct=${nmId}`));
    expect(body).toMatchObject({ nms: expect.any(Array), source: 1, isVisualSimilarFromRecService: true });
    expect(body.nms).not.toContain(nmId);
    // storefront-shell.md §7 merger list: recommendations of the given goods, without them, at most 100.
    const merged: number[] = (await json(await demo.get(`/svc/recom/merger/list?nm=${nmId};${nmId + 1}`))).nms;
    expect(merged.length).toBeGreaterThan(0);
    expect(merged.length).toBeLessThanOrEqual(100);
    expect(merged).not.toContain(nmId);
    expect(new Set(merged).size).toBe(merged.length);
    expect((await demo.get(`/svc/recom/merger/list?nm=${Array.from({ length: 101 }, (_, i) => i + 1).join(';')}`)).status).toBe(400);
    expect((await demo.get(`/svc/recom/recommendation/catalog?type=magic&forproduct=${nmId}`)).status).toBe(400);
    expect((await demo.get('/svc/recom/recommendation/catalog?type=similar&forproduct=1')).status).toBe(404);
  });

  it('journal takes an array of one event', async () => {
    expect(await json(await demo.post('/svc/journal/api/v1/set', [{ event: 'page_view' }]))).toEqual({ state: 0 });
    expect((await demo.post('/svc/journal/api/v1/set', [{}, {}])).status).toBe(400);
  });
});
