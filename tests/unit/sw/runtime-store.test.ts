// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRECACHE_PREFIX, RUNTIME_CACHES, type RuntimeCacheSpec } from '../../../sw/constants';
import { createEntryIndex } from '../../../sw/entry-index';
import { createRuntimeStore, type RuntimeStore } from '../../../sw/runtime-store';
import { FakeCacheStorage, memoryKv } from './fake-caches';

const ORIGIN = 'https://shop.test';
const url = (path: string) => `${ORIGIN}${path}`;
const body = (bytes: number, fill = 1) => new Uint8Array(bytes).fill(fill);
const ok = (bytes: number, fill = 1) => new Response(body(bytes, fill), { status: 200, headers: { 'Content-Type': 'image/webp' } });
const small: RuntimeCacheSpec = { name: 'vt-runtime-v1-test', maxEntries: 3, maxBytes: 1_000 };

let caches: FakeCacheStorage;
let clock: number;
let index: ReturnType<typeof memoryKv>;
let store: RuntimeStore;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  caches = new FakeCacheStorage();
  clock = 1_000;
  index = memoryKv();
  store = createRuntimeStore(
    caches.asCacheStorage(),
    createEntryIndex(
      async () => index.kv,
      () => clock++,
    ),
  );
});

describe('runtime caches: LRU caps', () => {
  it('keeps at most maxEntries, dropping the least recently used (a read counts as a use)', async () => {
    for (const path of ['/a', '/b', '/c']) await store.write(small, url(path), ok(10));
    expect(await store.read(small, url('/a'))).not.toBeNull(); // /a is now the most recently used
    await store.write(small, url('/d'), ok(10));
    expect(caches.urls(small.name).sort()).toEqual([url('/a'), url('/c'), url('/d')]);
    expect([...index.map.keys()].sort()).toEqual([`${small.name}\n${url('/a')}`, `${small.name}\n${url('/c')}`, `${small.name}\n${url('/d')}`]);
  });

  it('keeps at most maxBytes of bodies, the oldest going first', async () => {
    await store.write(small, url('/a'), ok(400));
    await store.write(small, url('/b'), ok(400));
    await store.write(small, url('/c'), ok(400));
    expect(caches.urls(small.name)).toEqual([url('/b'), url('/c')]);
  });

  it('does not store an answer larger than the whole cache, nor a failed, partial or opaque one', async () => {
    expect(await store.write(small, url('/huge'), ok(1_001))).toBe(false);
    expect(await store.write(small, url('/404'), new Response('no', { status: 404 }))).toBe(false);
    expect(await store.write(small, url('/partial'), new Response('part', { status: 206 }))).toBe(false);
    expect(caches.urls(small.name)).toEqual([]);
  });
});

