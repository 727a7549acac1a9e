import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStoresLoader, createStoresService, storeOfOffice, storesDataAtom } from '../../../../core/domain/account/delivery/stores';
import { reshapeShopsByStore, reshapeStores, storeKinds } from '../../../../contracts/stores';
import { localeAtom } from '../../../../core/platform/locale/atoms';
import { getStore } from '../../../../core/platform/store/store';
import { fakeFetch, json, ORIGIN, resetPage } from '../http-fakes';

const STORES = [
  { id: 10, name: 'Склад Коледино', type: 2 | 64, intervals: [{ from: '09:00', to: '21:00' }], workingHours: '09:00-21:00', isWb: true, country: 'ru' },
  { id: 11, name: 'Склад продавца', type: 8 | 4, workingHours: '', country: 'ru' },
];
const answer = (url: string) => (url.endsWith('/stores-data.json') ? json(STORES) : json({ '10': [501, 502], '11': [503] }));

beforeEach(() => {
  resetPage();
  getStore().set(localeAtom, 'ru');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('storefront-shell.md §3 Store, §7 "Static reads: shopdata/{id}/shopsbystore.json, stores-data.json"', () => {
  it('§3 type bit flags 2 marketplace, 4 cargo, 8 seller-delivery, 16 foreign, 32 go, 64 express, 128 booking', () => {
    expect(storeKinds(2 | 4 | 8 | 16 | 32 | 64 | 128)).toEqual(['marketplace', 'cargo', 'sellerDelivery', 'foreign', 'go', 'express', 'booking']);
    expect(storeKinds(66)).toEqual(['marketplace', 'express']);
    expect(storeKinds(0)).toEqual([]);
  });

  it('bad input: entries without id or name are skipped; a non-list or non-object file is malformed', () => {
    expect(reshapeStores([{ id: 1 }, { name: 'x' }, 'oops', { id: 2, name: 'B', type: 'x', intervals: [{ from: 1 }] }])).toEqual([
      { id: 2, name: 'B', kinds: [], intervals: [], workingHours: '', import: false, isWb: false, transit: false, country: '' },
    ]);
    expect(() => reshapeStores({})).toThrow('not a list');
    expect(() => reshapeShopsByStore([])).toThrow('not an object');
    expect([...reshapeShopsByStore({ '5': [1, 'x', -2, 3], abc: [4], '6': 'no' })]).toEqual([
      [1, 5],
      [3, 5],
    ]);
  });

  it('the loader reads both files for the locale and tells the store behind each pickup point', async () => {
    const calls = fakeFetch((call) => answer(call.url));
    await createStoresLoader({ log: vi.fn() })();
    expect(calls.map((c) => c.url).sort()).toEqual([`${ORIGIN}/static/shopdata/ru/shopsbystore.json`, `${ORIGIN}/static/stores-data.json`]);
    const data = getStore().get(storesDataAtom);
    expect(storeOfOffice(data, 502)).toMatchObject({ name: 'Склад Коледино', kinds: ['marketplace', 'express'], workingHours: '09:00-21:00' });
    expect(storeOfOffice(data, 503)?.name).toBe('Склад продавца');
    expect(storeOfOffice(data, 999)).toBeNull();
  });

  it('a failed or malformed read keeps what the page had and is logged once', async () => {
    fakeFetch((call) => answer(call.url));
    const log = vi.fn();
    const load = createStoresLoader({ log });
    await load();
    const before = getStore().get(storesDataAtom);
    fakeFetch((call) => (call.url.endsWith('/stores-data.json') ? json('broken') : new Response('down', { status: 503 })));
    await load();
    await load();
    expect(getStore().get(storesDataAtom)).toBe(before);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![1]).toEqual({ call: 'stores' });
  });

  it('§9 "stores refresh 15 min": loaded at start, again after 900000 ms, not before; stop ends it', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => undefined);
    const stop = createStoresService(() => load).start();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(899_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    getStore().set(localeAtom, 'kz'); // a country change loads that country's at once
    expect(load).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
