import { pageDeps, pagePart, type PageDeps } from '../page';
import { isQuotaExceededError } from './errors';
import { byteSize, logEviction, pickEvictionVictim, storageFull } from './quota';

/** Every key the kit writes starts with this; only these keys are ever evicted (a partner page's own data is not ours). */
export const KIT_KEY_PREFIX = 'vitrina:';

/** A synchronous string key-value area: localStorage, or memory when localStorage is missing or blocked. */
export interface SyncArea {
  readonly kind: 'localStorage' | 'memory';
  get(key: string): string | null;
  /** Throws only a quota error; any other failure moves the area to memory and the write lands there. */
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

/** One memory map per page, shared by every chunk, so a blocked localStorage still gives one consistent view. */
function memoryMap(): Map<string, string> {
  return pagePart('memoryStorage', () => new Map<string, string>());
}

function memoryArea(): SyncArea {
  const map = memoryMap();
  return {
    kind: 'memory',
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

function reachableLocalStorage(deps: PageDeps): Storage | null {
  try {
    const storage = deps.localStorage();
    if (!storage) return null;
    storage.getItem(`${KIT_KEY_PREFIX}probe`); // blocked storage (private mode, sandbox, cookie policy) throws here
    return storage;
  } catch {
    return null;
  }
}

/** localStorage, switching for good to memory the first time it throws anything but a quota error. */
export function createSyncArea(deps: PageDeps = pageDeps()): SyncArea {
  const memory = memoryArea();
  let storage = reachableLocalStorage(deps);
  if (!storage) console.warn('[vitrina] localStorage is unavailable: keeping data in memory for this page');

  const fallBack = (error: unknown) => {
    console.warn('[vitrina] localStorage failed: keeping data in memory for this page', error);
    storage = null;
  };
  // Each operation on localStorage, or on memory once it has failed.
  function attempt<T>(onStorage: (s: Storage) => T, onMemory: () => T): T {
    if (!storage) return onMemory();
    try {
      return onStorage(storage);
    } catch (error) {
      if (isQuotaExceededError(error)) throw error;
      fallBack(error);
      return onMemory();
    }
  }

  return {
    get kind() {
      return storage ? 'localStorage' : 'memory';
    },
    get: (key) =>
      attempt(
        (s) => s.getItem(key),
        () => memory.get(key),
      ),
    set: (key, value) =>
      attempt(
        (s) => s.setItem(key, value),
        () => memory.set(key, value),
      ),
    remove: (key) =>
      attempt(
        (s) => s.removeItem(key),
        () => memory.remove(key),
      ),
    keys: () =>
      attempt(
        (s) => Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => k !== null),
        () => memory.keys(),
      ),
  };
}

/** The page's one synchronous area. */
export function getSyncArea(): SyncArea {
  return pagePart('syncArea', createSyncArea);
}

/**
 * Writes with the quota rule (storefront-shell.md §5/§8/§9): on a full storage the largest kit
 * item over 307200 bytes is evicted, logged, and the write retried once; else StorageFullError.
 */
export function setWithQuotaRule(area: SyncArea, key: string, value: string): void {
  try {
    area.set(key, value);
    return;
  } catch (error) {
    if (!isQuotaExceededError(error)) throw error;
    const victim = pickEvictionVictim(
      area
        .keys()
        .filter((k) => k.startsWith(KIT_KEY_PREFIX))
        .map((k) => ({ key: k, size: byteSize(area.get(k) ?? '') })),
    );
    if (!victim) throw storageFull(area.kind, key, byteSize(value), error);
    area.remove(victim.key);
    logEviction(area.kind, victim);
  }
  try {
    area.set(key, value);
  } catch (error) {
    if (!isQuotaExceededError(error)) throw error;
    throw storageFull(area.kind, key, byteSize(value), error);
  }
}
