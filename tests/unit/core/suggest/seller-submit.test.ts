import { beforeEach, describe, expect, it } from 'vitest';
import {
  activeSellerFilterAtom,
  applyNavigationToSellerFilter,
  offerSellerFilter,
  searchInSellerOnAtom,
  setSearchInSeller,
  toSellerFilter,
} from '../../../../core/domain/search/seller-filter';
import { toSubmission } from '../../../../core/domain/search/submit';
import { enterAction } from '../../../../core/domain/search/keyboard';
import { getStore } from '../../../../core/platform/store/store';
import type { Suggestion } from '../../../../contracts/suggest';

const seller = { id: 42, trademark: 'Лавка' };

describe('core/suggest/seller-filter (shell §3 "Search-in-seller filter"; §4 toggle resets off the search page)', () => {
  beforeEach(() => offerSellerFilter(null));

  it('reads {id, trademark} from outside input; anything unusable is null', () => {
    expect(toSellerFilter({ id: '42', trademark: ' Лавка ' })).toEqual(seller);
    expect(toSellerFilter({ id: 0, trademark: 'x' })).toBeNull();
    expect(toSellerFilter({ id: 5 })).toBeNull();
    expect(toSellerFilter('42')).toBeNull();
  });

  it('the toggle works only while a seller is offered', () => {
    setSearchInSeller(true);
    expect(getStore().get(searchInSellerOnAtom)).toBe(false);
    offerSellerFilter(seller);
    setSearchInSeller(true);
    expect(getStore().get(activeSellerFilterAtom)).toEqual(seller);
  });

  it('§4 stays on when navigating to the results page and resets anywhere else', () => {
    offerSellerFilter(seller);
    setSearchInSeller(true);
    applyNavigationToSellerFilter('/search?search=x&fsupplier=42');
    expect(getStore().get(activeSellerFilterAtom)).toEqual(seller);
    applyNavigationToSellerFilter('/lk/basket');
    expect(getStore().get(activeSellerFilterAtom)).toBeNull();
  });

  it('withdrawing the seller turns the filter off', () => {
    offerSellerFilter(seller);
    setSearchInSeller(true);
    offerSellerFilter(null);
    expect(getStore().get(searchInSellerOnAtom)).toBe(false);
  });
});

describe('core/suggest/submit (shell §2 results page "search" + optional "fsupplier"; §4/§5 Enter)', () => {
  const brand: Suggestion = { type: 2, kind: 'brand', label: 'Adidas', query: 'Adidas', url: '/brands/adidas' };

  it('§2 a search goes to /search?search=... with fsupplier when the seller filter is on', () => {
    expect(toSubmission(enterAction([], null, ' красное  платье '), { seller })).toEqual({
      kind: 'search',
      query: 'красное платье',
      url: '/search?search=%D0%BA%D1%80%D0%B0%D1%81%D0%BD%D0%BE%D0%B5+%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5&fsupplier=42',
      external: false,
      sellerId: 42,
    });
  });

  it('a partner results page is used when configured', () => {
    expect(toSubmission({ kind: 'search', text: 'shoes' }, { resultsUrl: 'https://partner.example/find?src=vt' })?.url).toBe(
      'https://partner.example/find?src=vt&search=shoes',
    );
  });

  it('§4 Enter on a highlighted brand follows it', () => {
    const action = enterAction([brand], 0, 'adi', 'http://shop.test');
    expect(toSubmission(action, { typedText: 'adi' })).toMatchObject({ kind: 'follow', url: 'http://shop.test/brands/adidas', query: 'adi' });
  });

  it('§5 Enter on empty or blank-only text does nothing', () => {
    expect(toSubmission(enterAction([], null, ''))).toBeNull();
    expect(toSubmission(enterAction([], null, '   '))).toBeNull();
  });
});
