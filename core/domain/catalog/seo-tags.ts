/**
 * The SEO tags of a catalog category (storefront-routing-wallet.md §7, 3 s): the searches a
 * category page offers as chips. A read that fails, times out (3000 ms) or answers malformed gives
 * no tags and one logged error per page; a category without tags (404) gives none, silently.
 */
import { reshapeSeoTags, SEO_CATALOG_TAGS_TIMEOUT_MS, seoCatalogTagsPath, type SeoTag } from '../../../contracts/seo-catalog-tags';
import { NotFoundError, request } from '../../transport/http';
import { logException } from '../../transport/logging';
import { pagePart } from '../../platform/page';

export interface SeoTagsDeps {
  log?: (error: unknown, data: unknown) => unknown;
}

/** The loader: the category's tags, [] when it has none or the read failed (never rejects). */
export function createSeoTagsLoader({ log = (error, data) => logException(error, data) }: SeoTagsDeps = {}): (categoryPath: string) => Promise<SeoTag[]> {
  let logged = false;
  return async (categoryPath) => {
    try {
      return (
        (await request({ url: { group: 'static', path: seoCatalogTagsPath(categoryPath) }, timeout: SEO_CATALOG_TAGS_TIMEOUT_MS, parse: reshapeSeoTags })) ?? []
      );
    } catch (error) {
      if (!(error instanceof NotFoundError) && !logged) {
        logged = true;
        void log(error, { call: 'seo-catalog-tags' });
      }
      return [];
    }
  };
}

/** The page's loader (one logged error per page). */
export function loadSeoTags(categoryPath: string): Promise<SeoTag[]> {
  return pagePart('seoTags', () => createSeoTagsLoader())(categoryPath);
}
