export { StorageFullError, StorageValueError, isQuotaExceededError } from './errors';
export { STORAGE_EVICTION_THRESHOLD_BYTES } from './quota';
export { readJson, writeJson, removeJson, type Validate } from './local-json';
export { persistedValue, type PersistedValue } from './persisted-value';
export { createKvStore, type KvStore, type KvStoreOptions, type KvBackendKind } from './kv-store';
export { KIT_KEY_PREFIX } from './sync-area';
export { persistedAtom } from './persisted-atom';
export { type StringStorage } from './string-storage';
export { getSyncArea, setWithQuotaRule } from './sync-area';
