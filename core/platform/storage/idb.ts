/** A minimal promise face over one IndexedDB object store (the real API; no wrapper library). */
export interface IdbKv {
  get(key: string): Promise<unknown>;
  put(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
  entries(): Promise<Array<[string, unknown]>>;
}

const STORE_NAME = 'kv';
const DB_VERSION = 1;
/** Not in the spec: some browsers leave open() pending forever (blocked profiles); we stop waiting and fall back. */
export const IDB_OPEN_TIMEOUT_MS = 3_000;

export class IdbOpenError extends Error {
  override name = 'IdbOpenError';
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new IdbOpenError('IndexedDB request failed'));
  });
}

/** Resolves when the transaction commits; a quota error usually surfaces here, as the abort reason. */
function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new IdbOpenError('IndexedDB transaction aborted'));
  });
}

export function openIdbKv(factory: IDBFactory, dbName: string): Promise<IdbKv> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      reject(new IdbOpenError(`opening ${dbName} took over ${IDB_OPEN_TIMEOUT_MS} ms`));
    }, IDB_OPEN_TIMEOUT_MS);
    const done = () => clearTimeout(timer);
    const request = factory.open(dbName, DB_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE_NAME)) request.result.createObjectStore(STORE_NAME);
    };
    request.onsuccess = () => {
      done();
      const db = request.result;
      if (timedOut) return db.close(); // the store already moved to the fallback
      db.onversionchange = () => db.close(); // let another tab upgrade; our next call fails over to the fallback
      resolve(db);
    };
    request.onerror = () => {
      done();
      reject(request.error ?? new IdbOpenError(`could not open ${dbName}`));
    };
  }).then(wrap);
}

function wrap(db: IDBDatabase): IdbKv {
  const read = <T>(run: (store: IDBObjectStore) => IDBRequest<T>) => settle(run(db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME)));
  const write = async (run: (store: IDBObjectStore) => IDBRequest) => {
    const tx = db.transaction(STORE_NAME, 'readwrite');
    const done = committed(tx);
    run(tx.objectStore(STORE_NAME)); // a failed request aborts the transaction, whose error `done` rejects with
    await done;
  };
  return {
    get: (key) => read((s) => s.get(key)),
    put: (key, value) => write((s) => s.put(value, key)),
    delete: (key) => write((s) => s.delete(key)),
    keys: async () => (await read((s) => s.getAllKeys())).map(String),
    async entries() {
      const tx = db.transaction(STORE_NAME, 'readonly');
      const store = tx.objectStore(STORE_NAME);
      const [keys, values] = await Promise.all([settle(store.getAllKeys()), settle(store.getAll())]);
      return keys.map((key, i) => [String(key), values[i]]);
    },
  };
}
