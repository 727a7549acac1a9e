import { atom } from 'jotai/vanilla';
import { DEFAULT_FAVORITE_KIND, type FavoriteData, type FavoriteKind } from '../../../contracts/favorites';
import { isSignedIn } from '../../transport/token';
import { settingsAtom } from '../settings';
import { getStore } from '../../platform/store';
import { LimitReachedError, SignInRequiredError, followSession, clubInRuAtom, startGrade } from '../../transport/sync';
import { favoritesEngine, favoritesStateAtom } from './engine';
import { pagePart } from '../../platform/page';

/** storefront-shell.md §9 "read cap 4000": at most this many favourites are read from the cache. */
export const FAVORITES_READ_CAP = 4000;
/** §5: "Adding a new item when count is at or above the limit throws ... favorites.ponedMaxStorage with the limit". */
export const FAVORITES_LIMIT_MESSAGE_KEY = 'favorites.ponedMaxStorage';

/** §9: favoritesLimitDefault (2000), favoritesLimitWbClub (4000) for a club subscriber in ru. */
export const favoritesLimitAtom = atom((get) => {
  const { variables } = get(settingsAtom);
  return get(clubInRuAtom) ? variables.favoritesLimitWbClub : variables.favoritesLimitDefault;
});

/** The live favourites, newest first, capped at the read cap (deleted ones are hidden at once, §4). */
export const favoritesListAtom = atom((get) => {
  const items = Object.values(get(favoritesStateAtom).items).map((e) => e.data);
  items.sort((a, b) => b.timestamp - a.timestamp || b.characteristicId - a.characteristicId);
  return items.length > FAVORITES_READ_CAP ? items.slice(0, FAVORITES_READ_CAP) : items;
});

/** The products of the listed favourites, one array per change (a list mount reads it, not rebuilds it). */
export const favoriteProductIdsAtom = atom((get) => get(favoritesListAtom).map((item) => item.cod1S));

/** characteristicIds in favourites, for the toggles. */
export const favoriteIdsAtom = atom((get) => new Set(Object.keys(get(favoritesStateAtom).items).map(Number)));

export interface FavoriteInput {
  characteristicId: number;
  cod1S: number;
  kind?: FavoriteKind;
  targetUrl?: string;
  meta?: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * §4 "Favourites": adds (needs sign-in, §5), or — for an item already there — only refreshes its
 * timestamp. Rejects with SignInRequiredError or LimitReachedError(favorites.ponedMaxStorage, {count: limit}).
 */
export async function addFavorite(input: FavoriteInput): Promise<void> {
  if (!isSignedIn()) throw new SignInRequiredError('adding a favourite');
  const store = getStore();
  const engine = favoritesEngine();
  const key = String(input.characteristicId);
  const existing = store.get(engine.stateAtom).items[key]?.data;
  if (existing) return engine.change([{ key, kind: 'add', data: { ...existing, timestamp: nowSeconds() } }]);
  const limit = store.get(favoritesLimitAtom);
  if (Object.keys(store.get(engine.stateAtom).items).length >= limit) throw new LimitReachedError(FAVORITES_LIMIT_MESSAGE_KEY, { count: limit });
  const data: FavoriteData = {
    characteristicId: input.characteristicId,
    cod1S: input.cod1S,
    timestamp: nowSeconds(),
    kind: input.kind ?? DEFAULT_FAVORITE_KIND,
    targetUrl: input.targetUrl ?? '',
    meta: input.meta ?? '',
  };
  return engine.change([{ key, kind: 'add', data }]);
}

/** §4: the item disappears at once; the delete is queued and synced. */
export async function removeFavorite(characteristicId: number): Promise<void> {
  const engine = favoritesEngine();
  const key = String(characteristicId);
  const existing = getStore().get(engine.stateAtom).items[key]?.data;
  if (!existing) return;
  return engine.change([{ key, kind: 'delete', data: existing }]);
}

export function isFavorite(characteristicId: number): boolean {
  return getStore().get(favoriteIdsAtom).has(characteristicId);
}

/** Loads the current user's favourites and follows sign-in changes (once per runtime). */
export function startFavorites(): Promise<void> {
  return pagePart('favoritesSession', () => Promise.all([followSession(favoritesEngine()), startGrade()]).then(() => undefined));
}
