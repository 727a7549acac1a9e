import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadServiceMap } from '../../../core/transport/services/load-service-map';
import { serviceUrl } from '../../../core/transport/services/services';
import { kitServiceMapUrl, namedServiceMapUrl, prefetchServiceMap, takePrefetchedServiceMap } from '../../../core/transport/services/service-map-prefetch';
import { freshRuntime } from '../fresh-runtime';

const MAP_URL = kitServiceMapUrl('https://kit.example/dist/vitrina.js');

describe("core/config/service-map-prefetch (the loader asks for the kit's service map beside the chunks)", () => {
  beforeEach(() => {
    freshRuntime();
    takePrefetchedServiceMap(MAP_URL);
  });

  it("is /config/services.json of the kit's origin", () => {
    expect(MAP_URL).toBe('https://kit.example/config/services.json');
  });

  it('loadServiceMap takes the prefetched answer: one request in all, with the same options', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ favs: '/svc/favs' })));
    vi.stubGlobal('fetch', fetch);
    prefetchServiceMap(MAP_URL);
    prefetchServiceMap(MAP_URL);
    expect(await loadServiceMap(MAP_URL)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(MAP_URL, { credentials: 'omit' });
    expect(serviceUrl('favs')).toBe('https://kit.example/svc/favs');
    // Taken once: a later load (another configure) asks again.
    await loadServiceMap(MAP_URL);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a prefetch that failed is reported by loadServiceMap, as its own fetch would be', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    prefetchServiceMap(MAP_URL);
    await Promise.resolve();
    expect(await loadServiceMap(MAP_URL)).toBe(false);
    expect(error.mock.calls[0]![0]).toContain('could not load the service map https://kit.example/config/services.json: Failed to fetch');
  });

  it('the map a page names in <vt-store services> is the one asked for, resolved against the page; none or a bad URL gives none', () => {
    document.body.innerHTML = '<vt-store services="/config/services.json"></vt-store>';
    expect(namedServiceMapUrl(document)).toBe(new URL('/config/services.json', document.baseURI).href);
    document.body.innerHTML = '<vt-store services="http://[bad"></vt-store>';
    expect(namedServiceMapUrl(document)).toBeUndefined();
    document.body.innerHTML = '<vt-store locale="kz"></vt-store>';
    expect(namedServiceMapUrl(document)).toBeUndefined();
    document.body.innerHTML = '';
  });
});
