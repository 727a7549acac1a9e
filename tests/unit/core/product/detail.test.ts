import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readProductDetail, readProductRouteData, reshapeProductDetail } from '../../../../contracts/products/detail';
import { loadProductDetail, productDetailsAtom, forgetProductDetails } from '../../../../core/domain/catalog/product/detail';
import { closeProductPopup, openProductPopup, productPopupAtom, resetProductPopup } from '../../../../core/domain/catalog/product/popup';
import { getStore } from '../../../../core/platform/store/store';
import { fakeFetch, json, networkDown, resetPage, status } from '../http-fakes';

const card = (nmId: number, extra: Record<string, unknown> = {}) => ({
  nmId,
  name: `Product ${nmId}`,
  brand: 'B',
  pics: 2,
  colors: [{ id: 1, name: 'red' }],
  sizes: [
    {
      characteristicId: nmId * 10,
      optionId: nmId * 10 + 7,
      name: 'M',
      stocks: [{ wh: 1, dtype: 4, qty: 3, time1: 5, time2: 20 }],
      price: { basic: 2000, product: 1500, priceToShow: 1500, sale: 25 },
    },
  ],
  ...extra,
});
const answer = (...products: unknown[]) => json({ state: 0, data: { products } });

describe('the detail reader (base card + detail fields)', () => {
  it('reads the detail-only fields with fallbacks', () => {
    const detail = readProductDetail(
      card(5, {
        nomenclatures: [{ nmId: 6, colorName: 'blue', pics: 1 }],
        options: [{ name: 'Fabric', value: 'cotton' }, { name: 3 }],
        groupedAddedOptions: [{ group_name: 'Care', options: [{ name: 'Wash', value: 30 }] }],
        sizeTable: { headers: ['RU', 'EU'], rows: [['44', '38', 'extra'], 'bad'] },
        selectedSize: 57,
        flags: { adult: true },
      }),
    )!;
    expect(detail.nmId).toBe(5);
    expect(detail.nomenclatures.map((c) => c.nmId)).toEqual([5, 6]); // the product itself is among its colours
    expect(detail.options).toEqual([{ name: 'Fabric', value: 'cotton' }]);
    expect(detail.groupedOptions).toEqual([{ name: 'Care', options: [{ name: 'Wash', value: '30' }] }]);
    expect(detail.sizeTable).toEqual({ headers: ['RU', 'EU'], rows: [['44', '38']] });
    expect(detail.selectedSize).toBe(57);
    expect(detail.flags.adult).toBe(true);
    expect(detail.flags.digital).toBe(false);
  });
  it('a product missing every optional field still reads (no-name, no pictures)', () => {
    const detail = readProductDetail({ id: 9 })!;
    expect(detail).toMatchObject({ nmId: 9, name: '', pics: 0, sizes: [], description: '', sizeTable: null, groupedOptions: [] });
    expect(readProductDetail({ name: 'no id' })).toBeUndefined();
    expect(readProductDetail('junk')).toBeUndefined();
  });
  it('route data {product} and the /cards/detail answer', () => {
    expect(readProductRouteData({ product: card(4) })?.nmId).toBe(4);
    expect(readProductRouteData(null)).toBeUndefined();
    expect(reshapeProductDetail({ state: 0, data: { products: [card(4)] } }, 4).nmId).toBe(4);
    expect(() => reshapeProductDetail({ state: 0, data: { products: [] } }, 4)).toThrow(/not in the card detail answer/);
    expect(() => reshapeProductDetail({}, 4)).toThrow(TypeError);
  });
});

describe('loadProductDetail', () => {
  beforeEach(() => {
    resetPage();
    forgetProductDetails();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  const state = (nmId: number) => getStore().get(productDetailsAtom)[nmId];

  it('GET {catalog}/cards/detail?nm= once per product', async () => {
    const calls = fakeFetch(() => answer(card(11)));
    await Promise.all([loadProductDetail(11), loadProductDetail(11)]);
    await loadProductDetail(11);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/\/svc\/catalog\/cards\/detail\?nm=11/);
    expect(state(11)).toMatchObject({ status: 'ready', detail: { nmId: 11 } });
  });
  it('§9 "Catalog requests ... retry 2": a 500 is asked 3 times, then the error state with retry', async () => {
    const calls = fakeFetch(() => status(500));
    await loadProductDetail(12);
    expect(calls).toHaveLength(3);
    expect(state(12)).toEqual({ status: 'error', failure: 'server' });
    fakeFetch(() => answer(card(12)));
    await loadProductDetail(12, { force: true });
    expect(state(12)?.status).toBe('ready');
  });
  it('an unknown product is "missing"; a network failure "offline"', async () => {
    fakeFetch(() => answer());
    await loadProductDetail(13);
    expect(state(13)).toEqual({ status: 'error', failure: 'missing' });
    fakeFetch(networkDown);
    await loadProductDetail(14);
    expect(state(14)).toEqual({ status: 'error', failure: 'offline' });
  });
});

describe('§4 Product popup', () => {
  beforeEach(() => {
    resetPage();
    forgetProductDetails();
    resetProductPopup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());
  const popup = () => getStore().get(productPopupAtom);

  it('§4 one at a time: a second product asked while processing is remembered as the target and shown next', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fakeFetch(async (call) => {
      if (call.url.includes('nm=21')) await gate;
      return answer(card(Number(/nm=(\d+)/.exec(call.url)![1])));
    });
    openProductPopup({ nmId: 21, href: '/catalog/21/detail.aspx' });
    openProductPopup({ nmId: 22, href: '/catalog/22/detail.aspx' });
    openProductPopup({ nmId: 23, href: '/catalog/23/detail.aspx' });
    expect(popup()).toMatchObject({ current: { nmId: 21 }, processing: true, target: { nmId: 23 } });
    release();
    await vi.waitFor(() => expect(popup()).toMatchObject({ current: { nmId: 23 }, processing: false, target: null }));
  });
  it('§8 offline: the connection-lost modal and the state reset', async () => {
    fakeFetch(networkDown);
    openProductPopup({ nmId: 31, href: '/catalog/31/detail.aspx' });
    await vi.waitFor(() => expect(popup()).toEqual({ current: null, processing: false, target: null, offline: true }));
  });
  it('§4 resets on page transition', async () => {
    fakeFetch(() => answer(card(41)));
    openProductPopup({ nmId: 41, href: '/catalog/41/detail.aspx' });
    resetProductPopup();
    await Promise.resolve();
    expect(popup().current).toBeNull();
    closeProductPopup();
    expect(popup().current).toBeNull();
  });
});
