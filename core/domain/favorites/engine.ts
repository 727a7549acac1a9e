import { favoriteOp, isFavoriteData, reshapeFavoritesAnswer, type FavoriteData } from '../../../contracts/favorites';
import { SYNC_DEBOUNCE_MS, SYNC_TIMEOUT_MS, createSyncEngine, engineHolder, type SyncDeps, type SyncEngine } from '../../transport/sync';

/** storefront-shell.md §9 "cache version 2": the favourites cache database. */
export const FAVORITES_CACHE_VERSION = 2;
export const FAVORITES_CACHE_NAME = `favorites-v${FAVORITES_CACHE_VERSION}`;

export function createFavoritesEngine(deps?: SyncDeps): SyncEngine<FavoriteData> {
  return createSyncEngine<FavoriteData>(
    {
      name: FAVORITES_CACHE_NAME,
      group: 'favs',
      metric: 'favs',
      policy: 'keep-newer-pending',
      schedule: { debounceMs: SYNC_DEBOUNCE_MS }, // §4 "Debounced sync (3 s) follows each change"
      timeoutMs: SYNC_TIMEOUT_MS, // §9 "Favourites debounce 3 s, timeout 10 s"
      toWire: favoriteOp,
      parseAnswer: reshapeFavoritesAnswer,
      isData: isFavoriteData,
    },
    deps,
  );
}

/** The page's one favourites engine (shared by every chunk). */
const holder = engineHolder<FavoriteData>('favorites', () => createFavoritesEngine());

/** The page's one engine (shared by every chunk). */
export const favoritesEngine = holder.get;
/** For tests: install an engine built with fakes. */
export const setFavoritesEngine = holder.set;
/** The current engine's state and status (derived atoms read these). */
export const favoritesStateAtom = holder.stateAtom;
export const favoritesStatusAtom = holder.statusAtom;
