/**
 * What checkout uses of the cart, imported on demand (cart-lines.ts). One small entry of its own:
 * importing core/cart/cart or core/cart/session themselves on demand would make their shared
 * chunks dynamic-entry facades, which keep every export and grow by ~250 B gz for each widget
 * that imports them statically (<vt-cart>, <vt-favorites>, <vt-add-to-cart>).
 */
export { cartLinesAtom, removeFromCart } from '../cart';
export { startCart } from '../cart';
