import { describe, expect, it } from 'vitest';
import { listingHref, readListingQuery, readSupplierFilter } from '../../../../core/domain/catalog/listing-query';

const params = (search: string) => new URLSearchParams(search);

describe('listing address query (routing-wallet §9, shell §9)', () => {
  it('§9 default page 1 and the remembered sort when the address names none', () => {
    expect(readListingQuery(params(''), 'popular')).toEqual({ sort: 'popular', page: 1 });
    expect(readListingQuery(params(''), 'rate')).toEqual({ sort: 'rate', page: 1 });
    expect(readListingQuery(params('sort=bogus&page=x'), 'newly')).toEqual({ sort: 'newly', page: 1 });
  });

  it('reads sort, page and fdlvr', () => {
    expect(readListingQuery(params('sort=priceup&page=3&fdlvr=48'), 'popular')).toEqual({ sort: 'priceup', page: 3, deliveryHours: 48 });
  });

  it('§9 page query; page 1 and infinite scroll drop the page parameter; other parameters kept', () => {
    const base = new URL('https://shop.example/search?search=dress&page=4&fsupplier=7');
    expect(listingHref(base, { sort: 'rate', page: 2 })).toBe('/search?search=dress&page=2&fsupplier=7&sort=rate');
    expect(listingHref(base, { sort: 'rate', page: 1 })).toBe('/search?search=dress&fsupplier=7&sort=rate');
    expect(listingHref(base, { sort: 'rate', page: 5 }, true)).toBe('/search?search=dress&fsupplier=7&sort=rate');
    expect(listingHref(base, { sort: 'rate', page: 1, deliveryHours: 24 })).toBe('/search?search=dress&fsupplier=7&sort=rate&fdlvr=24');
  });

  it('§2 fsupplier is a seller id', () => {
    expect(readSupplierFilter(params('fsupplier=42'))).toBe(42);
    for (const bad of ['', '0', '-1', 'abc', '1.5']) expect(readSupplierFilter(params(`fsupplier=${bad}`))).toBeUndefined();
  });
});
