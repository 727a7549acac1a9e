/**
 * The cart's lines as checkout reads them. The cart and its sync engine (core/cart, core/sync:
 * ~9 KB gz) load in a chunk of their own (DESIGN.md "Budgets"): buy-it-now orders one
 * item and never needs them, and on the basket the lines exist only once the engine has read its
 * cache (IndexedDB, asynchronous), so the checkout's first paint never had them. Until the module
 * is here the checkout sees no lines, exactly as before the cache is read.
 */
import { atom, type Atom } from 'jotai/vanilla';
import type { CartLineView } from '../cart';
import { getStore } from '../../platform/store';

const NO_LINES: CartLineView[] = [];
const sourceAtom = atom<Atom<CartLineView[]> | null>(null);

export const checkoutCartLinesAtom = atom((get): CartLineView[] => {
  const source = get(sourceAtom);
  return source ? get(source) : NO_LINES;
});

/** Loads the cart module (the browser fetches it once) and has checkout read its lines from then on. */
export async function loadCheckoutCart(): Promise<typeof import('./cart-on-demand')> {
  const cart = await import('./cart-on-demand');
  getStore().set(sourceAtom, cart.cartLinesAtom);
  return cart;
}

/**
 * The basket's checkout: the cart module, then the cart itself (guest: local; signed in: synced).
 * Never rejects: false when the module could not be loaded (the checkout says so and offers a retry).
 */
export async function startCheckoutCart(): Promise<boolean> {
  try {
    const { startCart } = await loadCheckoutCart();
    void startCart();
    return true;
  } catch (error) {
    console.error('[vitrina] <vt-checkout> could not load the cart', error);
    return false;
  }
}
