import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadProducts, productsAtom, forgetProducts } from '../../../../core/domain/cart/catalog-cards';
import { productThumbUrl } from '../../../../core/domain/cart/product-image';
import { cdnConfigAtom } from '../../../../core/domain/settings/cdn/refresh';
import { parseCdnConfig } from '../../../../core/domain/settings/cdn/refresh-parse';
import { setServiceMap } from '../../../../core/transport/services/services';
import { getStore } from '../../../../core/platform/store/store';
import { fakeFetch, json, SERVICES } from '../http-fakes';
import { freshRuntime } from '../../fresh-runtime';

/** Issue 6 bench: what a remounted list of 4000 favourites / 510 lines no longer redoes. */
describe('list mount work (issue 6 bench)', () => {
  beforeEach(() => {
    setServiceMap(SERVICES);
    forgetProducts();
    getStore().set(cdnConfigAtom, null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    freshRuntime();
  });

  it('§7 a list whose cards are all loaded asks the catalog nothing when it mounts again, and asks again once they are forgotten', async () => {
    const calls = fakeFetch((call) => {
      const ids = new URL(call.url).searchParams.get('nm')!.split(';').map(Number);
      return json({ state: 0, data: { products: ids.map((id) => ({ id, name: `P${id}`, sizes: [] })) } });
    });
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    await loadProducts(ids);
    expect(calls).toHaveLength(3); // §9: 100 ids per request
    await loadProducts(ids);
    await loadProducts(ids);
    expect(calls).toHaveLength(3);
    expect(Object.keys(getStore().get(productsAtom))).toHaveLength(250);
    forgetProducts();
    await loadProducts(ids);
    expect(calls).toHaveLength(6);
  });

  it('§7 a thumbnail URL follows a new CDN config (the URL cache is per config)', () => {
    const before = productThumbUrl(12_345_678, 3);
    expect(before).toBe(productThumbUrl(12_345_678, 3));
    getStore().set(cdnConfigAtom, parseCdnConfig({ origin: { products: { method: 'mod', hosts: ['https://basket-77.cdn.example'] } }, recommend: {} }));
    const after = productThumbUrl(12_345_678, 3);
    expect(after).toMatch(/^https:\/\/basket-77\.cdn\.example\/.*12345678/);
    expect(after).not.toBe(before);
    expect(productThumbUrl(12_345_678, 0)).toBeUndefined(); // §8 no pictures: the missing-photo text instead
  });
});
