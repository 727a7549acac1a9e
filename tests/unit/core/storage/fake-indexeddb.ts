/**
 * A tiny in-memory stand-in for the parts of IndexedDB core/storage/idb.ts uses
 * (fake-indexeddb is not installed). Events fire asynchronously, as in browsers.
 * Knobs let a test make open() fail or hang, a put() hit the quota, or every operation throw.
 */
export interface FakeIdbControls {
  openFails?: boolean;
  openHangs?: boolean;
  /** open() answers only after this many ms. */
  openDelayMs?: number;
  /** Return true to make this put abort its transaction with a QuotaExceededError. */
  quotaOnPut?: (key: string, value: unknown, data: Map<string, unknown>) => boolean;
  /** Every transaction() call throws (e.g. the connection was closed). */
  transactionsThrow?: boolean;
}

type Handler = (() => void) | null;

class FakeRequest<T> {
  result!: T;
  error: DOMException | null = null;
  onsuccess: Handler = null;
  onerror: Handler = null;
  onupgradeneeded: Handler = null;
}

const later = (fn: () => void) => setTimeout(fn, 0);
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

export function createFakeIndexedDb(controls: FakeIdbControls = {}) {
  const databases = new Map<string, Map<string, unknown>>();
  const stats = { closed: 0 };

  function makeDb(data: Map<string, unknown>, stores: Set<string>) {
    const db = {
      objectStoreNames: { contains: (n: string) => stores.has(n) },
      createObjectStore: (n: string) => void stores.add(n),
      onversionchange: null as Handler,
      close() {
        stats.closed += 1;
      },
      transaction(_name: string, _mode: string) {
        if (controls.transactionsThrow) throw new DOMException('The database connection is closing.', 'InvalidStateError');
        const tx = { oncomplete: null as Handler, onabort: null as Handler, onerror: null as Handler, error: null as DOMException | null };
        const pending: Array<() => void> = [];
        let aborted = false;
        const request = <T>(compute: () => T) => {
          const req = new FakeRequest<T>();
          pending.push(() => {
            if (aborted) return;
            try {
              req.result = compute();
              req.onsuccess?.();
            } catch (error) {
              aborted = true;
              req.error = error as DOMException;
              tx.error = error as DOMException;
              req.onerror?.();
              tx.onerror?.();
              tx.onabort?.();
            }
          });
          return req;
        };
        later(() => {
          for (const step of pending) step();
          if (!aborted) tx.oncomplete?.();
        });
        return Object.assign(tx, {
          objectStore: () => ({
            get: (key: string) => request(() => data.get(key)),
            put: (value: unknown, key: string) =>
              request(() => {
                if (controls.quotaOnPut?.(key, value, data)) throw quotaError();
                data.set(key, value);
                return key;
              }),
            delete: (key: string) => request(() => void data.delete(key)),
            getAllKeys: () => request(() => [...data.keys()]),
            getAll: () => request(() => [...data.values()]),
          }),
        });
      },
    };
    return db;
  }

  const factory = {
    open(name: string, _version: number) {
      const req = new FakeRequest<ReturnType<typeof makeDb>>();
      if (controls.openHangs) return req;
      setTimeout(() => {
        if (controls.openFails) {
          req.error = new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError');
          req.onerror?.();
          return;
        }
        const isNew = !databases.has(name);
        if (isNew) databases.set(name, new Map());
        req.result = makeDb(databases.get(name)!, new Set(isNew ? [] : ['kv']));
        if (isNew) req.onupgradeneeded?.();
        req.onsuccess?.();
      }, controls.openDelayMs ?? 0);
      return req;
    },
  };
  return { factory: factory as unknown as IDBFactory, databases, controls, stats };
}