describe('runtime caches: quota (bad input: storage full)', () => {
  it('a quota error evicts the oldest runtime entries across caches and the write is kept', async () => {
    const images = RUNTIME_CACHES.images;
    const cards = RUNTIME_CACHES.cards;
    await store.write(images, url('/cdn/1.webp'), ok(300_000));
    await store.write(cards, url('/svc/catalog/cards/list?nm=1'), ok(300_000));
    await store.write(images, url('/cdn/2.webp'), ok(300_000));
    caches.quota = 1_000_000;
    expect(await store.write(images, url('/cdn/3.webp'), ok(300_000))).toBe(true);
    expect(caches.quotaErrors).toBeGreaterThan(0);
    // The headroom (256 KB) past the new entry's 300 KB takes the two oldest; the newest stays.
    expect(caches.urls(images.name)).toEqual([url('/cdn/2.webp'), url('/cdn/3.webp')]);
    expect(caches.urls(cards.name)).toEqual([]);
    expect(caches.used()).toBeLessThanOrEqual(1_000_000);
  });

  it('never evicts the precache (the shell and the kit), only runtime entries', async () => {
    const precache = await caches.open(`${PRECACHE_PREFIX}12.2.0-abc`);
    await precache.put(url('/dist/vitrina.js'), new Response(body(500_000)));
    await store.write(RUNTIME_CACHES.images, url('/cdn/1.webp'), ok(200_000));
    caches.quota = 800_000;
    expect(await store.write(RUNTIME_CACHES.images, url('/cdn/2.webp'), ok(250_000))).toBe(true);
    expect(caches.urls(`${PRECACHE_PREFIX}12.2.0-abc`)).toEqual([url('/dist/vitrina.js')]);
    expect(caches.urls(RUNTIME_CACHES.images.name)).toEqual([url('/cdn/2.webp')]);
  });

  it('gives the write up when nothing is left to evict: the answer is simply not cached', async () => {
    caches.quota = 100;
    expect(await store.write(RUNTIME_CACHES.images, url('/cdn/1.webp'), ok(200))).toBe(false);
    expect(caches.urls(RUNTIME_CACHES.images.name)).toEqual([]);
  });

  it('without its index (IndexedDB blocked) it evicts a quarter of each runtime cache in insertion order', async () => {
    const blind = createRuntimeStore(
      caches.asCacheStorage(),
      createEntryIndex(() => Promise.reject(new Error('blocked'))),
    );
    for (let i = 1; i <= 4; i++) await (await caches.open(RUNTIME_CACHES.images.name)).put(url(`/cdn/${i}.webp`), ok(100));
    caches.quota = 450;
    expect(await blind.write(RUNTIME_CACHES.images, url('/cdn/5.webp'), ok(100))).toBe(true);
    expect(caches.urls(RUNTIME_CACHES.images.name)).toEqual([url('/cdn/2.webp'), url('/cdn/3.webp'), url('/cdn/4.webp'), url('/cdn/5.webp')]);
  });
});

describe('runtime caches: damaged entries (bad input: a corrupt cache entry)', () => {
  it('an entry whose body no longer matches its digest is dropped, and read gives null (the caller refetches)', async () => {
    await store.write(small, url('/card.json'), new Response('{"id":1,"name":"Платье"}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    caches.caches.get(small.name)!.damage(url('/card.json'), new TextEncoder().encode('{"id":1,"na'));
    expect(await store.read(small, url('/card.json'))).toBeNull();
    expect(caches.urls(small.name)).toEqual([]);
    expect(index.map.size).toBe(0);
  });

  it('an entry stored without a digest (not by this worker) is dropped too', async () => {
    await (await caches.open(small.name)).put(url('/x'), new Response('{}'));
    expect(await store.read(small, url('/x'))).toBeNull();
    expect(caches.urls(small.name)).toEqual([]);
  });

  it('a good entry reads back whole, with its headers', async () => {
    await store.write(small, url('/card.json'), new Response('{"id":1}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const read = await store.read(small, url('/card.json'));
    expect(await read!.json()).toEqual({ id: 1 });
    expect(read!.headers.get('Content-Type')).toBe('application/json');
  });
});

describe('runtime caches: housekeeping', () => {
  it('tidy drops caches of another schema and entries the index does not know', async () => {
    await (await caches.open('vt-runtime-v0-images')).put(url('/old.webp'), ok(10));
    await store.write(RUNTIME_CACHES.images, url('/known.webp'), ok(10));
    await (await caches.open(RUNTIME_CACHES.images.name)).put(url('/stray.webp'), ok(10));
    await caches.open('someone-else');
    await store.tidy(Object.values(RUNTIME_CACHES));
    expect(await caches.has('vt-runtime-v0-images')).toBe(false);
    expect(await caches.has('someone-else')).toBe(true);
    expect(caches.urls(RUNTIME_CACHES.images.name)).toEqual([url('/known.webp')]);
  });

  it('dropWhere deletes the matching entries and their index records', async () => {
    await store.write(small, url('/data?vt-user=u1'), ok(10));
    await store.write(small, url('/data?vt-user=guest'), ok(10));
    expect(await store.dropWhere(small, (key) => key.includes('vt-user=u1'))).toBe(1);
    expect(caches.urls(small.name)).toEqual([url('/data?vt-user=guest')]);
    expect(index.map.size).toBe(1);
  });
});
