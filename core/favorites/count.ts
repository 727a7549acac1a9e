import { atom, type Atom } from 'jotai/vanilla';

/** How many favourite goods the shopper keeps (deleted-but-unsynced items excluded); widgets only read it. */
export const favoritesCountAtom: Atom<number> = atom(0);
