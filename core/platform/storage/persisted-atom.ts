/**
 * One locally stored value in the shared store, followed by other tabs: read from storage the
 * first time anything asks, written through core/storage (kept in memory for the page when the
 * storage refuses), announced on the bus. Used by the search history, the hidden-balance flag and
 * the delivery address.
 */
import { atom, type Atom } from 'jotai/vanilla';
import { getBus } from '../bus';
import { getStore } from '../store';
import { persistedValue } from './persisted-value';

export interface PersistedAtom<T> {
  atom: Atom<T>;
  get(): T;
  /** Shows the value everywhere on the page, stores it, tells other tabs. */
  set(value: T): void;
  /** Applies other tabs' values (idempotent). */
  follow(): void;
  /** Forgets the in-page copy: the next read comes from storage (tests; another account). */
  reload(): void;
}

export function persistedAtom<T>(storageKey: string, topic: string, sanitize: (raw: unknown) => T): PersistedAtom<T> {
  const stored = persistedValue<T>(storageKey, sanitize);
  // `epoch` makes a reload recompute even when nothing was set in between.
  const baseAtom = atom<{ epoch: number; value?: T }>({ epoch: 0 });
  const valueAtom = atom((get) => {
    const base = get(baseAtom);
    return 'value' in base ? (base.value as T) : stored.read();
  });
  let following = false;
  const put = (value: T) => getStore().set(baseAtom, (base) => ({ epoch: base.epoch, value }));
  return {
    atom: valueAtom,
    get: () => getStore().get(valueAtom),
    set(value) {
      put(value);
      stored.write(value);
      getBus().post(topic, value);
    },
    follow() {
      if (following) return;
      following = true;
      getBus().subscribe(topic, (payload) => put(sanitize(payload)));
    },
    reload: () => getStore().set(baseAtom, (base) => ({ epoch: base.epoch + 1 })),
  };
}
