import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setServiceMap } from '../../../../core/transport/services/services';
import { listingAtom, listingKey, loadListing, preloadListing, ListingLoadError } from '../../../../core/domain/catalog/listing-state';
import { CATALOG_RETRIES } from '../../../../core/domain/cart/catalog-cards';
import { NotFoundError } from '../../../../core/transport/http';
import { getStore } from '../../../../core/platform/store/store';
import type { ListingSource } from '../../../../core/domain/catalog/source';
import { fakeFetch, json, networkDown, resetPage, SERVICES, status } from '../http-fakes';

const card = (nmId: number) => ({
  nmId,
  pics: 1,
  name: `P${nmId}`,
  sizes: [{ characteristicId: nmId * 10, price: { basic: 200, priceToShow: 100 }, stocks: [{ qty: 1 }] }],
});
const page = (ids: number[], total: number) => ({ state: 0, data: { total, products: ids.map(card) } });
const search: ListingSource = { kind: 'search', query: 'платье', supplierId: 7 };
const query = { sort: 'rate' as const, page: 2, deliveryHours: 4 as const };
let n = 0;
const fresh = (source: ListingSource) => ({ ...source, ...(source.kind === 'search' ? { query: `${source.query}${n++}` } : {}) }) as ListingSource;

beforeEach(() => {
  resetPage();
  setServiceMap(SERVICES);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('listing pages through core/api (shell §7, routing-wallet §7)', () => {
  it('search: GET {search}/search with query, page, sort, fdlvr, fsupplier, curr and lang', async () => {
    const source = fresh(search);
    const calls = fakeFetch(() => json({ metadata: { catalog_type: 'preset' }, data: page([1001, 1002], 250).data }));
    const key = listingKey(source, query, false);
    await loadListing(key, source, query);
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/svc/search/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ page: '2', sort: 'rate', fdlvr: '4', fsupplier: '7' });
    expect(url.searchParams.get('curr')).toBeTruthy();
    const state = getStore().get(listingAtom(key));
    expect(state).toMatchObject({ status: 'ready', total: 250, lastPage: 2 });
    expect(state.products.map((p) => p.nmId)).toEqual([1001, 1002]);
  });

  it("catalog: the menu item's shard and query", async () => {
    const source: ListingSource = { kind: 'catalog', shard: 'zhenshchinam', filter: 'subject=1;2' };
    const calls = fakeFetch(() => json(page([5], 1)));
    await loadListing(listingKey(source, { sort: 'popular', page: 1 }, false), source, { sort: 'popular', page: 1 });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/svc/catalog/catalog/zhenshchinam/products');
    expect(url.searchParams.get('subject')).toBe('1;2');
  });

  it.each([
    [{ kind: 'brand', brandId: 1001 }, '/svc/catalog/brands/products', 'brand', '1001'],
    [{ kind: 'seller', sellerId: 77 }, '/svc/catalog/sellers/products', 'supplier', '77'],
    [{ kind: 'promotion', promoId: 188852 }, '/svc/catalog/promotions/products', 'promo', '188852'],
  ] as const)('%o: its listing with the id under the name the catalog reads', async (source, path, name, id) => {
    const calls = fakeFetch(() => json(page([5], 1)));
    await loadListing(listingKey(source as ListingSource, { sort: 'popular', page: 1 }, false), source as ListingSource, { sort: 'popular', page: 1 });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe(path);
    expect(url.searchParams.get(name)).toBe(id);
  });

  it('§9 product number lists load 100 a page through the card list', async () => {
    const nms = Array.from({ length: 250 }, (_, i) => 2000 + i);
    const source: ListingSource = { kind: 'nms', nms };
    const calls = fakeFetch((call) => json(page(new URL(call.url).searchParams.get('nm')!.split(';').map(Number), 0)));
    const key = listingKey(source, { sort: 'popular', page: 3 }, false);
    await loadListing(key, source, { sort: 'popular', page: 3 });
    expect(new URL(calls[0]!.url).searchParams.get('nm')!.split(';')).toHaveLength(50);
    expect(getStore().get(listingAtom(key))).toMatchObject({ status: 'ready', total: 250 });
  });

  it('infinite scroll appends the next page', async () => {
    const source = fresh(search);
    fakeFetch((call) => {
      const p = Number(new URL(call.url).searchParams.get('page'));
      return json({ metadata: {}, data: page([p * 100 + 1], 150).data });
    });
    const q = { sort: 'popular' as const, page: 1 };
    const key = listingKey(source, q, true);
    await loadListing(key, source, q);
    await loadListing(key, source, q, { more: true });
    await loadListing(key, source, q, { more: true }); // no third page of 150
    expect(
      getStore()
        .get(listingAtom(key))
        .products.map((p) => p.nmId),
    ).toEqual([101, 201]);
  });

  it('§9 catalog requests retry 2 on transient failures, then the error is kept with the goods shown', async () => {
    const source = fresh(search);
    const calls = fakeFetch(() => status(503));
    const key = listingKey(source, { sort: 'popular', page: 1 }, false);
    await loadListing(key, source, { sort: 'popular', page: 1 });
    expect(calls).toHaveLength(CATALOG_RETRIES + 1);
    expect(getStore().get(listingAtom(key))).toMatchObject({ status: 'error', error: 'server', products: [] });
  });

  it('a network failure is classed network; a 404 is not retried and the preload becomes the 404 page', async () => {
    const source = fresh(search);
    fakeFetch(networkDown);
    const key = listingKey(source, { sort: 'popular', page: 1 }, false);
    await expect(preloadListing(key, source, { sort: 'popular', page: 1 })).rejects.toBeInstanceOf(ListingLoadError);
    expect(getStore().get(listingAtom(key)).error).toBe('network');

    const other = fresh(search);
    const calls = fakeFetch(() => status(404));
    await expect(preloadListing(listingKey(other, { sort: 'popular', page: 1 }, false), other, { sort: 'popular', page: 1 })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(calls).toHaveLength(1);
  });

  it('a malformed answer is an error, never a crash; malformed cards are skipped', async () => {
    const source = fresh(search);
    fakeFetch(() => json({ metadata: {}, data: { total: 3, products: [card(1), { nmId: 'x' }, null, card(2)] } }));
    const key = listingKey(source, { sort: 'popular', page: 1 }, false);
    await loadListing(key, source, { sort: 'popular', page: 1 });
    expect(
      getStore()
        .get(listingAtom(key))
        .products.map((p) => p.nmId),
    ).toEqual([1, 2]);

    const broken = fresh(search);
    fakeFetch(() => json({ nothing: true }));
    const brokenKey = listingKey(broken, { sort: 'popular', page: 1 }, false);
    await loadListing(brokenKey, broken, { sort: 'popular', page: 1 });
    expect(getStore().get(listingAtom(brokenKey))).toMatchObject({ status: 'error', error: 'server' });
  });
});
