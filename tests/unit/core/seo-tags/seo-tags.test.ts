import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSeoTagsLoader } from '../../../../core/domain/catalog/seo-tags';
import { reshapeSeoTags, seoCatalogTagsPath } from '../../../../contracts/seo-catalog-tags';
import { fakeFetch, hangingReply, json, ORIGIN, resetPage, status } from '../http-fakes';

beforeEach(resetPage);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('storefront-routing-wallet.md §7 "GET static seo-catalog-tags-by-url-ru-{url}.json | link, searchQuery, parameters | 3 s"', () => {
  it('{url} is the category path without its leading slash, "/" written as "_"', () => {
    expect(seoCatalogTagsPath('/catalog/zhenshchinam/platya')).toBe('/seo-catalog-tags-by-url-ru-catalog_zhenshchinam_platya.json');
    expect(seoCatalogTagsPath('/catalog/obuv/')).toBe('/seo-catalog-tags-by-url-ru-catalog_obuv.json');
  });

  it('one tag or a list; a tag without searchQuery is skipped; anything else is malformed', () => {
    expect(reshapeSeoTags({ link: '/catalog/a', searchQuery: ' платья ', parameters: 'subject=1' })).toEqual([
      { link: '/catalog/a', searchQuery: 'платья', parameters: 'subject=1', name: 'платья' },
    ]);
    expect(reshapeSeoTags([{ searchQuery: 'a', name: 'A' }, { link: 'x' }, 'oops'])).toEqual([{ link: '', searchQuery: 'a', parameters: '', name: 'A' }]);
    expect(() => reshapeSeoTags('oops')).toThrow('neither');
  });

  it('reads the static file of the category', async () => {
    const calls = fakeFetch(() => json({ link: '/catalog/a/b', searchQuery: 'b', parameters: '' }));
    await expect(createSeoTagsLoader({ log: vi.fn() })('/catalog/a/b')).resolves.toEqual([
      { link: '/catalog/a/b', searchQuery: 'b', parameters: '', name: 'b' },
    ]);
    expect(calls[0]!.url).toBe(`${ORIGIN}/static/seo-catalog-tags-by-url-ru-catalog_a_b.json`);
  });

  it('§7 "3 s": no answer in 3000 ms gives no tags and one logged error for the page', async () => {
    vi.useFakeTimers();
    fakeFetch(hangingReply);
    const log = vi.fn();
    const load = createSeoTagsLoader({ log });
    const first = load('/catalog/a');
    await vi.advanceTimersByTimeAsync(2999);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).resolves.toEqual([]);
    const second = load('/catalog/b');
    await vi.advanceTimersByTimeAsync(3000);
    await expect(second).resolves.toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatchObject({ name: 'TimeoutError' });
  });

  it('a category without tags (404) has none, and nothing is logged', async () => {
    fakeFetch(() => status(404));
    const log = vi.fn();
    await expect(createSeoTagsLoader({ log })('/catalog/none')).resolves.toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });
});
