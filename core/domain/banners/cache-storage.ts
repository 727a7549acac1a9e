/** The page's banner cache (§9 "Banner cache 5 min, cache version 5") over the kit's local storage area. */
import { KIT_KEY_PREFIX, getSyncArea, setWithQuotaRule } from '../../platform/storage';
import { BANNER_CACHE_STORAGE_KEY, createBannerCache, type BannerCache } from './cache';
import { pagePart } from '../../platform/page';

/** Stored as 'vitrina:banners-cache'. */
export const BANNER_CACHE_KEY = `${KIT_KEY_PREFIX}${BANNER_CACHE_STORAGE_KEY}`;

/**
 * One cache per page (a part of the page's runtime); a full storage applies the §5 quota rule and,
 * failing that, the write is just skipped.
 */
export function getBannerCache(): BannerCache {
  return pagePart('bannerCache', (): BannerCache =>
    createBannerCache(
      {
        get: (key) => getSyncArea().get(key),
        set: (key, value) => setWithQuotaRule(getSyncArea(), key, value),
      },
      BANNER_CACHE_KEY,
    ),
  );
}
