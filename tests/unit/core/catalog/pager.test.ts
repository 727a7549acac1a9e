import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE, PAGE_SIZE, PAGER_ALL_PAGES_MAX, pageCount, pagerItems, readPage } from '../../../../core/domain/catalog/pager';

const pagesOf = (current: number, pages: number) =>
  pagerItems(current, pages).map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : item.page));

describe('storefront-routing-wallet.md §9 pager', () => {
  it('§9 100 per page', () => {
    expect(PAGE_SIZE).toBe(100);
    expect(pageCount(100)).toBe(1);
    expect(pageCount(101)).toBe(2);
    expect(pageCount(0)).toBe(0);
    expect(pageCount(Number.NaN)).toBe(0);
  });

  it('§9 shows all pages when at most 8', () => {
    expect(PAGER_ALL_PAGES_MAX).toBe(8);
    expect(pagesOf(5, 8)).toEqual([1, 2, 3, 4, '[5]', 6, 7, 8]);
    expect(pagesOf(1, 2)).toEqual(['[1]', 2]);
  });

  it('one page has no pager', () => {
    expect(pagerItems(1, 1)).toEqual([]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('§9 past 8 pages: first, a window around the current page, last', () => {
    expect(pagesOf(1, 9)).toEqual(['[1]', 2, 3, 4, 5, 6, '…', 9]);
    expect(pagesOf(10, 20)).toEqual([1, '…', 8, 9, '[10]', 11, 12, '…', 20]);
    expect(pagesOf(20, 20)).toEqual([1, '…', 15, 16, 17, 18, 19, '[20]']);
    expect(pagesOf(9, 9)).toEqual([1, '…', 4, 5, 6, 7, 8, '[9]']);
    // The window never shows more than 8 buttons besides the gaps.
    for (let current = 1; current <= 50; current++) {
      const items = pagerItems(current, 50);
      expect(items.filter((i) => i.kind === 'page').length).toBeLessThanOrEqual(PAGER_ALL_PAGES_MAX);
      expect(items.some((i) => i.kind === 'page' && i.current && i.page === current)).toBe(true);
    }
  });

  it('§9 default page 1; the page query is a positive integer', () => {
    expect(DEFAULT_PAGE).toBe(1);
    expect(readPage('2')).toBe(2);
    for (const bad of [null, undefined, '', '0', '-1', '1.5', 'abc', '2e3', '9999999999']) expect(readPage(bad)).toBe(1);
  });
});
