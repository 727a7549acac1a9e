/** The page's banner cache (§9 "Banner cache 5 min, cache version 5") over the kit's local storage area. */
import { KIT_KEY_PREFIX, getSyncArea, setWithQuotaRule } from '../../platform/storage';
import { BANNER_CACHE_STORAGE_KEY, createBannerCache, type BannerCache } from './cache';

/** Stored as 'vitrina:banners-cache'. */
export const BANNER_CACHE_KEY = `${KIT_KEY_PREFIX}${BANNER_CACHE_STORAGE_KEY}`;

let cache: BannerCache | undefined;

/** One cache per page; a full storage applies the §5 quota rule and, failing that, the write is just skipped. */
export function getBannerCache(): BannerCache {
  return (cache ??= createBannerCache(
    {
      get: (key) => getSyncArea().get(key),
      set: (key, value) => setWithQuotaRule(getSyncArea(), key, value),
    },
    BANNER_CACHE_KEY,
  ));
}

/** For tests. */
export function resetBannerCache(): void {
  cache = undefined;
}
