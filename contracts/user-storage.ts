/**
 * User-storage answers (storefront-shell.md §7 "User storage and routing": state, reason, body,
 * location; §8: state 0 success, state -1 with reason 24 / 50 / 37).
 */
/** The user storage service's calls (storefront-shell.md §7, §8), below the shard's {userStorage} base. */
export const USER_STORAGE_PATHS = { list: '/api/v2/list', get: '/api/v2/data/get', set: '/api/v2/data/set' } as const;
/** The shard table: POST {routes}/api/v3/routes -> {shards: {shard_key: host}}. */
export const USER_STORAGE_ROUTES_PATH = '/api/v3/routes';

export const STATE_SUCCESS = 0;
export const STATE_FAILED = -1;
export const REASON_EMPTY = 24;
export const REASON_BROKEN = 50;
export const REASON_MOVED = 37;

export interface UserStorageAnswer {
  state: number;
  reason: number | null;
  body: unknown;
  location: string | null;
}

export function parseAnswer(raw: unknown): UserStorageAnswer {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new TypeError('user-storage answer is not an object');
  const { state, reason, body, location } = raw as Record<string, unknown>;
  if (typeof state !== 'number') throw new TypeError('user-storage answer has no numeric state');
  return {
    state,
    reason: typeof reason === 'number' ? reason : null,
    body: body ?? null,
    location: typeof location === 'string' ? location : null,
  };
}

/** One stored file: its data, or a placeholder when the server marked it broken or it does not decode. */
export type UserStorageEntry = { path: string; broken: false; data: unknown } | { path: string; broken: true };

/**
 * data/get body: a list of {path, data} or {path, file} where file is base64 JSON
 * (storefront-routing-wallet.md §7 "file field is base64 JSON"). Items without a path are dropped.
 */
export function parseEntries(body: unknown): UserStorageEntry[] {
  if (!Array.isArray(body)) return [];
  const entries: UserStorageEntry[] = [];
  for (const item of body) {
    if (!item || typeof item !== 'object') continue;
    const { path, data, file } = item as Record<string, unknown>;
    if (typeof path !== 'string') continue;
    if (data !== undefined) entries.push({ path, broken: false, data });
    else if (typeof file === 'string') entries.push(decodeFile(path, file));
    else entries.push({ path, broken: true });
  }
  return entries;
}

/** list body: the paths under the listed folder, as strings or {path} items. */
export function parseList(body: unknown): string[] {
  if (!Array.isArray(body)) return [];
  return body
    .map((item) => (typeof item === 'string' ? item : item && typeof item === 'object' ? (item as { path?: unknown }).path : null))
    .filter((path): path is string => typeof path === 'string');
}

export function brokenEntries(paths: readonly string[]): UserStorageEntry[] {
  return paths.map((path) => ({ path, broken: true }));
}

/**
 * A file as stored: base64 of the UTF-8 JSON text (storefront-routing-wallet.md §7 "file field is
 * base64 JSON"). Throws TypeError for a value JSON cannot hold.
 */
export function encodeFile(data: unknown): string {
  const text = JSON.stringify(data);
  if (text === undefined) throw new TypeError('value cannot be stored as JSON');
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function decodeFile(path: string, file: string): UserStorageEntry {
  try {
    const bytes = Uint8Array.from(atob(file), (c) => c.charCodeAt(0));
    return { path, broken: false, data: JSON.parse(new TextDecoder().decode(bytes)) as unknown };
  } catch {
    return { path, broken: true };
  }
}
