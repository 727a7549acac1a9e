import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_REFRESH_MS } from '../../../../core/domain/banners/carousel';
import { createPromoCreativesPoller, followPromoCreatives, promoCreativesAtom } from '../../../../core/domain/banners/promo-poller';
import { getStore } from '../../../../core/platform/store/store';
import { fakeFetch, json, ORIGIN, resetPage, status, text, type Call } from '../http-fakes';

const HASH = `${ORIGIN}/static/promotion-creatives.json.hash`;
const JSON_URL = `${ORIGIN}/static/promotion-creatives.json`;

describe('core/banners/promo-poller (shell §7 promo creatives, §9 promo refresh 180000 ms)', () => {
  let hash = 'h1';
  beforeEach(() => {
    resetPage();
    getStore().set(promoCreativesAtom, null);
    hash = 'h1';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const site = () =>
    fakeFetch((call) => {
      if (call.url === HASH) return text(hash);
      if (call.url === JSON_URL) return json({ panels: [{ id: 1 }], thermometer: [2], redPrices: [3], filter: { id: 4, color: 'red;x:y' } });
      return status(404);
    });

  it('§7 reads the hash, then the json only when the hash differs; both no-cache', async () => {
    const calls = site();
    const poller = createPromoCreativesPoller();
    await poller.poll();
    expect(calls.map((call) => call.url)).toEqual([HASH, JSON_URL]);
    expect(getStore().get(promoCreativesAtom)).toEqual({ panels: [1], thermometer: [2], redPrices: [3], filter: { id: 4 }, hash: 'h1' });
    await poller.poll();
    expect(calls.map((call) => call.url)).toEqual([HASH, JSON_URL, HASH]);
    hash = 'h2';
    await poller.poll();
    expect(calls.map((call) => call.url)).toEqual([HASH, JSON_URL, HASH, HASH, JSON_URL]);
    expect(getStore().get(promoCreativesAtom)?.hash).toBe('h2');
    const fetchMock = vi.mocked(fetch);
    expect(fetchMock.mock.calls.every(([, init]) => (init as RequestInit).cache === 'no-cache')).toBe(true);
  });

  it('§9 refreshes every 180000 ms once started', async () => {
    vi.useFakeTimers();
    const calls = site();
    const poller = createPromoCreativesPoller();
    poller.start();
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((call) => call.url === HASH)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PROMO_REFRESH_MS - 1);
    expect(calls.filter((call) => call.url === HASH)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.filter((call) => call.url === HASH)).toHaveLength(2);
    poller.stop();
    await vi.advanceTimersByTimeAsync(PROMO_REFRESH_MS * 2);
    expect(calls.filter((call) => call.url === HASH)).toHaveLength(2);
  });

  it('a failure keeps what is held and reports false; a malformed json is not applied', async () => {
    const calls = site();
    const poller = createPromoCreativesPoller();
    await poller.poll();
    const held = getStore().get(promoCreativesAtom);
    hash = 'h3';
    calls.length = 0;
    fakeFetch((call) => (call.url === HASH ? text('h3') : json(['not', 'an', 'object'])));
    expect(await poller.poll()).toBe(false);
    expect(getStore().get(promoCreativesAtom)).toBe(held);
    fakeFetch(() => status(503));
    expect(await poller.poll()).toBe(false);
    expect(getStore().get(promoCreativesAtom)).toBe(held);
  });
});

describe('core/banners/promo-poller: one poller per page, run while someone needs the creatives', () => {
  beforeEach(() => {
    resetPage();
    getStore().set(promoCreativesAtom, null);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const hashCalls = (calls: Call[]) => calls.filter((call) => call.url === HASH).length;
  const serve = () => fakeFetch((call) => (call.url === HASH ? text('h1') : call.url === JSON_URL ? json({ panels: [7] }) : status(404)));

  it('reading the creatives starts nothing', async () => {
    const calls = serve();
    expect(getStore().get(promoCreativesAtom)).toBe(null);
    await vi.advanceTimersByTimeAsync(PROMO_REFRESH_MS * 2);
    expect(calls).toHaveLength(0);
  });

  it('§9 the first subscriber starts the page poller, a second shares it; it refreshes every 180000 ms', async () => {
    const calls = serve();
    const seen: unknown[] = [];
    const first = followPromoCreatives((creatives) => seen.push(creatives?.panels));
    const second = followPromoCreatives();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.url)).toEqual([HASH, JSON_URL]);
    expect(seen).toEqual([[7]]);
    await vi.advanceTimersByTimeAsync(PROMO_REFRESH_MS - 1);
    expect(hashCalls(calls)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(hashCalls(calls)).toBe(2);
    // The hash did not change: the json is not fetched again.
    expect(calls.filter((call) => call.url === JSON_URL)).toHaveLength(1);
    first();
    await vi.advanceTimersByTimeAsync(PROMO_REFRESH_MS);
    expect(hashCalls(calls)).toBe(3);
    second();
  });

  it('when the last subscriber leaves the poller stops; a later one starts it again and keeps what is held', async () => {
    const calls = serve();
    const leave = followPromoCreatives();
    await vi.advanceTimersByTimeAsync(0);
    leave();
    await vi.advanceTimersByTimeAsync(PROMO_REFRESH_MS * 3);
    expect(hashCalls(calls)).toBe(1);
    const again = followPromoCreatives();
    await vi.advanceTimersByTimeAsync(0);
    expect(hashCalls(calls)).toBe(2);
    expect(calls.filter((call) => call.url === JSON_URL)).toHaveLength(1);
    expect(getStore().get(promoCreativesAtom)?.panels).toEqual([7]);
    again();
  });
});
