import { StorageFullError } from './errors';

/** storefront-shell.md §9 "Storage and recents": an item above this many bytes may be evicted on a full storage. */
export const STORAGE_EVICTION_THRESHOLD_BYTES = 307_200;

export interface SizedItem {
  key: string;
  /** UTF-8 bytes of the stored text (the JSON text of a value). */
  size: number;
}

const encoder = new TextEncoder();

export function byteSize(text: string): number {
  return encoder.encode(text).length;
}

/**
 * storefront-shell.md §5/§8 "Storage quota": the largest stored item is evicted only if it
 * exceeds 300 KB (307200 bytes); otherwise nothing is evicted and the write fails.
 */
export function pickEvictionVictim(items: Iterable<SizedItem>): SizedItem | null {
  let largest: SizedItem | null = null;
  for (const item of items) {
    if (!largest || item.size > largest.size) largest = item;
  }
  return largest && largest.size > STORAGE_EVICTION_THRESHOLD_BYTES ? largest : null;
}

export function logEviction(area: string, victim: SizedItem): void {
  console.warn(`[vitrina] storage full: evicted "${victim.key}" (${victim.size} bytes) from ${area} and retried the write`);
}

/** Logs the refused write and gives the typed error the caller rejects with. */
export function storageFull(area: string, key: string, size: number, cause: unknown): StorageFullError {
  console.error(`[vitrina] storage full: could not write "${key}" (${size} bytes) to ${area}; no item over ${STORAGE_EVICTION_THRESHOLD_BYTES} bytes to evict`);
  return new StorageFullError(key, size, { cause });
}
