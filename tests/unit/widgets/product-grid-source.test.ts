import { describe, expect, it } from 'vitest';
import { sourceOfProps } from '../../../widgets/product-grid/source-of-props';

describe('<vt-product-grid> attributes to a listing source', () => {
  it('search with its query and the fsupplier seller (storefront-shell.md §2)', () => {
    expect(sourceOfProps({ source: 'search', query: ' платье ', supplier: 7 })).toEqual({ kind: 'search', query: 'платье', supplierId: 7 });
    expect(sourceOfProps({ source: 'search', query: '   ' })).toBeNull();
  });

  it('catalog, brand, seller, promotion and product lists need their ids', () => {
    expect(sourceOfProps({ source: 'catalog', shard: 'zh', filter: 'subject=1' })).toEqual({ kind: 'catalog', shard: 'zh', filter: 'subject=1' });
    expect(sourceOfProps({ source: 'brand', brand: 3 })).toEqual({ kind: 'brand', brandId: 3 });
    expect(sourceOfProps({ source: 'seller', seller: 0 })).toBeNull();
    expect(sourceOfProps({ source: 'seller', seller: 1.5 })).toBeNull();
    expect(sourceOfProps({ source: 'promotion', promo: 188852 })).toEqual({ kind: 'promotion', promoId: 188852 });
    expect(sourceOfProps({ source: 'nms', nms: [1, 'x', -2, 3] })).toEqual({ kind: 'nms', nms: [1, 3] });
    expect(sourceOfProps({ source: 'nms', nms: 'nope' })).toBeNull();
    expect(sourceOfProps({ source: 'unknown' })).toBeNull();
    expect(sourceOfProps({})).toBeNull();
  });
});
