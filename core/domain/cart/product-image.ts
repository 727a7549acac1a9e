import { cdnConfigAtom, chooseHost, productImageUrl } from '../settings';
import type { ImageSize } from '../settings';
import { serviceUrl } from '../../transport/services';
import { getStore } from '../../platform/store';

/** URLs kept per CDN config (a list row mounts often: every remount of 4000 favourites in the bench). */
export const THUMB_URL_CACHE_SIZE = 5000;

let cache: { config: unknown; reserveHost: string; urls: Map<string, string | undefined> } | null = null;

function cachedUrls(config: unknown, reserveHost: string): Map<string, string | undefined> {
  if (!cache || cache.config !== config || cache.reserveHost !== reserveHost || cache.urls.size >= THUMB_URL_CACHE_SIZE) {
    cache = { config, reserveHost, urls: new Map() };
  }
  return cache.urls;
}

/** The first picture of a product (storefront-shell.md §7 Content URLs); undefined when it has none or no host is known yet. */
export function productThumbUrl(nmId: number, pics: number, size: ImageSize = 'c246x328'): string | undefined {
  if (pics < 1) return undefined;
  try {
    const config = getStore().get(cdnConfigAtom);
    const reserveHost = serviceUrl('images');
    const urls = cachedUrls(config, reserveHost);
    const key = `${nmId}/${size}`;
    if (urls.has(key)) return urls.get(key);
    const url = productImageUrl(chooseHost(config, nmId, { kind: 'product', reserveHost }), { nmId, index: 1 }, size);
    urls.set(key, url);
    return url;
  } catch {
    return undefined;
  }
}
