import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FavoriteData } from '../../../contracts/favorites';
import type { ProductView } from '../../../contracts/products/cards';
import { DEFAULT_FAVORITE_SORT, FAVORITE_SORTS, filterFavorites, readFavoriteSort } from '../../../widgets/favorites/filter';
import { favoritesQueryHref } from '../../../widgets/favorites/url-query';

const item = (nmId: number, kind = 2): FavoriteData =>
  ({ characteristicId: nmId * 10, cod1S: nmId, timestamp: nmId, kind, targetUrl: '', meta: '' }) as FavoriteData;
const product = (nmId: number, name: string, feedbacks: number, rating: number, stockQty = 1): ProductView =>
  ({ nmId, name, brand: 'Бренд', feedbacks, rating, sizes: [{ characteristicId: nmId * 10, stockQty, price: nmId * 100 }] }) as unknown as ProductView;

describe('favourites page query (routing-wallet §2.4)', () => {
  it('§2.4 the default sort is popular', () => {
    expect(DEFAULT_FAVORITE_SORT).toBe('popular');
  });

  it('reads a known sort in any case and refuses an unknown one', () => {
    expect(readFavoriteSort('name')).toBe('name');
    expect(readFavoriteSort('priceup')).toBe('priceUp');
    expect(readFavoriteSort(' PRICEDOWN ')).toBe('priceDown');
    expect(readFavoriteSort('bogus')).toBeUndefined();
    expect(readFavoriteSort('')).toBeUndefined();
    expect(readFavoriteSort(undefined)).toBeUndefined();
    expect(readFavoriteSort('__proto__')).toBeUndefined();
  });

  it('popular orders by feedback count, then rating, newest first among equals; unknown cards last', () => {
    const items = [item(5), item(4), item(3), item(2), item(1)]; // newest first, as the list atom gives them
    const products = { 5: product(5, 'e', 10, 4), 4: product(4, 'd', 50, 3), 3: product(3, 'c', 10, 5), 2: product(2, 'b', 10, 4), 1: null };
    const sorted = filterFavorites(items, products, { query: '', arrived: false, sort: 'popular' });
    expect(sorted.map((i) => i.cod1S)).toEqual([4, 3, 5, 2, 1]);
  });

  it('§2.4 wlArrived keeps only waitlisted (kind 1 or 3) goods in stock, with the search and the sort on top', () => {
    const items = [item(6, 1), item(5, 3), item(4, 2), item(3, 1), item(2, 3)];
    const products = {
      6: product(6, 'Юбка', 1, 1),
      5: product(5, 'Платье', 1, 1),
      4: product(4, 'Платье', 1, 1),
      3: product(3, 'Платье', 1, 1, 0),
      2: product(2, 'Блузка', 1, 1),
    };
    expect(filterFavorites(items, products, { query: '', arrived: true, sort: 'name' }).map((i) => i.cod1S)).toEqual([2, 5, 6]);
    expect(filterFavorites(items, products, { query: 'плать', arrived: true, sort: 'date' }).map((i) => i.cod1S)).toEqual([5]);
  });

  it('writes sort, search and wlArrived=true into the address, keeping other parameters and the hash', () => {
    expect(favoritesQueryHref('https://shop.example/lk/favorites?utm=1#top', { sort: 'name', search: 'платье миди', arrived: true })).toBe(
      'https://shop.example/lk/favorites?utm=1&sort=name&search=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5+%D0%BC%D0%B8%D0%B4%D0%B8&wlArrived=true#top',
    );
  });

  it('an empty search and wlArrived off leave no parameter behind', () => {
    const next = new URL(
      favoritesQueryHref('https://shop.example/lk/favorites?sort=name&search=x&wlArrived=true', { sort: 'priceDown', search: '  ', arrived: false }),
    );
    expect([...next.searchParams]).toEqual([['sort', 'priceDown']]);
  });

  it('a hostile search text stays a query value (no new parameter, no path change)', () => {
    const next = new URL(favoritesQueryHref('https://shop.example/lk/favorites', { sort: 'date', search: '&sort=evil#/../x?y', arrived: false }));
    expect(next.pathname).toBe('/lk/favorites');
    expect(next.searchParams.getAll('sort')).toEqual(['date']);
    expect(next.searchParams.get('search')).toBe('&sort=evil#/../x?y');
    expect(next.hash).toBe('');
  });
});

describe('<vt-favorites> translations', () => {
  const LANGUAGES = ['ru', 'en', 'ka', 'kk', 'ky', 'uz'] as const;
  const flat = (value: unknown, prefix = ''): [string, string][] =>
    typeof value === 'string'
      ? [[prefix, value]]
      : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k));
  const read = (language: string) => Object.fromEntries(flat(JSON.parse(readFileSync(`widgets/favorites/i18n/${language}.json`, 'utf8'))));

  it('every language has every key of the one favorites namespace (every sort included), none blank, none an English copy', () => {
    const english = read('en');
    const keys = Object.keys(english).sort();
    for (const sort of FAVORITE_SORTS) expect(keys).toContain(`favorites.sorts.${sort}`);
    for (const language of LANGUAGES) {
      const texts = read(language);
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const key of keys) {
        expect(texts[key]!.trim()).not.toBe('');
        if (language !== 'en') expect(texts[key], `${language} ${key}`).not.toBe(english[key]);
      }
    }
  });
});
