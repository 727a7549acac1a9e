import { describe, expect, it } from 'vitest';
import { readProductCard } from '../../../../contracts/products/cards';
import { cardPrice, isCatalogCardVisible, showsStockThermometer } from '../../../../core/domain/catalog/visibility';

const size = (patch: Record<string, unknown> = {}) => ({
  characteristicId: 1,
  price: { basic: 2000, product: 1500, priceToShow: 1500 },
  stocks: [{ wh: 1, qty: 3 }],
  ...patch,
});
const card = (patch: Record<string, unknown> = {}) => readProductCard({ nmId: 5000, pics: 2, sizes: [size()], ...patch })!;

describe('storefront-shell.md §5 catalog card visibility', () => {
  it('§5 shown with a price, pictures and sizes with stock', () => {
    expect(isCatalogCardVisible(card())).toBe(true);
  });

  it.each([
    ['no pictures', { pics: 0 }],
    ['no price', { sizes: [size({ price: undefined })] }],
    ['no stock', { sizes: [size({ stocks: [] })] }],
    ['no sizes', { sizes: [] }],
  ])('§5 hidden with %s', (_name, patch) => {
    expect(isCatalogCardVisible(card(patch))).toBe(false);
  });

  it('§5 lenient mode: pictures only', () => {
    expect(isCatalogCardVisible(card({ sizes: [] }), true)).toBe(true);
    expect(isCatalogCardVisible(card({ pics: 0 }), true)).toBe(false);
  });

  it('§5 thermometer only if quantity is at most 1000', () => {
    expect(showsStockThermometer(card({ totalQuantity: 1000 }))).toBe(true);
    expect(showsStockThermometer(card({ totalQuantity: 1001 }))).toBe(false);
    expect(showsStockThermometer(card({ totalQuantity: 0 }))).toBe(false);
  });

  it('§3/§5 on a promotion listing: only for a promo in the creatives’ thermometer list, quantity at most 1000', () => {
    const creatives = { thermometer: [77] };
    expect(showsStockThermometer(card({ totalQuantity: 1000 }), { promoId: 77, creatives })).toBe(true);
    expect(showsStockThermometer(card({ totalQuantity: 1001 }), { promoId: 77, creatives })).toBe(false);
    expect(showsStockThermometer(card({ totalQuantity: 0 }), { promoId: 77, creatives })).toBe(false);
    // Another promo, or creatives not loaded yet: no thermometer even for a small quantity.
    expect(showsStockThermometer(card({ totalQuantity: 5 }), { promoId: 78, creatives })).toBe(false);
    expect(showsStockThermometer(card({ totalQuantity: 5 }), { promoId: 77, creatives: null })).toBe(false);
  });

  it('the tile price is the lowest size price with its old price (minor units)', () => {
    const c = card({ sizes: [size(), size({ characteristicId: 2, price: { basic: 1200, priceToShow: 900 } })] });
    expect(cardPrice(c)).toEqual({ price: 900, basic: 1200 });
    expect(cardPrice(card({ sizes: [size({ price: undefined })] }))).toBeUndefined();
  });
});
