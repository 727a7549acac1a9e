import { createStore } from 'jotai/vanilla';
import { pagePart } from '../page';

export type Store = ReturnType<typeof createStore>;

/**
 * The one jotai store of the page (DESIGN.md "State lives in ONE jotai store per page"), a part of
 * the page's runtime: every widget chunk, and a second copy of the bundle loaded from another URL,
 * read and write the same atoms.
 */
export function getStore(): Store {
  return pagePart('store', () => createStore());
}
