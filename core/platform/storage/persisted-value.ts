import { readJson, writeJson, removeJson } from './local-json';

/** One JSON value in local storage that a module reads and rewrites whole (settings, recents). */
export interface PersistedValue<T> {
  /** The value as last written in this page, else as stored (sanitised), else the default. */
  read(): T;
  /** Stores the value; on a full or broken storage it is kept in memory for this page and false returned. */
  write(value: T): boolean;
  clear(): void;
}

const anything = (_value: unknown): _value is unknown => true;

/**
 * `sanitize` turns whatever is stored (possibly malformed, possibly from an older version) into a
 * valid T, resetting what it cannot use to defaults. A failed write never loses the user's change:
 * the value stays in memory and reads return it until a later write succeeds.
 */
export function persistedValue<T>(key: string, sanitize: (raw: unknown) => T): PersistedValue<T> {
  let unsaved: { value: T } | null = null;
  return {
    read() {
      if (unsaved) return unsaved.value;
      return sanitize(readJson(key, anything));
    },
    write(value) {
      try {
        writeJson(key, value);
        unsaved = null;
        return true;
      } catch (error) {
        console.warn(`[vitrina] could not store "${key}": kept in memory for this page`, error);
        unsaved = { value };
        return false;
      }
    },
    clear() {
      unsaved = null;
      removeJson(key);
    },
  };
}
