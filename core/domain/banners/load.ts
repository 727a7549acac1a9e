/**
 * Loading one banner area (storefront-shell.md §7 "GET banners service ...; static fallbacks",
 * §8 "Banner API failure or empty result falls back to static banner files", §9 "Banner cache
 * 5 min, cache version 5").
 */
import { hasService, serviceUrl } from '../../transport/services';
import { HttpError, request } from '../../transport/http';
import type { BannerCache } from './cache';
import { getBannerCache } from './cache-storage';
import { bannersServiceQuery, fitsApplication, reshapeBanners, staticBannersPath, type Banner, type BannerRequest } from '../../../contracts/banners';

/** Where the shown list came from; 'none' when the service and the static file both failed. */
export type BannerSource = 'cache' | 'service' | 'static' | 'none';

export interface BannerLoadResult {
  banners: Banner[];
  source: BannerSource;
  /** The last failure, when the list is not the service's own. */
  error?: Error;
}

export interface LoadBannersOptions {
  cache?: BannerCache;
  now?: () => number;
  signal?: AbortSignal;
}

/** The service's list is unusable: not a list, or no banner for this page. */
class EmptyBannersError extends Error {
  override name = 'EmptyBannersError';
}

/**
 * The banners of one area for this page's app type: the cached answer while fresh, else the
 * service (cached when it gave banners), else the static file. Never rejects (a cancelled call
 * still rejects, so a stale load cannot overwrite a newer one).
 */
export async function loadBanners(bannerRequest: BannerRequest, options: LoadBannersOptions = {}): Promise<BannerLoadResult> {
  const cache = options.cache ?? getBannerCache();
  const now = options.now ?? Date.now;
  let query: ReturnType<typeof bannersServiceQuery>;
  try {
    query = bannersServiceQuery(bannerRequest);
  } catch (error) {
    return { banners: [], source: 'none', error: asError(error) };
  }
  const usable = (payload: unknown) => {
    const { banners, malformed } = reshapeBanners(payload, { baseUrl: baseUrl() });
    const fitting = banners.filter((banner) => fitsApplication(banner.applicationType, bannerRequest.appType));
    return malformed ? null : fitting;
  };

  const cached = usable(cache.read(query, now()));
  if (cached && cached.length > 0) return { banners: cached, source: 'cache' };

  let failure: Error;
  try {
    const payload = await request({ url: { group: 'banners' }, query, ...(options.signal ? { signal: options.signal } : {}) });
    const banners = usable(payload);
    if (banners && banners.length > 0) {
      cache.write(query, payload, now());
      return { banners, source: 'service' };
    }
    failure = new EmptyBannersError(banners ? 'the banners service gave no banners' : 'the banners service answer is not a list');
  } catch (error) {
    if (options.signal?.aborted) throw error;
    failure = asError(error);
  }

  try {
    const payload = await request({ url: { group: 'static', path: staticBannersPath(bannerRequest) }, ...(options.signal ? { signal: options.signal } : {}) });
    const banners = usable(payload);
    if (banners) return { banners, source: 'static', error: failure };
    return { banners: [], source: 'none', error: new EmptyBannersError('the static banners file is not a list') };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { banners: [], source: 'none', error: asError(error) };
  }
}

/** Relative creative and pixel addresses resolve against the static base (DESIGN.md service map). */
function baseUrl(): string | undefined {
  if (hasService('static')) return `${serviceUrl('static')}/`;
  return typeof location === 'undefined' ? undefined : location.href;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new HttpError(String(error), '');
}
