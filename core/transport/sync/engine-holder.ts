import { atom, type Atom } from 'jotai/vanilla';
import { getStore } from '../../platform/store';
import type { SyncEngine, SyncStatus } from './engine';
import type { SyncState } from './types';

export interface EngineHolder<D> {
  /** The page's engine (created on first use, shared by every chunk through globalThis). */
  get(): SyncEngine<D>;
  /** Installs another engine (tests); atoms derived from `stateAtom` follow it. */
  set(engine: SyncEngine<D> | undefined): void;
  /** The current engine's state and status, for derived atoms. */
  stateAtom: Atom<SyncState<D>>;
  statusAtom: Atom<SyncStatus>;
}

export function engineHolder<D>(id: string, create: () => SyncEngine<D>): EngineHolder<D> {
  const key = Symbol.for(`vitrina.${id}.engine`);
  const holder = globalThis as Record<symbol, SyncEngine<D> | undefined>;
  const revisionKey = Symbol.for(`vitrina.${id}.engine-revision`);
  const revisionAtom = ((globalThis as Record<symbol, unknown>)[revisionKey] ??= atom(0)) as ReturnType<typeof atom<number>>;
  const get = () => (holder[key] ??= create());
  return {
    get,
    set(engine) {
      holder[key] = engine;
      getStore().set(revisionAtom, (n) => n + 1);
    },
    stateAtom: atom((read) => {
      read(revisionAtom);
      return read(get().stateAtom);
    }),
    statusAtom: atom((read) => {
      read(revisionAtom);
      return read(get().statusAtom);
    }),
  };
}
