import { describe, expect, it } from 'vitest';
import { SEARCH_RESULTS_PATH, searchResultsUrl, sellerFilterAfterNavigation } from '../../../../core/domain/search/search-url';

const seller = { id: 42, trademark: 'Acme' };

describe('core/suggest/search-url (shell §2 "The search results page takes the query search and an optional fsupplier")', () => {
  it('§2 /search?search=... by default', () => {
    expect(SEARCH_RESULTS_PATH).toBe('/search');
    expect(searchResultsUrl('red dress')).toBe('/search?search=red+dress');
  });

  it('§2 fsupplier carries the seller id of the search-in-seller filter', () => {
    expect(searchResultsUrl('кеды', { seller })).toBe('/search?search=%D0%BA%D0%B5%D0%B4%D1%8B&fsupplier=42');
  });

  it('the query is trimmed with single spaces and fully encoded', () => {
    const url = searchResultsUrl('  a&b=c  #1 ', { seller }) ?? '';
    const params = new URL(url, 'https://x.example').searchParams;
    expect(params.get('search')).toBe('a&b=c #1');
    expect(params.get('fsupplier')).toBe('42');
    expect([...params.keys()]).toEqual(['search', 'fsupplier']);
  });

  it('blank text has no results URL', () => {
    expect(searchResultsUrl('   ')).toBeNull();
  });

  it('a seller id that is not a positive whole number is left out', () => {
    for (const id of [0, -1, 1.5, Number.NaN]) expect(searchResultsUrl('x', { seller: { id, trademark: 't' } })).toBe('/search?search=x');
  });

  it('a configured results URL is used, keeping its own query', () => {
    expect(searchResultsUrl('x', { resultsUrl: 'https://shop.example/find?src=partner', seller })).toBe(
      'https://shop.example/find?src=partner&search=x&fsupplier=42',
    );
    expect(searchResultsUrl('x', { resultsUrl: '/catalog/search?search=old&fsupplier=1' })).toBe('/catalog/search?search=x');
  });

  it('an unsafe configured URL is ignored', () => {
    for (const resultsUrl of ['javascript:alert(1)//', 'data:text/html,x', '//evil.example/s', '/\\evil.example/s', 'relative/path']) {
      expect(searchResultsUrl('x', { resultsUrl })).toBe('/search?search=x');
    }
  });

  it('§4 the search-in-seller filter is kept on the results page and reset anywhere else', () => {
    expect(sellerFilterAfterNavigation(seller, '/search?search=x')).toBe(seller);
    expect(sellerFilterAfterNavigation(seller, '/search')).toBe(seller);
    expect(sellerFilterAfterNavigation(seller, '/lk/basket')).toBeNull();
    expect(sellerFilterAfterNavigation(seller, '/searchx')).toBeNull();
    expect(sellerFilterAfterNavigation(null, '/search')).toBeNull();
  });
});
