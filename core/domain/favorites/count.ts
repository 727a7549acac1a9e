import { atom, type Atom } from 'jotai/vanilla';
import { favoritesStateAtom } from './engine';

/** How many favourite goods the shopper keeps (deleted-but-unsynced items excluded); widgets only read it. */
export const favoritesCountAtom: Atom<number> = atom((get) => Object.keys(get(favoritesStateAtom).items).length);
