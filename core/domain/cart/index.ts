export { cartEngine, createCartEngine, setCartEngine, mergeCartUpdates, mergeServerLine, CART_CACHE_NAME } from './engine';
export {
  addToCart,
  setCartQuantity,
  setIncludeInOrder,
  removeFromCart,
  cartLimitAtom,
  cartDataAtom,
  cartLinesAtom,
  cartTotalsAtom,
  cartNetworkErrorAtom,
  CART_LIMIT_MESSAGE_KEY,
  DOUBLE_BASKET_LIMIT_SWITCH,
  type CartAddInput,
  type CartTotals,
} from './cart';
export { cartQuantityAtom } from './count';
export { loadCartQuantityAtom } from './count-on-demand';
export { applyCartRules, includeNewLine, type CartLineView, type LineStock } from './rules';
export { productsAtom, loadProducts, forgetProducts, batches, CATALOG_BATCH_SIZE, CATALOG_RETRIES } from './catalog-cards';
export { startCart, migrateGuestCart } from './session';
export { BasketError, BASKET_UNKNOWN_ERROR, LimitReachedError, SignInRequiredError } from '../../transport/sync';
export { productThumbUrl } from './product-image';
export { deliveryWayAtom, setDeliveryWay, DELIVERY_WAYS, type DeliveryWay } from './delivery';
export { cartProductIdsAtom } from './cart';
export { withCatalogRetries } from './catalog-cards';
export { cartStateAtom } from './engine';
export { lineTotal, lineUnitPrice, orderedPieces, type PricedLine } from './line-price';
