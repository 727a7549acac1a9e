import type { Atom } from 'jotai/vanilla';

/** The basket's item count (./count), with the cart's sync engine behind it, loaded when first shown. */
export const loadCartQuantityAtom = (): Promise<Atom<number>> => import('./count').then(({ cartQuantityAtom }) => cartQuantityAtom);
