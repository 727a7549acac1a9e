import { StorageValueError } from './errors';
import { KIT_KEY_PREFIX, getSyncArea, setWithQuotaRule } from './sync-area';

/** Checks that parsed data has the expected shape; storage is outside input like any other. */
export type Validate<T> = (value: unknown) => value is T;

const storedKey = (key: string) => KIT_KEY_PREFIX + key;

/**
 * Reads a JSON value written by writeJson. Missing gives undefined; unparsable or wrongly
 * shaped data is logged and gives undefined too, so the caller starts from its defaults.
 */
export function readJson<T>(key: string, validate: Validate<T>): T | undefined {
  const text = getSyncArea().get(storedKey(key));
  if (text === null) return undefined;
  const value = parseJsonText(key, text);
  if (value === undefined) return undefined;
  if (validate(value)) return value;
  console.warn(`[vitrina] stored "${key}" has an unexpected shape: ignored`);
  return undefined;
}

/**
 * Stores a value as JSON under the kit's prefix (localStorage, else memory).
 * Throws StorageFullError after the quota rule, StorageValueError for a value JSON cannot hold.
 */
export function writeJson(key: string, value: unknown): void {
  setWithQuotaRule(getSyncArea(), storedKey(key), toJsonText(key, value));
}

/** JSON text of a value, or StorageValueError when JSON cannot hold it (a cycle, a BigInt, undefined). */
export function toJsonText(key: string, value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (error) {
    throw new StorageValueError(key, { cause: error });
  }
  if (text === undefined) throw new StorageValueError(key);
  return text;
}

/** Parsed JSON, or undefined (logged) for text that is not JSON. */
export function parseJsonText(label: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    console.warn(`[vitrina] stored "${label}" is not JSON: ignored`);
    return undefined;
  }
}

export function removeJson(key: string): void {
  getSyncArea().remove(storedKey(key));
}
