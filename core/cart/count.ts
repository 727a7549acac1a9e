import { atom, type Atom } from 'jotai/vanilla';

/**
 * The header's short basket info (storefront-shell.md §3 "Basket info: BasketQuantity"): the
 * number of items in the cart. The cart module derives it from its lines; widgets only read it.
 */
export const cartQuantityAtom: Atom<number> = atom(0);
