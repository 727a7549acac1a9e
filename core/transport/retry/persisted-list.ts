import { readJson, removeJson, writeJson, getSyncArea } from '../../platform/storage';
import { parseEntries, type RetryEntry } from './entry';

/**
 * The queue's entries under one storage key (core/storage: localStorage, else memory), shared by
 * the tabs: every change re-reads, so an entry another tab added is kept. If a write is refused
 * (storage full after the quota rule) the list moves to memory for the rest of the page's life
 * and nothing queued is lost.
 */
export interface PersistedList {
  read(): RetryEntry[];
  update(change: (entries: RetryEntry[]) => RetryEntry[]): void;
  /** True when the list lives in this page's memory only (no other tab can see it). */
  inMemory(): boolean;
}

export function createPersistedList(key: string): PersistedList {
  let memory: RetryEntry[] | null = null;

  function read(): RetryEntry[] {
    return memory ?? parseEntries(readJson(key, Array.isArray));
  }

  function write(entries: RetryEntry[]): void {
    if (memory) {
      memory = entries;
      return;
    }
    try {
      if (entries.length) writeJson(key, entries);
      else removeJson(key);
    } catch (error) {
      console.warn('[vitrina] retry queue: storage write failed, keeping the queue in memory', error);
      memory = entries;
    }
  }

  return {
    read,
    update: (change) => write(change(read())),
    inMemory: () => memory !== null || getSyncArea().kind === 'memory',
  };
}
