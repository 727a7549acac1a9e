/**
 * Banner areas as page state: one atom per request (location, app type, display type, country,
 * culture, menu, brand), loaded once and shared by every carousel showing that area. A geo change
 * (the locale) empties the banner cache (§9 "cleared on geo change").
 */
import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { localeAtom } from '../../platform/locale';
import { getStore } from '../../platform/store';
import { getBannerCache } from './cache-storage';
import { bannerCacheKey } from './cache';
import { loadBanners, type BannerSource, type LoadBannersOptions } from './load';
import { bannersServiceQuery, staticBannersPath } from '../../../contracts/banners';
import type { Banner, BannerRequest } from '../../../contracts/banners';
import { pagePart } from '../../platform/page';

export interface BannerAreaState {
  status: 'idle' | 'loading' | 'ready';
  banners: Banner[];
  source?: BannerSource;
}

const IDLE: BannerAreaState = { status: 'idle', banners: [] };

interface Areas {
  atoms: Map<string, PrimitiveAtom<BannerAreaState>>;
  loads: Map<string, Promise<void>>;
  geoWatch?: () => void;
}

function areas(): Areas {
  return pagePart('bannerAreas', (): Areas => ({ atoms: new Map(), loads: new Map() }));
}

/** The key of a request; null when the request cannot be sent (bannersServiceQuery refuses it). */
export function bannerAreaKey(request: BannerRequest): string | null {
  try {
    return `${bannerCacheKey(bannersServiceQuery(request))}|${staticBannersPath(request)}`;
  } catch {
    return null;
  }
}

/** The atom of one area (idle until requested). */
export function bannerAreaAtom(key: string): PrimitiveAtom<BannerAreaState> {
  const { atoms } = areas();
  let areaAtom = atoms.get(key);
  if (!areaAtom) {
    areaAtom = atom<BannerAreaState>(IDLE);
    atoms.set(key, areaAtom);
  }
  return areaAtom;
}

/** Loads an area unless it is loaded or loading; resolves when its atom holds the answer. */
export function requestBannerArea(request: BannerRequest, options: LoadBannersOptions = {}): Promise<void> {
  watchGeoChange();
  const key = bannerAreaKey(request);
  if (key === null) return Promise.resolve();
  const state = areas();
  const store = getStore();
  const areaAtom = bannerAreaAtom(key);
  const pending = state.loads.get(key);
  if (pending) return pending;
  if (store.get(areaAtom).status === 'ready') return Promise.resolve();
  store.set(areaAtom, { ...store.get(areaAtom), status: 'loading' });
  const load = loadBanners(request, options)
    .then(
      (result) => store.set(areaAtom, { status: 'ready', banners: result.banners, source: result.source }),
      () => store.set(areaAtom, IDLE),
    )
    .finally(() => state.loads.delete(key));
  state.loads.set(key, load);
  return load;
}

/**
 * §9 "cleared on geo change": a new locale empties the cache and forgets every loaded area. Watched
 * from this module's evaluation (below): a listener made inside a load would keep the scope of its
 * caller alive, and the minifier inlines the load into the carousel's component, so the first
 * carousel would never be collected (the memory bench). The call in requestBannerArea makes
 * the watch in a runtime installed later (a test's fresh one).
 */
function watchGeoChange(): void {
  const state = areas();
  if (state.geoWatch) return;
  const store = getStore();
  state.geoWatch = store.sub(localeAtom, () => {
    getBannerCache().clearOnGeoChange();
    for (const [key, areaAtom] of state.atoms) if (!state.loads.has(key)) store.set(areaAtom, IDLE);
  });
}

watchGeoChange();
