import { withLock } from '../../platform/locks';
import { DATA_LOCK_WAIT_MS, LOCK_TTL_MS } from './constants';

/**
 * Runs `fn` under a named lock: one tab at a time, and in order within the tab. If the lock
 * cannot be had in time the work runs anyway: a late write is better than a lost change.
 */
export interface Locker {
  <T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Runs `fn` only if no tab holds `name`; 'skipped' otherwise. */
  trySend<T>(name: string, fn: () => Promise<T>): Promise<T | 'skipped'>;
}

/** Runs each `fn` of one name after the previous one settled (order within the tab). */
function serialiser() {
  const chains = new Map<string, Promise<unknown>>();
  return <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const next = (chains.get(name) ?? Promise.resolve()).then(fn, fn);
    chains.set(
      name,
      next.catch(() => undefined),
    );
    return next;
  };
}

export function createLocker(): Locker {
  const inTab = serialiser();
  const locker = (<T>(name: string, fn: () => Promise<T>) =>
    inTab(name, async () => {
      const outcome = await withLock(name, LOCK_TTL_MS, fn, { waitMs: DATA_LOCK_WAIT_MS });
      return outcome.acquired ? outcome.value : fn();
    })) as Locker;
  locker.trySend = async <T>(name: string, fn: () => Promise<T>) => {
    const outcome = await withLock(name, LOCK_TTL_MS, fn);
    return outcome.acquired ? outcome.value : 'skipped';
  };
  return locker;
}

/** One tab only (unit tests, or a page without other tabs): in-order, no cross-tab lock. */
export function createLocalLocker(): Locker {
  const locker = serialiser() as Locker;
  const busy = new Set<string>();
  locker.trySend = async <T>(name: string, fn: () => Promise<T>) => {
    if (busy.has(name)) return 'skipped' as const;
    busy.add(name);
    try {
      return await fn();
    } finally {
      busy.delete(name);
    }
  };
  return locker;
}
