import { atom, type Atom } from 'jotai/vanilla';
import { cartStateAtom } from './engine';

/**
 * The header's short basket info (storefront-shell.md §3 "Basket info: BasketQuantity"): the
 * number of items in the cart, derived from the cached lines; widgets only read it.
 */
export const cartQuantityAtom: Atom<number> = atom((get) => Object.values(get(cartStateAtom).items).reduce((sum, entry) => sum + entry.data.quantity, 0));
