import { atom } from 'jotai/vanilla';

/**
 * Bumped when texts of the page's language arrive for elements already on screen (an element that
 * appeared while its file was on the way): every translate hook reads it, so they paint again.
 */
export const textsRevisionAtom = atom(0);
