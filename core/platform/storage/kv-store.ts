import { isQuotaExceededError } from './errors';
import { openIdbKv, type IdbKv } from './idb';
import { parseJsonText, toJsonText, type Validate } from './local-json';
import { byteSize, logEviction, pickEvictionVictim, storageFull } from './quota';
import { KIT_KEY_PREFIX, getSyncArea, setWithQuotaRule } from './sync-area';

export type KvBackendKind = 'indexedDB' | 'localStorage' | 'memory';

/** An async key-value store of JSON values (stored as JSON text everywhere, so every backend gives back the same thing). */
export interface KvStore<T = unknown> {
  get(key: string): Promise<T | undefined>;
  /** Rejects with StorageFullError (after the quota rule) or StorageValueError; the caller still holds its value. */
  set(key: string, value: T): Promise<void>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
  /** Where the data lives now: IndexedDB, else localStorage, else memory. */
  backend(): Promise<KvBackendKind>;
}

export interface KvStoreOptions<T> {
  /** Values read back that fail this are treated as missing (and logged). */
  validate?: Validate<T>;
  /** The IndexedDB factory; defaults to globalThis.indexedDB. null forces the fallback. */
  indexedDB?: IDBFactory | null;
}

/** What a backend does with JSON text. */
interface Backend {
  kind(): KvBackendKind;
  get(key: string): Promise<string | undefined>;
  set(key: string, text: string): Promise<void>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

const DB_PREFIX = 'vitrina-';

/** storefront-shell.md §8: an IndexedDB failure falls back to local storage (and that, when blocked, to memory). */
function fallbackBackend(name: string): Backend {
  const area = getSyncArea();
  const prefix = `${KIT_KEY_PREFIX}kv:${name}:`;
  return {
    kind: () => area.kind,
    get: async (key) => area.get(prefix + key) ?? undefined,
    set: async (key, text) => setWithQuotaRule(area, prefix + key, text),
    delete: async (key) => area.remove(prefix + key),
    keys: async () =>
      area
        .keys()
        .filter((k) => k.startsWith(prefix))
        .map((k) => k.slice(prefix.length)),
  };
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The same quota rule inside one database: evict its largest value over 300 KB, log, retry once (§5, §8, §9). */
async function putWithQuotaRule(idb: IdbKv, area: string, key: string, text: string): Promise<void> {
  try {
    return await idb.put(key, text);
  } catch (error) {
    if (!isQuotaExceededError(error)) throw error;
    const entries = await idb.entries();
    const victim = pickEvictionVictim(entries.map(([k, v]) => ({ key: k, size: byteSize(textOf(v)) })));
    if (!victim) throw storageFull(area, key, byteSize(text), error);
    await idb.delete(victim.key);
    logEviction(area, victim);
  }
  try {
    await idb.put(key, text);
  } catch (error) {
    if (!isQuotaExceededError(error)) throw error;
    throw storageFull(area, key, byteSize(text), error);
  }
}

function idbBackend(idb: IdbKv, area: string): Backend {
  return {
    kind: () => 'indexedDB',
    get: async (key) => {
      const value = await idb.get(key);
      return value === undefined ? undefined : textOf(value);
    },
    set: (key, text) => putWithQuotaRule(idb, area, key, text),
    delete: (key) => idb.delete(key),
    keys: () => idb.keys(),
  };
}

async function chooseBackend(name: string, factory: IDBFactory | null | undefined): Promise<Backend> {
  if (!factory) {
    console.warn(`[vitrina] IndexedDB is missing: "${name}" uses local storage`);
    return fallbackBackend(name);
  }
  try {
    return idbBackend(await openIdbKv(factory, DB_PREFIX + name), `IndexedDB ${DB_PREFIX + name}`);
  } catch (error) {
    console.warn(`[vitrina] IndexedDB unavailable for "${name}": using local storage`, error);
    return fallbackBackend(name);
  }
}

function indexedDbOfPage(): IDBFactory | null {
  try {
    return globalThis.indexedDB ?? null; // reading the property throws in some sandboxed frames
  } catch {
    return null;
  }
}

const isTypedStorageError = (error: unknown) => error instanceof Error && (error.name === 'StorageFullError' || error.name === 'StorageValueError');

/**
 * createKvStore('favorites'): IndexedDB database "vitrina-favorites". If IndexedDB is missing,
 * cannot open, or fails later with anything but a full storage, the store moves for good to
 * localStorage keys "vitrina:kv:favorites:*", and to memory when localStorage is blocked.
 * The only errors that escape are StorageFullError and StorageValueError from set().
 */
export function createKvStore<T = unknown>(name: string, options: KvStoreOptions<T> = {}): KvStore<T> {
  if (!/^[\w.-]+$/.test(name)) throw new TypeError(`createKvStore: invalid store name "${name}"`);
  const factory = 'indexedDB' in options ? options.indexedDB : indexedDbOfPage();
  let backend = chooseBackend(name, factory);

  async function run<R>(op: (b: Backend) => Promise<R>): Promise<R> {
    const current = await backend;
    try {
      return await op(current);
    } catch (error) {
      if (current.kind() !== 'indexedDB' || isTypedStorageError(error)) throw error;
      console.warn(`[vitrina] IndexedDB failed for "${name}": using local storage from now on`, error);
      const fallback = fallbackBackend(name);
      backend = Promise.resolve(fallback);
      return op(fallback);
    }
  }

  const accept = (key: string, text: string | undefined): T | undefined => {
    if (text === undefined) return undefined;
    const value = parseJsonText(`${name}:${key}`, text);
    if (value === undefined) return undefined;
    if (!options.validate || options.validate(value)) return value as T;
    console.warn(`[vitrina] ${name}: stored "${key}" has an unexpected shape: ignored`);
    return undefined;
  };

  return {
    get: async (key) => accept(key, await run((b) => b.get(key))),
    set: async (key, value) => {
      const text = toJsonText(key, value);
      await run((b) => b.set(key, text));
    },
    delete: (key) => run((b) => b.delete(key)),
    keys: () => run((b) => b.keys()),
    backend: async () => (await backend).kind(),
  };
}
