// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseServiceMap } from '../../../contracts/service-map';
import { RUNTIME_CACHES } from '../../../sw/constants';
import { createEntryIndex } from '../../../sw/entry-index';
import type { RoutingTable } from '../../../sw/routing';
import { createRuntimeStore, type RuntimeStore } from '../../../sw/runtime-store';
import { cacheLoadedUrls } from '../../../sw/warm-up';
import { SERVICE_MAP } from '../../../demo/server/service-map';
import { FakeCacheStorage, memoryKv } from './fake-caches';

const ORIGIN = 'https://shop.test';
const table: RoutingTable = {
  origin: ORIGIN,
  isPrecached: (url) => url === `${ORIGIN}/dist/vitrina.js`,
  isStorefrontPage: () => true,
  serviceMapUrl: `${ORIGIN}/config/services.json`,
  serviceMap: parseServiceMap(SERVICE_MAP, `${ORIGIN}/config/services.json`),
};

let caches: FakeCacheStorage;
let store: RuntimeStore;
let fetched: string[];

beforeEach(() => {
  caches = new FakeCacheStorage();
  store = createRuntimeStore(
    caches.asCacheStorage(),
    createEntryIndex(async () => memoryKv().kv),
  );
  fetched = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url.slice(ORIGIN.length));
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

describe('the first visit: what the page loaded before the worker controlled it is cached once it does', () => {
  it('stores the cards, pictures and shell data the page fetched; leaves the kit (precached), sync and personal calls alone', async () => {
    const loaded = [
      '/svc/catalog/catalog/zhenshchinam/products?page=1',
      '/cdn/part1/1/images/c246x328/1.webp',
      '/config/services.json',
      '/webapi/metatags?targetUrl=%2F',
      '/dist/vitrina.js',
      '/svc/cart/sync?ts=0',
      '/svc/bell/shard-proxy/api/v3/notice/unread?app_type=web',
      '/webapi/spa/data/SpaHomeData?url=%2F',
      'not a url',
    ].map((path) => (path.startsWith('/') ? `${ORIGIN}${path}` : path));
    expect(await cacheLoadedUrls(loaded, table, store)).toBe(4);
    expect(fetched).toEqual([
      '/svc/catalog/catalog/zhenshchinam/products?page=1',
      '/cdn/part1/1/images/c246x328/1.webp',
      '/config/services.json',
      '/webapi/metatags?targetUrl=%2F',
    ]);
    expect(caches.urls(RUNTIME_CACHES.cards.name)).toEqual([`${ORIGIN}/svc/catalog/catalog/zhenshchinam/products?page=1`]);
    expect(caches.urls(RUNTIME_CACHES.images.name)).toEqual([`${ORIGIN}/cdn/part1/1/images/c246x328/1.webp`]);
  });

  it('what is already stored is not fetched again', async () => {
    const listing = `${ORIGIN}/svc/catalog/catalog/zhenshchinam/products?page=1`;
    await store.write(RUNTIME_CACHES.cards, listing, new Response('{"stored":true}', { status: 200 }));
    expect(await cacheLoadedUrls([listing, listing], table, store)).toBe(0);
    expect(fetched).toEqual([]);
  });
});
