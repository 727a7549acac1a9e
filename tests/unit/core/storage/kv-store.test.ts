import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKvStore } from '../../../../core/platform/storage/kv-store';
import { IDB_OPEN_TIMEOUT_MS } from '../../../../core/platform/storage/idb';
import { StorageFullError, StorageValueError } from '../../../../core/platform/storage/errors';
import { createFakeIndexedDb } from './fake-indexeddb';
import { FakeStorage, blockedStorage } from './fake-storage';
import { freshRuntime } from '../../fresh-runtime';

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
const uncaught: unknown[] = [];
const onUnhandled = (reason: unknown) => uncaught.push(reason);

beforeEach(() => {
  freshRuntime();
  uncaught.length = 0;
  process.on('unhandledRejection', onUnhandled);
  vi.stubGlobal('localStorage', new FakeStorage());
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  expect(uncaught).toEqual([]);
  freshRuntime();
  vi.useRealTimers();
});

type Fav = { id: number };
const isFav = (v: unknown): v is Fav => typeof v === 'object' && v !== null && typeof (v as Fav).id === 'number';

describe('createKvStore over IndexedDB', () => {
  it('stores, reads, lists and deletes in IndexedDB, nothing in localStorage', async () => {
    const idb = createFakeIndexedDb();
    const store = createKvStore<Fav>('favorites', { indexedDB: idb.factory, validate: isFav });
    await store.set('a', { id: 1 });
    await store.set('b', { id: 2 });
    expect(await store.backend()).toBe('indexedDB');
    expect(await store.get('a')).toEqual({ id: 1 });
    expect(await store.keys()).toEqual(['a', 'b']);
    await store.delete('a');
    expect(await store.get('a')).toBeUndefined();
    expect(idb.databases.get('vitrina-favorites')?.get('b')).toBe('{"id":2}');
    expect(localStorage.length).toBe(0);
  });

  it('uses globalThis.indexedDB by default', async () => {
    vi.stubGlobal('indexedDB', createFakeIndexedDb().factory);
    const store = createKvStore('default');
    await store.set('k', [1]);
    expect(await store.backend()).toBe('indexedDB');
    expect(await store.get('k')).toEqual([1]);
  });

  it('treats a stored value of the wrong shape as missing', async () => {
    const idb = createFakeIndexedDb();
    const store = createKvStore<Fav>('shape', { indexedDB: idb.factory, validate: isFav });
    await store.set('x', { id: 1 });
    idb.databases.get('vitrina-shape')!.set('x', '{"id":"one"}');
    expect(await store.get('x')).toBeUndefined();
    idb.databases.get('vitrina-shape')!.set('y', 42); // not JSON text at all
    expect(await store.get('y')).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('refuses values JSON cannot hold with StorageValueError', async () => {
    const store = createKvStore('values', { indexedDB: createFakeIndexedDb().factory });
    await expect(store.set('u', undefined)).rejects.toBeInstanceOf(StorageValueError);
    await expect(store.set('n', 1n)).rejects.toBeInstanceOf(StorageValueError);
    expect(await store.backend()).toBe('indexedDB');
  });

  it('refuses a store name that could collide with another store', () => {
    expect(() => createKvStore('')).toThrow(TypeError);
    expect(() => createKvStore('a:b')).toThrow(TypeError);
  });
});

describe('§8 IndexedDB failure falls back to localStorage', () => {
  it('when indexedDB is missing', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const store = createKvStore<Fav>('favorites', { validate: isFav });
    await store.set('a', { id: 7 });
    expect(await store.backend()).toBe('localStorage');
    expect(localStorage.getItem('vitrina:kv:favorites:a')).toBe('{"id":7}');
    expect(await store.get('a')).toEqual({ id: 7 });
    expect(await store.keys()).toEqual(['a']);
    await store.delete('a');
    expect(await store.get('a')).toBeUndefined();
  });

  it('when reading globalThis.indexedDB throws (sandboxed frame)', async () => {
    Object.defineProperty(globalThis, 'indexedDB', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const store = createKvStore('sandboxed');
      await store.set('k', 1);
      expect(await store.backend()).toBe('localStorage');
    } finally {
      delete (globalThis as { indexedDB?: unknown }).indexedDB;
    }
  });

  it('when indexedDB.open throws', async () => {
    const factory = {
      open() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const store = createKvStore('throws', { indexedDB: factory });
    await store.set('k', 'v');
    expect(await store.backend()).toBe('localStorage');
    expect(await store.get('k')).toBe('v');
  });

  it('when open fails with an error event', async () => {
    const store = createKvStore('fails', { indexedDB: createFakeIndexedDb({ openFails: true }).factory });
    await store.set('k', 'v');
    expect(await store.backend()).toBe('localStorage');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('IndexedDB unavailable for "fails"'), expect.anything());
  });

  it(`when open hangs for ${IDB_OPEN_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const store = createKvStore('hangs', { indexedDB: createFakeIndexedDb({ openHangs: true }).factory });
    const written = store.set('k', 'v');
    await vi.advanceTimersByTimeAsync(IDB_OPEN_TIMEOUT_MS - 1);
    expect(localStorage.getItem('vitrina:kv:hangs:k')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await written;
    expect(localStorage.getItem('vitrina:kv:hangs:k')).toBe('"v"');
  });

  it('a database that opens after the timeout is closed, and the store stays on localStorage', async () => {
    vi.useFakeTimers();
    const idb = createFakeIndexedDb({ openDelayMs: IDB_OPEN_TIMEOUT_MS + 500 });
    const store = createKvStore('slow', { indexedDB: idb.factory });
    const written = store.set('k', 'v');
    await vi.advanceTimersByTimeAsync(IDB_OPEN_TIMEOUT_MS + 1000);
    await written;
    expect(await store.backend()).toBe('localStorage');
    expect(idb.stats.closed).toBe(1);
  });

  it('when IndexedDB fails after opening: this call and the next ones go to localStorage', async () => {
    const idb = createFakeIndexedDb();
    const store = createKvStore('later', { indexedDB: idb.factory });
    await store.set('a', 1);
    idb.controls.transactionsThrow = true;
    await store.set('b', 2);
    expect(await store.backend()).toBe('localStorage');
    expect(await store.get('b')).toBe(2);
    expect(localStorage.getItem('vitrina:kv:later:b')).toBe('2');
  });

  it('a stored fallback value that is not JSON reads as missing', async () => {
    const store = createKvStore('bad', { indexedDB: null });
    localStorage.setItem('vitrina:kv:bad:k', '{oops');
    expect(await store.get('k')).toBeUndefined();
  });
});

describe('localStorage throwing too: memory, no uncaught error', () => {
  it('keeps working in memory when IndexedDB is missing and localStorage is blocked', async () => {
    vi.stubGlobal('localStorage', blockedStorage());
    const store = createKvStore<Fav>('private', { indexedDB: null, validate: isFav });
    await expect(store.set('a', { id: 1 })).resolves.toBeUndefined();
    expect(await store.backend()).toBe('memory');
    expect(await store.get('a')).toEqual({ id: 1 });
    expect(await store.keys()).toEqual(['a']);
    await store.delete('a');
    expect(await store.keys()).toEqual([]);
  });

  it('falls from a failing IndexedDB through a blocked localStorage to memory', async () => {
    vi.stubGlobal('localStorage', blockedStorage());
    const store = createKvStore('both', { indexedDB: createFakeIndexedDb({ openFails: true }).factory });
    await store.set('k', 'kept');
    expect(await store.backend()).toBe('memory');
    expect(await store.get('k')).toBe('kept');
  });
});

describe('§5/§8/§9 quota in IndexedDB', () => {
  const text = (bytes: number) => 'x'.repeat(bytes - 2); // JSON quotes make it `bytes` long
  /** A database "full" once it holds more than `limit` characters of JSON text. */
  const fullAbove = (limit: number) => (key: string, value: unknown, data: Map<string, unknown>) => {
    let used = String(value).length;
    for (const [k, v] of data) if (k !== key) used += String(v).length;
    return used > limit;
  };

  it('evicts the largest value over 307200 bytes, logs key and size, and retries the write', async () => {
    const idb = createFakeIndexedDb();
    const store = createKvStore<string>('cache', { indexedDB: idb.factory });
    await store.set('huge', text(307_201));
    await store.set('small', text(10_000));
    idb.controls.quotaOnPut = fullAbove(400_000);
    await store.set('new', text(100_000));
    expect(await store.get('new')).toHaveLength(100_000 - 2);
    expect(await store.get('huge')).toBeUndefined();
    expect(await store.get('small')).toHaveLength(10_000 - 2);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/evicted "huge" \(307201 bytes\)/));
    expect(await store.backend()).toBe('indexedDB');
  });

  it('with nothing over the threshold logs the failure and rejects with StorageFullError; data stays', async () => {
    const idb = createFakeIndexedDb();
    const store = createKvStore<string>('cache2', { indexedDB: idb.factory });
    await store.set('edge', text(307_200));
    idb.controls.quotaOnPut = fullAbove(400_000);
    const result = store.set('new', text(100_000));
    await expect(result).rejects.toBeInstanceOf(StorageFullError);
    await expect(result).rejects.toMatchObject({ key: 'new', size: 100_000 });
    expect(await store.get('edge')).toHaveLength(307_198);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not write "new"'));
    expect(await store.backend()).toBe('indexedDB'); // a full disk is no reason to leave IndexedDB
  });

  it('retries once only: still full after eviction rejects with StorageFullError', async () => {
    const idb = createFakeIndexedDb();
    const store = createKvStore<string>('cache3', { indexedDB: idb.factory });
    await store.set('huge', text(307_201));
    idb.controls.quotaOnPut = fullAbove(400_000);
    await expect(store.set('new', text(450_000))).rejects.toBeInstanceOf(StorageFullError);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('evicted "huge"'));
  });

  it('the same rule applies in the localStorage fallback', async () => {
    vi.stubGlobal('localStorage', new FakeStorage(400_000));
    const store = createKvStore<string>('fallback', { indexedDB: null });
    await store.set('huge', text(307_201));
    await store.set('new', text(100_000));
    expect(await store.get('huge')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/evicted "vitrina:kv:fallback:huge" \(307201 bytes\)/));
    await expect(store.set('more', text(390_000))).rejects.toBeInstanceOf(StorageFullError);
  });
});
