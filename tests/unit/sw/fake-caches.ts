/**
 * An in-memory Cache API for the worker's unit tests (Node has none): entries in insertion order,
 * and an origin quota: a put past it throws QuotaExceededError as Chromium's does.
 */
interface Entry {
  url: string;
  body: Uint8Array;
  status: number;
  statusText: string;
  headers: [string, string][];
}

const urlOf = (key: RequestInfo | URL) => (typeof key === 'string' ? key : key instanceof URL ? key.href : key.url);

export class FakeCache {
  readonly entries = new Map<string, Entry>();
  constructor(private readonly storage: FakeCacheStorage) {}

  async match(key: RequestInfo | URL): Promise<Response | undefined> {
    const entry = this.entries.get(urlOf(key));
    return entry ? new Response(entry.body.slice(), { status: entry.status, statusText: entry.statusText, headers: entry.headers }) : undefined;
  }

  async put(key: RequestInfo | URL, response: Response): Promise<void> {
    const url = urlOf(key);
    const body = new Uint8Array(await response.arrayBuffer());
    const previous = this.entries.get(url)?.body.byteLength ?? 0;
    if (this.storage.used() - previous + body.byteLength > this.storage.quota) {
      this.storage.quotaErrors++;
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.entries.delete(url);
    this.entries.set(url, { url, body, status: response.status, statusText: response.statusText, headers: [...response.headers] });
  }

  async delete(key: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(key));
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  /** Replaces a stored body, keeping its headers (a write cut short, a disk error). */
  damage(url: string, body: Uint8Array): void {
    const entry = this.entries.get(url);
    if (!entry) throw new Error(`${url} is not cached`);
    entry.body = body;
  }

  bytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.body.byteLength;
    return total;
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  quota = Infinity;
  quotaErrors = 0;

  used(): number {
    let total = 0;
    for (const cache of this.caches.values()) total += cache.bytes();
    return total;
  }

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache(this);
      this.caches.set(name, cache);
    }
    return cache;
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async match(key: RequestInfo | URL): Promise<Response | undefined> {
    for (const cache of this.caches.values()) {
      const found = await cache.match(key);
      if (found) return found;
    }
    return undefined;
  }

  asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }

  urls(name: string): string[] {
    return [...(this.caches.get(name)?.entries.keys() ?? [])];
  }
}

/** The key-value shape of core/platform/storage/idb.ts over a Map (the worker's entry index in tests). */
export function memoryKv() {
  const map = new Map<string, unknown>();
  return {
    map,
    kv: {
      get: async (key: string) => map.get(key),
      put: async (key: string, value: unknown) => void map.set(key, value),
      delete: async (key: string) => void map.delete(key),
      keys: async () => [...map.keys()],
      entries: async () => [...map.entries()],
    },
  };
}
