/** A fake catalog for the product card and popup browser tests (no server: fetch is stubbed in the page). */
export const PRODUCT_SERVICES = {
  site: '/',
  catalog: '/svc/catalog',
  cartStorage: '/svc/cart',
  favs: '/svc/favs',
  images: '/cdn',
  cdn: '/svc/cdn',
  static: '/static',
  settings: '/',
  auth: '/svc/auth',
  recommendations: '/svc/recom',
};

const size = (chrtId: number, name: string, qty: number, withPrice = true) => ({
  characteristicId: chrtId,
  optionId: chrtId + 7,
  name,
  origName: name,
  stocks: qty > 0 ? [{ wh: 1, dtype: 4, qty, time1: 10, time2: 40 }] : [],
  saleConditions: 2 + 5 * 65536,
  ...(withPrice ? { price: { basic: 20000, product: 15000, priceToShow: 15000, sale: 25 } } : {}),
});

export function detailCard(nmId: number, extra: Record<string, unknown> = {}) {
  return {
    nmId,
    id: nmId,
    name: `Dress ${nmId}`,
    brand: 'Brandy',
    brandId: 3,
    supplier: 'ООО Seller',
    supplierId: 77,
    subjectId: 5,
    pics: 2,
    currency: 'RUB',
    colors: [{ id: 1, name: 'red' }],
    feedbacks: 12,
    reviewRating: 4.6,
    nomenclatures: [
      { nmId, colorName: 'red', pics: 2 },
      { nmId: nmId + 1, colorName: 'blue', pics: 1 },
    ],
    sizes: [size(nmId * 10 + 1, 'S', 0), size(nmId * 10 + 2, 'M', 5), size(nmId * 10 + 3, 'L', 9)],
    options: [{ name: 'Fabric', value: 'cotton' }],
    groupedAddedOptions: [{ group_name: 'Care', options: [{ name: 'Wash', value: '30°' }] }],
    sizeTable: {
      headers: ['RU', 'EU'],
      rows: [
        ['44', '38'],
        ['46', '40'],
      ],
    },
    description: 'A <b>dress</b>',
    ...extra,
  };
}

/** Products whose detail call fails with 500 until `healed` is set; 404 and 4040 are unknown. */
export const fakeState = { failing: new Set<number>(), detailCalls: [] as number[], offline: false };

const realFetch = globalThis.fetch.bind(globalThis);
export function installProductFetch(): void {
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/product-test-services.json') return json(PRODUCT_SERVICES);
    const ids = (url.searchParams.get('nm') ?? '').split(';').map(Number);
    if (url.pathname === '/svc/catalog/cards/detail') {
      if (fakeState.offline) throw new TypeError('Failed to fetch');
      fakeState.detailCalls.push(ids[0]!);
      if (fakeState.failing.has(ids[0]!)) return json({ error: 'boom' }, 500);
      return json({ state: 0, data: { products: ids.filter((id) => id !== 404).map((id) => detailCard(id)) } });
    }
    if (url.pathname === '/svc/catalog/cards/list') return json({ state: 0, data: { products: ids.filter((id) => id !== 404).map((id) => detailCard(id)) } });
    if (url.pathname.endsWith('/price-history.json'))
      return json([
        { dt: 1767225600, price: { RUB: 21000 } },
        { dt: 1767830400, price: { RUB: 15000 } },
      ]);
    if (url.pathname.startsWith('/static/brands-by-id/')) return json({ id: 3, url: 'brandy' });
    if (url.pathname.startsWith('/cdn/')) return new Response(new Blob([new Uint8Array([])], { type: 'image/webp' }), { status: 404 });
    if (url.pathname.startsWith('/svc/') || url.pathname.startsWith('/webapi/') || url.pathname.startsWith('/static/'))
      return new Response('{}', { status: 503 });
    return realFetch(input, init);
  }) as typeof fetch;
}
