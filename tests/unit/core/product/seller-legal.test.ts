import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reshapeSellerLegal } from '../../../../contracts/products/seller-legal';
import { loadSellerLegal, sellerLegalAtom } from '../../../../core/domain/catalog/product/seller-legal';
import { getStore } from '../../../../core/platform/store/store';
import { fakeFetch, json, resetPage, status } from '../http-fakes';

const WIRE = {
  supplierId: 4242,
  supplierName: 'ООО «Ромашка»',
  fineName: 'Общество с ограниченной ответственностью «Ромашка»',
  trademark: 'Ромашка',
  ogrn: '1027700132195',
  ogrnip: '',
  inn: '7701234567',
  kpp: '770101001',
  unp: '',
  legalAddress: 'Москва, ул. Торговая, д. 1',
  orgForms: 'ООО',
  isUnknown: false,
};

describe('sellers.json (storefront-shell.md §7 .../info/sellers.json; routing-wallet §3 Seller)', () => {
  it('§3 reads fineName, trademark, the registration numbers present (ogrn, inn, kpp) and legalAddress', () => {
    expect(reshapeSellerLegal(WIRE)).toEqual({
      supplierId: 4242,
      fineName: 'Общество с ограниченной ответственностью «Ромашка»',
      trademark: 'Ромашка',
      legalAddress: 'Москва, ул. Торговая, д. 1',
      orgForms: 'ООО',
      registration: [
        { key: 'ogrn', value: '1027700132195' },
        { key: 'inn', value: '7701234567' },
        { key: 'kpp', value: '770101001' },
      ],
      isUnknown: false,
    });
  });
  it('§3 a sole trader has ogrnip, a Belarusian seller unp; fineName falls back to the seller name', () => {
    const legal = reshapeSellerLegal({ supplierId: '7', supplierName: 'ИП Иванов', ogrnip: '304500116000157', unp: '190000001', isUnknown: 1 });
    expect(legal.fineName).toBe('ИП Иванов');
    expect(legal.registration).toEqual([
      { key: 'ogrnip', value: '304500116000157' },
      { key: 'unp', value: '190000001' },
    ]);
    expect(legal.isUnknown).toBe(true);
  });
  it('takes the first seller of a list; a file without a seller id is refused', () => {
    expect(reshapeSellerLegal({ sellers: [WIRE] }).supplierId).toBe(4242);
    expect(reshapeSellerLegal([WIRE]).supplierId).toBe(4242);
    expect(() => reshapeSellerLegal({ supplierId: 0 })).toThrow(TypeError);
    expect(() => reshapeSellerLegal('<html>')).toThrow(TypeError);
  });

  describe('loading', () => {
    beforeEach(() => resetPage());
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });
    it('§7 GET {host}/part{n}/{nmId}/info/sellers.json once per product', async () => {
      const calls = fakeFetch(() => json(WIRE));
      await Promise.all([loadSellerLegal(123456), loadSellerLegal(123456)]);
      await loadSellerLegal(123456);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toMatch(/\/part123\/123456\/info\/sellers\.json$/);
      expect(getStore().get(sellerLegalAtom)[123456]?.trademark).toBe('Ромашка');
    });
    it('§7 "404 gives null" without a logged error', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      fakeFetch(() => status(404));
      await loadSellerLegal(123457);
      expect(getStore().get(sellerLegalAtom)[123457]).toBeNull();
      expect(errors).not.toHaveBeenCalled();
    });
    it('a malformed file gives no details and one logged error', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      fakeFetch(() => json({ nothing: true }));
      await loadSellerLegal(123458);
      expect(getStore().get(sellerLegalAtom)[123458]).toBeNull();
      expect(errors).toHaveBeenCalledTimes(1);
    });
  });
});
