/**
 * The shopper's saved favourites sort (routing-wallet §2.4 "sort (default: saved sort, else
 * popular)"): the last sort they picked, stored locally and followed by other tabs.
 */
import { atom } from 'jotai/vanilla';
import { persistedAtom } from '../../core/platform/storage';
import { DEFAULT_FAVORITE_SORT, readFavoriteSort, type FavoriteSort } from './filter';

export const FAVORITES_SORT_STORAGE_KEY = 'favorites-sort';
const FAVORITES_SORT_TOPIC = 'favorites:sort';

const saved = persistedAtom<FavoriteSort | null>(FAVORITES_SORT_STORAGE_KEY, FAVORITES_SORT_TOPIC, (raw) => readFavoriteSort(raw) ?? null);

/** The sort the list starts with when nothing names one: the saved one, else popular. */
export const defaultFavoriteSortAtom = atom((get) => get(saved.atom) ?? DEFAULT_FAVORITE_SORT);

export function saveFavoriteSort(sort: FavoriteSort): void {
  saved.follow();
  saved.set(sort);
}

export function followSavedFavoriteSort(): void {
  saved.follow();
}
