/**
 * The cart behind the favourites' "add to cart" buttons, loaded right after the list's first paint
 * (DESIGN.md "Budgets": the favourites' chunk stays under 20 KB; the list shows before the cart's
 * session and sync engine arrive). A click before then waits for this chunk.
 */
export { addToCart, startCart } from '../../core/domain/cart';
