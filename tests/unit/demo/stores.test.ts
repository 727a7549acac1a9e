// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestDemo, type TestDemo } from './helpers';
import { reshapeShopsByStore, reshapeStores, shopsByStorePath, STORES_DATA_PATH } from '../../../contracts/stores';
import { SERVICE_MAP } from '../../../demo/server/service-map';

let demo: TestDemo;
beforeAll(async () => {
  demo = await startTestDemo();
});
afterAll(() => demo.stop());

describe('demo: shell §7 stores-data.json and shopsbystore.json, read by the kit’s contract', () => {
  it('every pickup point of a country has its store, with §3 type flags and working hours', async () => {
    const stores = reshapeStores(await json(await demo.get(`${SERVICE_MAP.static}${STORES_DATA_PATH}`)));
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((s) => s.kinds.includes('marketplace') || s.kinds.includes('sellerDelivery'))).toBe(true);
    const offices = (await json<Array<{ id: number }>>(await demo.get(`${SERVICE_MAP.static}/shopdata/ru/shops.json`))).map((o) => o.id);
    const storeOf = reshapeShopsByStore(await json(await demo.get(`${SERVICE_MAP.static}${shopsByStorePath('ru')}`)));
    const ids = new Set(stores.map((s) => s.id));
    for (const office of offices) expect(ids.has(storeOf.get(office)!)).toBe(true);
    expect((await demo.get(`${SERVICE_MAP.static}${shopsByStorePath('xx' as 'ru')}`)).status).toBe(404);
  });
});
