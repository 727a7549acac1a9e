import { createStore } from 'jotai/vanilla';

export type Store = ReturnType<typeof createStore>;

const STORE_KEY = Symbol.for('vitrina.store');

type StoreHolder = { [STORE_KEY]?: Store };

/**
 * The one jotai store of the page (DESIGN.md "State lives in ONE jotai store per page").
 * Kept on globalThis under a registered symbol so every widget chunk, and a second copy
 * of the bundle loaded from another URL, read and write the same atoms.
 */
export function getStore(): Store {
  const holder = globalThis as StoreHolder;
  return (holder[STORE_KEY] ??= createStore());
}
