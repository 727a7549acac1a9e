import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reshapePriceHistory } from '../../../../contracts/products/price-history';
import { reshapeRecommendations } from '../../../../contracts/products/recommendations';
import { chartPath, chartPoints, loadPriceHistory, priceHistoryAtom } from '../../../../core/domain/catalog/product/price-history';
import { productImageUrls } from '../../../../core/domain/catalog/product/images';
import { recordProductView, recentViewIdsAtom } from '../../../../core/domain/catalog/product/recent';
import { RECENT_VIEWS_CAP } from '../../../../core/domain/catalog/recent';
import { getStore } from '../../../../core/platform/store/store';
import { fakeFetch, json, resetPage, status } from '../http-fakes';
import { freshRuntime } from '../../fresh-runtime';

describe('price history (chart data)', () => {
  it('reads [{dt, price:{RUB}}] sorted by time, bad points skipped', () => {
    expect(reshapePriceHistory([{ dt: 20, price: { RUB: 200 } }, { dt: 10, price: { RUB: 100 } }, { dt: 'x' }, { dt: 30, price: {} }])).toEqual([
      { at: 10_000, price: 100 },
      { at: 20_000, price: 200 },
    ]);
    expect(() => reshapePriceHistory({})).toThrow(TypeError);
  });
  it('scales to the chart box: lowest price at the bottom, first point on the left', () => {
    const points = chartPoints(
      [
        { at: 0, price: 100 },
        { at: 10, price: 300 },
        { at: 20, price: 200 },
      ],
      200,
      100,
    );
    expect(points.map((p) => [p.x, p.y])).toEqual([
      [0, 100],
      [100, 0],
      [200, 50],
    ]);
    expect(chartPath(points)).toBe('M0 100 L100 0 L200 50');
    expect(chartPoints([{ at: 5, price: 5 }], 200, 100).map((p) => [p.x, p.y])).toEqual([[100, 50]]);
  });
  describe('loading', () => {
    beforeEach(() => resetPage());
    afterEach(() => vi.unstubAllGlobals());
    it('§7 static read "price history by article (404 gives null)"', async () => {
      const calls = fakeFetch(() => status(404));
      await loadPriceHistory(123456, 'RUB');
      expect(calls[0]!.url).toMatch(/\/part123\/123456\/info\/price-history\.json$/);
      expect(getStore().get(priceHistoryAtom)[123456]).toBeNull();
      fakeFetch(() => json([{ dt: 1, price: { RUB: 5 } }]));
      await loadPriceHistory(123457, 'RUB');
      expect(getStore().get(priceHistoryAtom)[123457]).toEqual([{ at: 1000, price: 5 }]);
    });
  });
});

describe('images through the CDN URL builder', () => {
  beforeEach(() => resetPage());
  it('§7 {host}/part{n}/{nmId}/images/{size}/{index}.webp for every picture; none without pictures', () => {
    const urls = productImageUrls(123456, 2);
    expect(urls).toHaveLength(2);
    expect(urls[1]).toMatch(/\/part123\/123456\/images\/c516x688\/2\.webp$/);
    expect(productImageUrls(123456, 0)).toEqual([]);
  });
});

describe('recommendations answer', () => {
  it('routing-wallet §3 source types and unique positive ids', () => {
    expect(reshapeRecommendations({ nms: [3, 3, -1, 'x', 4], source: 1, isVisualSimilarFromRecService: true })).toEqual({
      nms: [3, 4],
      source: 'visuallySimilar',
      isVisualSimilarFromRecService: true,
    });
    expect(reshapeRecommendations({ nms: [], source: 99 }).source).toBe('none');
    expect(() => reshapeRecommendations({})).toThrow(TypeError);
  });
});

describe('recent views', () => {
  beforeEach(() => {
    freshRuntime(); // a new page: no recent views read yet
    resetPage();
  });
  it('§5 a view goes first; non-numeric ids change nothing; cap 100', () => {
    recordProductView(5);
    recordProductView('6');
    recordProductView('abc');
    recordProductView(5);
    expect(getStore().get(recentViewIdsAtom)).toEqual([5, 6]);
    for (let id = 100; id < 250; id++) recordProductView(id);
    expect(getStore().get(recentViewIdsAtom)).toHaveLength(RECENT_VIEWS_CAP);
  });
});
