import type { Atom } from 'jotai/vanilla';

/** The favourites' count (./count), with their sync engine behind it, loaded when first shown. */
export const loadFavoritesCountAtom = (): Promise<Atom<number>> => import('./count').then(({ favoritesCountAtom }) => favoritesCountAtom);
