import { reshapeMetaTags, type MetaTags } from '../../../../contracts/meta-tags';
import { NotFoundError, request } from '../../../transport/http';
import { META_TAGS_PATH, BRAND_META_TAGS_PATH } from '../../../../contracts/meta-tags';

export const META_TAGS_TIMEOUT_MS = 3_000;
export type { MetaTags };

/**
 * The meta tags of a page: a brand page asks the brand call by its slug, every other page the
 * route call with its path and query. Null when the server has none (404).
 */
export async function loadMetaTags(url: URL, signal?: AbortSignal): Promise<MetaTags | null> {
  const brand = /^\/brands\/([^/]+)/.exec(url.pathname)?.[1];
  const common = { timeout: META_TAGS_TIMEOUT_MS, parse: reshapeMetaTags, ...(signal ? { signal } : {}) };
  try {
    return brand
      ? await request({ ...common, url: { group: 'site', path: `${BRAND_META_TAGS_PATH}${brand}` }, query: { name: decodeURIComponent(brand) } })
      : await request({ ...common, url: { group: 'site', path: META_TAGS_PATH }, query: { targetUrl: url.pathname, query: url.search.replace(/^\?/, '') } });
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
