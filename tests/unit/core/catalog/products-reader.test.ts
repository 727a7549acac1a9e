import { describe, expect, it, vi } from 'vitest';
import { readProductCard, reshapeCards } from '../../../../contracts/products/cards';
import { readSaleConditions } from '../../../../contracts/products/sale-conditions';
import { readListingRouteData, reshapeNmList, reshapeSearchAnswer } from '../../../../contracts/listings';

describe('storefront-shell.md §3 Product (catalog card) reader', () => {
  it('reads the demo card with prices in minor units, colours, stocks, flags', () => {
    const card = readProductCard({
      id: 123456,
      nmId: 123456,
      imtId: 9,
      name: 'Платье',
      brand: 'B',
      colors: [{ id: 1, name: 'красный' }, { name: 'синий' }, 'bad'],
      pics: 3,
      rating: 5,
      reviewRating: 4.7,
      feedbacks: 12,
      viewFlags: 1,
      totalQuantity: 40,
      time1: 8,
      time2: 30,
      sizes: [
        {
          optionId: 7,
          characteristicId: 70,
          name: 'M',
          stocks: [{ wh: 1, dtype: 2, qty: 3, time1: 8, time2: 30 }, { qty: -5 }],
          saleConditions: 2 + 4 + 5 * 2 ** 16 + 3 * 2 ** 24,
          price: { basic: 300000, product: 150000, total: 160000, logistics: 10000, priceToShow: 150000, sale: 50 },
        },
      ],
    })!;
    expect(card).toMatchObject({ nmId: 123456, colorName: 'красный', pics: 3, reviewRating: 4.7, adult: true, totalQuantity: 40, time1: 8 });
    expect(card.colors).toEqual([
      { id: 1, name: 'красный' },
      { id: 0, name: 'синий' },
    ]);
    const size = card.sizes[0]!;
    expect(size).toMatchObject({ characteristicId: 70, optionId: 7, price: 150000, basicPrice: 300000, sale: 50, stockQty: 3 });
    expect(size.prices).toMatchObject({ total: 160000, logistics: 10000 });
    expect(size.stocks[0]).toEqual({ warehouseId: 1, deliveryType: 2, quantity: 3, time1: 8, time2: 30 });
    expect(size.saleConditions).toEqual({ flags: ['prepaid', 'unreturnable'], cashbackPercent: 5, premiumSalePercent: 3 });
  });

  it('a card missing everything but its number gets the documented fallbacks', () => {
    const card = readProductCard({ nmId: '77' })!;
    expect(card).toMatchObject({ nmId: 77, name: '', brand: '', pics: 0, colors: [], sizes: [], totalQuantity: 0, adult: false, reviewRating: 0 });
  });

  it('§4 "sold out when no price to show": a size without a price block has no price', () => {
    const card = readProductCard({ nmId: 5, sizes: [{ characteristicId: 1, stocks: [{ qty: 2 }] }] })!;
    expect(card.sizes[0]!.price).toBeUndefined();
    expect(card.sizes[0]!.prices).toBeUndefined();
  });

  it('hostile values never throw', () => {
    for (const raw of [null, 1, 'x', [], { nmId: -1 }, { nmId: 1.5 }, { id: '__proto__' }]) expect(readProductCard(raw)).toBeUndefined();
    expect(readSaleConditions(-1)).toEqual({ flags: [], cashbackPercent: 0, premiumSalePercent: 0 });
    expect(readSaleConditions('2')).toEqual({ flags: [], cashbackPercent: 0, premiumSalePercent: 0 });
  });

  it('§7 card list answer {state, data:{products}}: malformed cards are skipped and logged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(reshapeCards({ state: 0, data: { products: [{ nmId: 1 }, { nmId: 'x' }] } }).map((c) => c.nmId)).toEqual([1]);
    expect(error).toHaveBeenCalledOnce();
    expect(() => reshapeCards({ data: {} })).toThrow(TypeError);
  });
});

describe('listing answers', () => {
  it('routing-wallet §3 search metadata: catalog_type redirect / product-redirect with catalog_value', () => {
    const answer = reshapeSearchAnswer({
      metadata: { catalog_type: 'product-redirect', catalog_value: '/catalog/5000/detail.aspx', is_empty: false },
      data: { total: 1, products: [{ nmId: 5000 }] },
    });
    expect(answer.metadata.redirect).toEqual({ kind: 'product-redirect', value: '/catalog/5000/detail.aspx' });
    expect(reshapeSearchAnswer({ metadata: { catalog_type: 'preset', catalog_value: '' }, data: { products: [] } }).metadata.redirect).toBeNull();
    expect(reshapeSearchAnswer({ data: { products: [] } }).total).toBe(0);
  });

  it('§3 recommendations result nms and search-goods lists', () => {
    expect(reshapeNmList({ nms: [1, '2', 'x', -3, 2] })).toEqual([1, 2]);
    expect(reshapeNmList([5, 6])).toEqual([5, 6]);
    expect(() => reshapeNmList('nope')).toThrow(TypeError);
  });

  it('route data of the listing pages, read defensively', () => {
    expect(
      readListingRouteData({
        menuItem: { name: 'Платья', shard: 'zh', query: 'subject=1' },
        childs: [
          { name: 'A', url: '/catalog/a' },
          { name: 'B', url: '//evil' },
        ],
      }),
    ).toMatchObject({ heading: 'Платья', catalog: { shard: 'zh', query: 'subject=1' }, links: [{ href: '/catalog/a', text: 'A' }] });
    expect(readListingRouteData({ seller: { id: 9, trademark: 'Shop' } })).toMatchObject({ heading: 'Shop', sellerId: 9 });
    expect(readListingRouteData({ brand: { id: 3, name: 'Brand' } })).toMatchObject({ heading: 'Brand', brandId: 3 });
    expect(readListingRouteData({ query: 'dress', products: [{ nmId: 1 }], total: 40, catalog_type: 'redirect', catalog_value: '/catalog/a' })).toMatchObject({
      heading: 'dress',
      total: 40,
      search: { query: 'dress', redirect: { kind: 'redirect', value: '/catalog/a' } },
    });
    expect(readListingRouteData(null)).toEqual({ heading: null, links: [] });
  });
});
