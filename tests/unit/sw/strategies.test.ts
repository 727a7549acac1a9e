// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FROM_CACHE_HEADER, RUNTIME_CACHES } from '../../../sw/constants';
import { createEntryIndex } from '../../../sw/entry-index';
import type { Precache } from '../../../sw/precache';
import type { Reachability } from '../../../sw/reachability';
import { createRuntimeStore, type RuntimeStore } from '../../../sw/runtime-store';
import { cacheFirst, navigation, networkFirst, type StrategyContext } from '../../../sw/strategies';
import { FakeCacheStorage, memoryKv } from './fake-caches';

const ORIGIN = 'https://shop.test';
const CARDS = RUNTIME_CACHES.cards;
const LIST = `${ORIGIN}/svc/catalog/cards/list?nm=1;2`;

let store: RuntimeStore;
let reached: boolean[];
let pending: Promise<unknown>[];
let network: (request: Request) => Promise<Response>;

function context(overrides: Partial<StrategyContext> = {}): StrategyContext {
  const reach: Reachability = { reachable: true, report: (ok) => void reached.push(ok) };
  const shell: Precache = {
    name: 'vt-precache-test',
    shellUrl: `${ORIGIN}/`,
    has: () => false,
    install: async () => undefined,
    read: async (url) => (url === `${ORIGIN}/` ? new Response('<!doctype html><title>shell</title>', { headers: { 'Content-Type': 'text/html' } }) : null),
    dropOthers: async () => undefined,
    drop: async () => undefined,
  };
  return { store, precache: shell, reach, waitUntil: (p) => void pending.push(p), fetch: (r) => network(r), ...overrides };
}
const settle = () => Promise.all(pending);
const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  store = createRuntimeStore(
    new FakeCacheStorage().asCacheStorage(),
    createEntryIndex(async () => memoryKv().kv),
  );
  reached = [];
  pending = [];
});
afterEach(() => vi.useRealTimers());

describe('network first (route data, cards, the shell data)', () => {
  it("online: the network's answer, stored for later; the network is reported reachable", async () => {
    network = async () => json({ products: [1, 2] });
    const answer = await networkFirst(context(), new Request(LIST), CARDS, LIST);
    expect(await answer.json()).toEqual({ products: [1, 2] });
    expect(answer.headers.has(FROM_CACHE_HEADER)).toBe(false);
    await settle();
    expect(await (await store.read(CARDS, LIST))!.json()).toEqual({ products: [1, 2] });
    expect(reached).toEqual([true]);
  });

  it('offline: the stored copy, marked as from the cache; the network is reported unreachable', async () => {
    await store.write(CARDS, LIST, json({ products: [1, 2] }));
    network = offline;
    const answer = await networkFirst(context(), new Request(LIST), CARDS, LIST);
    expect(await answer.json()).toEqual({ products: [1, 2] });
    expect(answer.headers.get(FROM_CACHE_HEADER)).toBe('1');
    expect(reached).toEqual([false]);
  });

  it('offline with nothing stored: the network error reaches the page (the kit shows its own error)', async () => {
    network = offline;
    await expect(networkFirst(context(), new Request(LIST), CARDS, LIST)).rejects.toThrow('Failed to fetch');
  });

  it('a network slower than the timeout: the stored copy at the timeout, and the late answer still stored', async () => {
    vi.useFakeTimers();
    await store.write(CARDS, LIST, json({ products: ['old'] }));
    let answerLate!: (response: Response) => void;
    network = () => new Promise((resolve) => (answerLate = resolve));
    const answer = networkFirst(context({ timeoutMs: 7_000 }), new Request(LIST), CARDS, LIST);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(await (await answer).json()).toEqual({ products: ['old'] });
    expect(reached).toEqual([false]);
    answerLate(json({ products: ['new'] }));
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(await (await store.read(CARDS, LIST))!.json()).toEqual({ products: ['new'] });
    expect(reached).toEqual([false, true]);
  });

  it('patient (the settings): a slow network is waited for even with a copy stored; the copy only when it fails', async () => {
    vi.useFakeTimers();
    await store.write(CARDS, LIST, json({ products: ['old'] }));
    let answerLate!: (response: Response) => void;
    network = () => new Promise((resolve) => (answerLate = resolve));
    let settled = false;
    const answer = networkFirst(context({ timeoutMs: 7_000 }), new Request(LIST), CARDS, LIST, true);
    void answer.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(settled).toBe(false);
    answerLate(json({ products: ['new'] }));
    expect(await (await answer).json()).toEqual({ products: ['new'] });
    expect(reached).toEqual([true]);
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    network = offline;
    expect(await (await networkFirst(context({ timeoutMs: 7_000 }), new Request(LIST), CARDS, LIST, true)).json()).toEqual({ products: ['new'] });
  });

  it('a slow network with nothing stored: the page waits for the network however long it takes', async () => {
    vi.useFakeTimers();
    let answerLate!: (response: Response) => void;
    network = () => new Promise((resolve) => (answerLate = resolve));
    const answer = networkFirst(context({ timeoutMs: 7_000 }), new Request(LIST), CARDS, LIST);
    await vi.advanceTimersByTimeAsync(10_000);
    answerLate(json({ products: ['late'] }));
    expect(await (await answer).json()).toEqual({ products: ['late'] });
  });

  it('a corrupt stored copy is not served offline: it is dropped and the network error reaches the page', async () => {
    const caches = new FakeCacheStorage();
    store = createRuntimeStore(
      caches.asCacheStorage(),
      createEntryIndex(async () => memoryKv().kv),
    );
    await store.write(CARDS, LIST, json({ products: [1] }));
    caches.caches.get(CARDS.name)!.damage(LIST, new TextEncoder().encode('{"prod'));
    network = offline;
    await expect(networkFirst(context(), new Request(LIST), CARDS, LIST)).rejects.toThrow('Failed to fetch');
    expect(caches.urls(CARDS.name)).toEqual([]);
  });
});

describe('cache first (pictures)', () => {
  const PICTURE = `${ORIGIN}/cdn/part1/1/images/c246x328/1.webp`;

  it('asks the network once, then serves the stored picture', async () => {
    let calls = 0;
    network = async () => {
      calls++;
      return new Response(new Uint8Array([82, 73, 70, 70]), { status: 200, headers: { 'Content-Type': 'image/webp' } });
    };
    await cacheFirst(context(), new Request(PICTURE), RUNTIME_CACHES.images);
    await settle();
    const second = await cacheFirst(context(), new Request(PICTURE), RUNTIME_CACHES.images);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(new Uint8Array([82, 73, 70, 70]));
    expect(calls).toBe(1);
  });
});

describe('navigations', () => {
  it("online: the server's page (the navigation preload's answer when there is one)", async () => {
    network = async () => new Response('from fetch');
    const answer = await navigation(context(), new Request(`${ORIGIN}/catalog/1/detail.aspx`), Promise.resolve(new Response('preloaded')));
    expect(await answer.text()).toBe('preloaded');
  });

  it('offline: the precached shell for any storefront address, marked as from the cache', async () => {
    network = offline;
    const answer = await navigation(context(), new Request(`${ORIGIN}/catalog/1/detail.aspx`), Promise.resolve(undefined));
    expect(await answer.text()).toContain('<title>shell</title>');
    expect(answer.headers.get(FROM_CACHE_HEADER)).toBe('1');
    expect(reached).toEqual([false]);
  });
});
