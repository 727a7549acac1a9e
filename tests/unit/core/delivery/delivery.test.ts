import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_CITY_BY_LOCALE,
  deliveryAddressAtom,
  loadOffices,
  officesAtom,
  reloadDeliveryAddress,
  selectAddress,
} from '../../../../core/domain/account/delivery';
import { officesPath, reshapeOffices, ADDRESS_SELECT_PATH } from '../../../../contracts/delivery';
import { HttpFailure } from '../../../../core/transport/http/errors';
import { getStore } from '../../../../core/platform/store/store';
import { fakeFetch, json, resetPage, SERVICES, status } from '../http-fakes';
import { freshRuntime } from '../../fresh-runtime';

const office = {
  id: 10005,
  name: 'Пункт выдачи №10005',
  address: 'Москва, ул. Мира, д. 5',
  lat: 55.7,
  lon: 37.6,
  dest: -1257786,
  pickupType: 1,
  workTime: '09:00-21:00',
  isWb: true,
  smId: 12,
  dtype: 6,
  typePoint: 1,
  deliveryType: 6,
  isSortCenter: false,
  isExternalPostamat: false,
  shouldShowName: false,
  photos: ['https://cdn.example/office/1.webp'],
};

describe('core/delivery offices (shell §7 "shopdata/{id}/shops.json")', () => {
  beforeEach(() => {
    freshRuntime(); // a new page: no offices loaded or loading
    resetPage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reshapes offices, skipping entries without an id or address (hostile text kept as text)', () => {
    expect(reshapeOffices([office, { id: 'x' }, null, { id: 3, address: '  ' }, { id: 4, address: '<b>a</b>' }])).toEqual([
      office,
      {
        id: 4,
        name: '<b>a</b>',
        address: '<b>a</b>',
        lat: null,
        lon: null,
        dest: null,
        pickupType: null,
        workTime: '',
        isWb: false,
        smId: null,
        dtype: null,
        typePoint: null,
        deliveryType: null,
        isSortCenter: false,
        isExternalPostamat: false,
        shouldShowName: false,
        photos: [],
      },
    ]);
    expect(reshapeOffices({ not: 'a list' })).toEqual([]);
  });

  it('loads a locale once from {static}/shopdata/{locale}/shops.json and caches it in the store', async () => {
    const calls = fakeFetch(() => json([office]));
    const [a, b] = await Promise.all([loadOffices('by'), loadOffices('by')]);
    expect(a).toEqual({ status: 'ready', offices: [office] });
    expect(b).toBe(a);
    await loadOffices('by');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${SERVICES.static}${officesPath('by')}`);
    expect(officesPath('by')).toBe('/shopdata/by/shops.json');
    expect(getStore().get(officesAtom).by).toEqual(a);
  });

  it('a failure is an error state (never a rejection) and a later call tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeFetch(() => status(503));
    expect((await loadOffices('ru')).status).toBe('error');
    const calls = fakeFetch(() => json([office]));
    expect((await loadOffices('ru')).status).toBe('ready');
    expect(calls).toHaveLength(1);
    warn.mockRestore();
  });
});

describe('core/delivery address (shell §7 "POST /spa/address/select: addressId, deliveryWay"; §9 fallback cities)', () => {
  beforeEach(() => {
    resetPage();
    reloadDeliveryAddress();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('§9 fallback cities by locale', () => {
    expect([FALLBACK_CITY_BY_LOCALE.ru, FALLBACK_CITY_BY_LOCALE.by, FALLBACK_CITY_BY_LOCALE.kz, FALLBACK_CITY_BY_LOCALE.kg]).toEqual([
      'moscow',
      'minsk',
      'astana',
      'bishkek',
    ]);
    expect([FALLBACK_CITY_BY_LOCALE.am, FALLBACK_CITY_BY_LOCALE.uz, FALLBACK_CITY_BY_LOCALE.tj, FALLBACK_CITY_BY_LOCALE.ge]).toEqual([
      'yerevan',
      'tashkent',
      'dushanbe',
      'tbilisi',
    ]);
  });

  it('POSTs {addressId, deliveryWay} to {site}/spa/address/select; the confirmed address shows and is remembered', async () => {
    const calls = fakeFetch(() => json({ state: 0, value: { addressId: office.id, deliveryWay: 'self', address: office.address, dest: office.dest } }));
    expect(getStore().get(deliveryAddressAtom)).toBeNull();
    const chosen = await selectAddress(office.id, 'self');
    expect(calls[0]!.url).toBe(`${SERVICES.site}${ADDRESS_SELECT_PATH}`);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ addressId: office.id, deliveryWay: 'self' });
    expect(chosen).toEqual({ addressId: office.id, deliveryWay: 'self', address: office.address, dest: office.dest });
    reloadDeliveryAddress();
    expect(getStore().get(deliveryAddressAtom)).toEqual(chosen);
  });

  it('a refused selection rejects with a typed error and keeps the previous address', async () => {
    fakeFetch(() => json({ state: 0, value: { addressId: 1, deliveryWay: 'courier', address: 'Дом' } }));
    await selectAddress(1, 'courier');
    fakeFetch(() => status(400, {}, '{"error":"bad"}'));
    await expect(selectAddress(2, 'self')).rejects.toBeInstanceOf(HttpFailure);
    expect(getStore().get(deliveryAddressAtom)?.addressId).toBe(1);
  });

  it('a tampered stored address is ignored', () => {
    localStorage.setItem('vitrina:delivery-address', JSON.stringify({ addressId: -1, deliveryWay: 'teleport', address: 'x' }));
    reloadDeliveryAddress();
    expect(getStore().get(deliveryAddressAtom)).toBeNull();
  });
});
