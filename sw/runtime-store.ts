import { QUOTA_HEADROOM_BYTES, QUOTA_RETRIES, RUNTIME_PREFIX, RUNTIME_SCHEMA, type RuntimeCacheSpec } from './constants';
import type { EntryIndex, EntryRecord } from './entry-index';
import { isCacheable, toStored, verified, type StoredEntry } from './stored-entry';

const MATCH = { ignoreVary: true } as const;

export interface RuntimeStore {
  /** The cached answer, checked against its digest (a damaged entry is deleted: null); marks it used. */
  read(spec: RuntimeCacheSpec, key: string): Promise<Response | null>;
  /** Stores a whole 200 answer (making room on a quota error), then applies the cache's LRU caps. */
  write(spec: RuntimeCacheSpec, key: string, response: Response): Promise<boolean>;
  /** Stores an entry in any of the worker's caches, evicting the oldest runtime entries on a quota error. */
  putWithRoom(cacheName: string, key: string, entry: StoredEntry): Promise<boolean>;
  /** Deletes the entries of a runtime cache whose key fails the test (signed-out users' route data). */
  dropWhere(spec: RuntimeCacheSpec, drop: (key: string) => boolean): Promise<number>;
  /** On activate: runtime caches of another schema go, and entries the index does not know (their age is unknown). */
  tidy(current: readonly RuntimeCacheSpec[]): Promise<void>;
}

export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'QuotaExceededError' || error.code === 22 : (error as Error | null)?.name === 'QuotaExceededError';
}

/**
 * The runtime caches: route data, product cards and listings, pictures, the shell's data. Least
 * recently used entries leave first, whether a cache passes its caps or the origin its quota. Only
 * Cache API entries of this worker are ever evicted: the sync engine's queued writes live in the
 * page's IndexedDB and localStorage, which nothing here opens.
 */
export function createRuntimeStore(caches: CacheStorage, index: EntryIndex): RuntimeStore {
  /** Deletes runtime entries, least recently used first, until `bytes` are freed (at least one entry). */
  async function evictOldest(bytes: number, keep: { cache: string; url: string }): Promise<number> {
    const records = (await index.all())
      .filter((r) => r.cache.startsWith(RUNTIME_PREFIX) && !(r.cache === keep.cache && r.url === keep.url))
      .sort((a, b) => a.used - b.used);
    let freed = 0;
    let evicted = 0;
    for (const record of records) {
      if (evicted > 0 && freed >= bytes) break;
      await remove(record);
      freed += Math.max(record.bytes, 1);
      evicted++;
    }
    if (evicted === 0) evicted = await evictUnindexed();
    if (evicted > 0) console.warn(`[vitrina sw] storage quota reached: ${evicted} oldest cached answers removed (${freed} bytes)`);
    return evicted;
  }

  /** Without an index (IndexedDB blocked), a quarter of each runtime cache in insertion order, oldest first. */
  async function evictUnindexed(): Promise<number> {
    let evicted = 0;
    for (const name of (await caches.keys()).filter((n) => n.startsWith(RUNTIME_PREFIX))) {
      const cache = await caches.open(name);
      const keys = await cache.keys();
      for (const request of keys.slice(0, Math.ceil(keys.length / 4))) if (await cache.delete(request, MATCH)) evicted++;
    }
    return evicted;
  }

  async function remove(record: Pick<EntryRecord, 'cache' | 'url'>): Promise<void> {
    await (await caches.open(record.cache)).delete(record.url, MATCH);
    await index.remove(record.cache, record.url);
  }

  async function putWithRoom(cacheName: string, key: string, entry: StoredEntry): Promise<boolean> {
    const cache = await caches.open(cacheName);
    for (let attempt = 0; ; attempt++) {
      try {
        await cache.put(key, entry.response.clone());
        return true;
      } catch (error) {
        if (!isQuotaError(error) || attempt >= QUOTA_RETRIES) {
          console.warn(`[vitrina sw] ${key} was not cached`, error);
          return false;
        }
        if ((await evictOldest(entry.bytes + QUOTA_HEADROOM_BYTES, { cache: cacheName, url: key })) === 0) {
          console.warn(`[vitrina sw] ${key} was not cached: the quota is full and nothing is left to evict`, error);
          return false;
        }
      }
    }
  }

  /** The cache's LRU caps: the most recently used entries are kept within both. */
  async function applyCaps(spec: RuntimeCacheSpec): Promise<void> {
    const records = (await index.all()).filter((r) => r.cache === spec.name).sort((a, b) => b.used - a.used);
    let bytes = 0;
    for (const [position, record] of records.entries()) {
      bytes += record.bytes;
      if (position >= spec.maxEntries || bytes > spec.maxBytes) await remove(record);
    }
  }

  return {
    putWithRoom,
    async read(spec, key) {
      const cache = await caches.open(spec.name);
      const stored = await cache.match(key, MATCH);
      if (!stored) return null;
      const good = await verified(stored);
      if (!good) {
        console.warn(`[vitrina sw] a damaged cached answer for ${key} was dropped`);
        await remove({ cache: spec.name, url: key });
        return null;
      }
      await index.touch(spec.name, key);
      return good;
    },
    async write(spec, key, response) {
      if (!isCacheable(response)) return false;
      const entry = await toStored(response);
      if (entry.bytes > spec.maxBytes) return false;
      if (!(await putWithRoom(spec.name, key, entry))) return false;
      await index.touch(spec.name, key, entry.bytes);
      await applyCaps(spec);
      return true;
    },
    async dropWhere(spec, drop) {
      const cache = await caches.open(spec.name);
      let dropped = 0;
      for (const request of await cache.keys()) {
        if (!drop(request.url)) continue;
        await remove({ cache: spec.name, url: request.url });
        dropped++;
      }
      return dropped;
    },
    async tidy(current) {
      const wanted = new Set(current.map((spec) => spec.name));
      const schema = `${RUNTIME_PREFIX}${RUNTIME_SCHEMA}-`;
      for (const name of await caches.keys()) if (name.startsWith(RUNTIME_PREFIX) && !name.startsWith(schema)) await caches.delete(name);
      const records = await index.all();
      for (const record of records) if (!wanted.has(record.cache)) await index.remove(record.cache, record.url);
      const known = new Set(records.map((r) => `${r.cache}\n${r.url}`));
      for (const name of wanted) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) if (!known.has(`${name}\n${request.url}`)) await cache.delete(request, MATCH);
      }
    },
  };
}
