import { atom, type Atom } from 'jotai/vanilla';
import { getStore } from '../../platform/store';
import type { SyncEngine, SyncStatus } from './engine';
import type { SyncState } from './types';
import { pagePart, pageScope } from '../../platform/page';

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
  const name = `${id}.engine`;
  // The revision atom is a page part too: a second copy of the kit must read the same atom.
  const revisionAtom = () => pagePart(`${id}.engineRevision`, () => atom(0));
  const get = () => pagePart(name, create);
  return {
    get,
    set(engine) {
      pageScope().parts.set(name, engine);
      getStore().set(revisionAtom(), (n) => n + 1);
    },
    stateAtom: atom((read) => {
      read(revisionAtom());
      return read(get().stateAtom);
    }),
    statusAtom: atom((read) => {
      read(revisionAtom());
      return read(get().statusAtom);
    }),
  };
}
