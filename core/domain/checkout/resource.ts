import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { getStore } from '../../platform/store';

export type Loadable<T> =
  { status: 'idle' | 'loading'; key?: string } | { status: 'ready'; key: string; value: T } | { status: 'error'; key: string; error: unknown };

export interface Resource<T, A> {
  atom: PrimitiveAtom<Loadable<T>>;
  /** Loads for these arguments unless already loaded for them; a failure stays in the atom (never rejects). */
  load(args: A, options?: { force?: boolean }): Promise<Loadable<T>>;
  reset(): void;
}

/**
 * One server read of checkout kept in the shared store, keyed by its arguments (the courier slots
 * of an office, the cards of a currency): asked once per key, again after a failure or when forced.
 */
export function createResource<T, A>(keyOf: (args: A) => string, fetcher: (args: A) => Promise<T>): Resource<T, A> {
  const state = atom<Loadable<T>>({ status: 'idle' });
  const pending = new Map<string, Promise<Loadable<T>>>();
  return {
    atom: state,
    load(args, options = {}) {
      const store = getStore();
      const key = keyOf(args);
      const current = store.get(state);
      if (!options.force && current.status === 'ready' && current.key === key) return Promise.resolve(current);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      store.set(state, { status: 'loading', key });
      const promise = fetcher(args)
        .then(
          (value): Loadable<T> => ({ status: 'ready', key, value }),
          (error: unknown): Loadable<T> => ({ status: 'error', key, error }),
        )
        .then((next) => {
          pending.delete(key);
          const now = store.get(state);
          // A later request for another key wins.
          if (now.key === key) store.set(state, next);
          return next;
        });
      pending.set(key, promise);
      return promise;
    },
    reset() {
      pending.clear();
      getStore().set(state, { status: 'idle' });
    },
  };
}

export function readyValue<T>(loadable: Loadable<T>): T | undefined {
  return loadable.status === 'ready' ? loadable.value : undefined;
}
