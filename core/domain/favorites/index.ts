export { FAVORITES_CACHE_NAME, FAVORITES_CACHE_VERSION, favoritesEngine, createFavoritesEngine, setFavoritesEngine } from './engine';
export {
  addFavorite,
  removeFavorite,
  isFavorite,
  startFavorites,
  favoritesListAtom,
  favoriteIdsAtom,
  favoritesLimitAtom,
  FAVORITES_READ_CAP,
  FAVORITES_LIMIT_MESSAGE_KEY,
  type FavoriteInput,
} from './favorites';
export { favoritesCountAtom } from './count';
export { loadFavoritesCountAtom } from './count-on-demand';
export { isDeletedGood } from './deleted-view';
export { favoriteProductIdsAtom } from './favorites';
