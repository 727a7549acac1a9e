import { describe, expect, it } from 'vitest';
import { mergeRecent, readHomeData } from '../../../../core/domain/catalog/product/home';
import { readBrandSlug } from '../../../../contracts/brands';

describe('home route data (SpaHomeData)', () => {
  it('reads shelves of cards; bad shelves and cards are left out', () => {
    const data = readHomeData({
      shelves: [
        { id: 'popular', title: 'Популярное', products: [{ nmId: 5, name: 'A' }, { name: 'no id' }, 'junk'] },
        { id: 'empty', title: 'x', products: [] },
        'junk',
      ],
      recentNms: [3, -1, 'x', 4],
    });
    expect(data.shelves).toEqual([{ id: 'popular', title: 'Популярное', items: [{ nmId: 5, name: 'A', card: { nmId: 5, name: 'A' } }] }]);
    expect(data.recentNms).toEqual([3, 4]);
    expect(readHomeData(null)).toEqual({ shelves: [], recentNms: [] });
  });
  it("recent views: local first, then the server's, each once, cut to the limit", () => {
    expect(mergeRecent([1, 2], [2, 3, 4], 3)).toEqual([1, 2, 3]);
  });
});

describe('brand link', () => {
  it('routing-wallet §7 brands-by-id "field url = brand slug"; only a plain segment becomes a link', () => {
    expect(readBrandSlug({ url: 'brandy-1' })).toBe('brandy-1');
    expect(readBrandSlug({ url: '../evil' })).toBeNull();
    expect(readBrandSlug({ url: 'javascript:alert(1)' })).toBeNull();
    expect(readBrandSlug(null)).toBeNull();
  });
});
