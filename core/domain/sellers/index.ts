export { sellersEngine, createSellersEngine, setSellersEngine, SELLERS_CACHE_NAME, SELLER_TS_STEP_MS } from './engine';
export {
  followSeller,
  unfollowSeller,
  loadSellerInfo,
  startFavoriteSellers,
  favoriteSellersAtom,
  favoriteSellerIdsAtom,
  sellerInfoAtom,
  favoriteSellersEnabledAtom,
  FeatureOffError,
  FAVORITE_SELLERS_LIMIT,
  SELLERS_LIMIT_MESSAGE_KEY,
  SELLER_UNDO_MS,
  SELLER_ENRICH_BATCH,
  type UnfollowUndo,
} from './sellers';
