import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../host/pages/brand-list';
import { render as renderBrand } from '../../../host/pages/brand';
import { ROUTES } from '../../../contracts/pages/table';
import { compileRoutes, matchRoute } from '../../../contracts/pages';
import { letterGroupShards, parseBrandLetter } from '../../../core/domain/catalog/brands/brand-letters';
import { loadBrandsByLetter } from '../../../core/domain/catalog/brands/brands-by-letter';
import { NotFoundError } from '../../../core/transport/http';
import { fakeFetch, json, resetPage, status } from '../core/http-fakes';
import { pageProps } from './page-props';
const props = (name: string, url: string, data: unknown = null) => pageProps(name, url, data);

const shardOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace('/static/', '').replace('/_list.json', ''));

describe('brand list by letter (storefront-routing-wallet.md §9 "Brand shard", "letter group Cyrillic, Latin letter or 123"; §2.3 /{product}/brandlist.aspx?letter=)', () => {
  beforeEach(() => resetPage());
  afterEach(() => vi.unstubAllGlobals());

  it('§2.3 the route /{product}/brandlist.aspx matches the brand list page', () => {
    expect(matchRoute(compileRoutes(ROUTES), '/vitrina/brandlist.aspx')?.route.name).toBe('SpaBrandListEntrypoint');
  });

  it('§9 a letter group is a Latin or Cyrillic letter (either case) or 123; anything else is unknown', () => {
    expect(parseBrandLetter('a')).toBe('A');
    expect(parseBrandLetter('Z')).toBe('Z');
    expect(parseBrandLetter('ж')).toBe('Ж');
    expect(parseBrandLetter('123')).toBe('123');
    for (const bad of ['', ' ', 'AB', '1', '7', '&', '%', '<script>', 'αβ', 'α', '12']) expect(parseBrandLetter(bad), bad).toBeNull();
  });

  it('§9 a letter reads its shard brands/{letter}; 123 reads the digit shards and brands/special', () => {
    expect(letterGroupShards('A')).toEqual(['brands/a']);
    expect(letterGroupShards('Б')).toEqual(['brands/б']);
    expect(letterGroupShards('123')).toEqual([...'0123456789'].map((d) => `brands/${d}`).concat('brands/special'));
  });

  it('loads a letter from its shard, sorted, a missing shard is no brands', async () => {
    const calls = fakeFetch((call) => {
      const shard = shardOf(call.url);
      if (shard === 'brands/3') return json([{ id: 5, name: '3Dots', url: '3dots' }]);
      if (shard === 'brands/special')
        return json([
          { id: 6, name: '&Co', url: 'co' },
          { id: 7, name: '<b>x</b>', url: '../evil' },
        ]);
      return status(404);
    });
    const brands = await loadBrandsByLetter('123');
    expect(calls).toHaveLength(11);
    expect(brands.map((b) => b.name)).toEqual(['&Co', '3Dots']);
  });

  it('renders the letters row and the brands of the letter as links to /brands/{slug}', async () => {
    const calls = fakeFetch(() =>
      json([
        { id: 11, name: 'Zoro', url: 'zoro' },
        { id: 10, name: 'Alto', url: 'alto' },
        { id: 12, name: 'Amber', url: 'amber' },
      ]),
    );
    const container = document.createElement('main');
    const view = await render(container, props('SpaBrandListEntrypoint', '/vitrina/brandlist.aspx?letter=a'));
    expect(shardOf(calls[0]!.url)).toBe('brands/a');
    expect(view.title).toBe('Бренды на букву A');
    const links = [...container.querySelectorAll('.brand-list a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Alto', '/brands/alto'],
      ['Amber', '/brands/amber'],
    ]);
    const letters = container.querySelectorAll('nav.brand-letters a');
    expect(letters).toHaveLength(26 + 29 + 1);
    expect(container.querySelector('nav.brand-letters a[aria-current="page"]')!.textContent).toBe('A');
    expect(container.querySelector('a[href="/vitrina/brandlist.aspx?letter=123"]')).not.toBeNull();
    view.unmount();
    expect(container.childElementCount).toBe(0);
  });

  it('without a letter offers the letters and reads nothing', async () => {
    const calls = fakeFetch(() => json([]));
    const container = document.createElement('main');
    const view = await render(container, props('SpaBrandListEntrypoint', '/vitrina/brandlist.aspx'));
    expect(calls).toHaveLength(0);
    expect(view.title).toBe('Бренды');
    expect(container.querySelector('.page-note')!.textContent).toMatch(/Выберите букву/);
  });

  it('a letter with no brands says so', async () => {
    fakeFetch(() => status(404));
    const container = document.createElement('main');
    await render(container, props('SpaBrandListEntrypoint', '/vitrina/brandlist.aspx?letter=Q'));
    expect(container.querySelector('.page-note')!.textContent).toMatch(/брендов пока нет/);
  });

  it.each(['', 'AB', '1', '%3Cscript%3E', 'αβ'])('an unknown letter (%s) is a 404 and reads nothing', async (letter) => {
    const calls = fakeFetch(() => json([]));
    await expect(render(document.createElement('main'), props('SpaBrandListEntrypoint', `/vitrina/brandlist.aspx?letter=${letter}`))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(calls).toHaveLength(0);
  });

  it('a shard that fails (500) rejects, so the router shows its error page with a retry', async () => {
    fakeFetch(() => status(500));
    await expect(render(document.createElement('main'), props('SpaBrandListEntrypoint', '/vitrina/brandlist.aspx?letter=B'))).rejects.toThrow();
  });

  it('a brand page links to all brands of its letter group', async () => {
    const container = document.createElement('main');
    // No id: the page shows no goods, so nothing is fetched; the letter link comes from the name.
    await renderBrand(container, props('SpaBrandsEntrypoint', '/brands/zoro', { brand: { name: 'zoro' } }));
    const link = container.querySelector('a[href^="/vitrina/brandlist.aspx"]');
    expect(link?.getAttribute('href')).toBe('/vitrina/brandlist.aspx?letter=Z');
    expect(link?.textContent).toBe('Все бренды на букву Z');
  });
});
