/** storefront-shell.md §9 "Banner cache 5 min, cache version 5, cleared on geo change." */
import { isRecord, parseJsonOrUndefined } from '../../../contracts/wire';
import type { StringStorage } from '../../platform/storage';

export type { StringStorage };

export const BANNER_CACHE_TTL_MS = 5 * 60 * 1000;
export const BANNER_CACHE_VERSION = 5;
export const BANNER_CACHE_STORAGE_KEY = 'banners-cache';

export type BannerRequestParams = Record<string, string | number | boolean | null | undefined>;

interface Entry {
  version: number;
  storedAt: number;
  payload: unknown;
}

export interface BannerCache {
  /**
   * The service's answer stored for these params, while younger than 5 min and of version 5;
   * else undefined. It comes back in wire form: the caller reshapes it (core/api/banners.ts)
   * exactly as a fresh answer, so nothing read from storage reaches a widget unchecked.
   */
  read(params: BannerRequestParams, now: number): unknown;
  /** Stores an answer; false when the storage refused it (nothing else changes). */
  write(params: BannerRequestParams, payload: unknown, now: number): boolean;
  /** Drops every entry: banners depend on the delivery place, so a geo change makes all of them stale. */
  clearOnGeoChange(): void;
}

/** The key of one request: its parameters in name order, empty ones left out. */
export function bannerCacheKey(params: BannerRequestParams): string {
  return Object.keys(params)
    .filter((name) => params[name] !== null && params[name] !== undefined)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(params[name]))}`)
    .join('&');
}

export function createBannerCache(storage: StringStorage, storageKey = BANNER_CACHE_STORAGE_KEY): BannerCache {
  const isFresh = (entry: Entry, now: number) => entry.version === BANNER_CACHE_VERSION && entry.storedAt <= now && now - entry.storedAt < BANNER_CACHE_TTL_MS;

  // A Map, so a stored "__proto__" key stays a plain key.
  function load(): Map<string, Entry> {
    const entries = new Map<string, Entry>();
    let text: string | null | undefined;
    try {
      text = storage.get(storageKey);
    } catch {
      return entries;
    }
    const stored = typeof text === 'string' ? parseJsonOrUndefined(text) : undefined;
    if (!isRecord(stored)) return entries;
    for (const [key, entry] of Object.entries(stored)) {
      if (isEntry(entry)) entries.set(key, entry);
    }
    return entries;
  }

  function save(entries: Map<string, Entry>): boolean {
    try {
      storage.set(storageKey, JSON.stringify(Object.fromEntries(entries)));
      return true;
    } catch {
      return false;
    }
  }

  return {
    read(params, now) {
      const entry = load().get(bannerCacheKey(params));
      return entry && isFresh(entry, now) ? entry.payload : undefined;
    },
    write(params, payload, now) {
      const kept = new Map<string, Entry>();
      // Entries of another version or past their 5 minutes are dropped on every write.
      for (const [key, entry] of load()) if (isFresh(entry, now)) kept.set(key, entry);
      kept.set(bannerCacheKey(params), { version: BANNER_CACHE_VERSION, storedAt: now, payload });
      return save(kept);
    },
    clearOnGeoChange() {
      save(new Map());
    },
  };
}

function isEntry(value: unknown): value is Entry {
  return isRecord(value) && typeof value.version === 'number' && typeof value.storedAt === 'number' && 'payload' in value;
}
