import type { IdbKv } from '../core/platform/storage';

/** One cached answer: which cache, which key, how big, when it was last stored or served. */
export interface EntryRecord {
  cache: string;
  url: string;
  bytes: number;
  used: number;
}

/**
 * When each runtime entry was last used, for the LRU caps and quota eviction. The Cache API keeps
 * no such time and cannot update an entry in place, so it lives in the worker's own IndexedDB
 * database (vitrina-sw-entries): entries only, never the page's data.
 */
export interface EntryIndex {
  /** Stored (with its size) or served (size unchanged) just now. */
  touch(cache: string, url: string, bytes?: number): Promise<void>;
  remove(cache: string, url: string): Promise<void>;
  all(): Promise<EntryRecord[]>;
}

const keyOf = (cache: string, url: string) => `${cache}\n${url}`;

function isRecord(value: unknown): value is EntryRecord {
  const r = value as EntryRecord | null;
  return !!r && typeof r.cache === 'string' && typeof r.url === 'string' && Number.isFinite(r.bytes) && Number.isFinite(r.used);
}

/**
 * The index over a key-value store (core/platform/storage/idb.ts openIdbKv, or a Map in tests). A store
 * that cannot be opened or written leaves the caches working without it: eviction then knows less.
 */
export function createEntryIndex(open: () => Promise<IdbKv>, now: () => number = Date.now): EntryIndex {
  let store: Promise<IdbKv | null> | null = null;
  const kv = () =>
    (store ??= open().catch((error: unknown) => {
      console.warn('[vitrina sw] the cache index is unavailable; caps apply to what this worker saw', error);
      return null;
    }));
  const memory = new Map<string, EntryRecord>();
  const quietly = async (run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      console.warn('[vitrina sw] the cache index could not be written', error);
    }
  };
  return {
    async touch(cache, url, bytes) {
      const key = keyOf(cache, url);
      const db = await kv();
      const previous = memory.get(key) ?? (db ? await db.get(key).catch(() => undefined) : undefined);
      const record: EntryRecord = { cache, url, bytes: bytes ?? (isRecord(previous) ? previous.bytes : 0), used: now() };
      memory.set(key, record);
      if (db) await quietly(() => db.put(key, record));
    },
    async remove(cache, url) {
      const key = keyOf(cache, url);
      memory.delete(key);
      const db = await kv();
      if (db) await quietly(() => db.delete(key));
    },
    async all() {
      const db = await kv();
      const stored = db ? await db.entries().catch(() => []) : [];
      const merged = new Map(stored.filter(([, value]) => isRecord(value)) as Array<[string, EntryRecord]>);
      for (const [key, record] of memory) if ((merged.get(key)?.used ?? -1) < record.used) merged.set(key, record);
      return [...merged.values()];
    },
  };
}
