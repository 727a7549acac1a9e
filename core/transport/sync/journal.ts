/**
 * A synchronous write-ahead journal of local changes (DESIGN "nothing the user did is lost").
 *
 * The cache lives in IndexedDB, whose writes are asynchronous: a shopper who adds to the cart and
 * follows a link at once unloads the page before the transaction commits, and the browser aborts it
 * (the e2e probe lost 1 add in 8). So each change is first written to localStorage, synchronously,
 * and its entry removed once the cache holds it; the next load replays what is left.
 */
import { readJson, removeJson, writeJson } from '../../platform/storage';
import type { ChangeInput } from './apply-local';
import type { SyncState } from './types';

export interface JournalEntry<D> {
  id: string;
  /** When the change was made (ms): a cached item changed later than this wins over the replay. */
  at: number;
  changes: ChangeInput<D>[];
}

const journalKey = (storeName: string, scopeKey: string) => `sync-journal:${storeName}:${scopeKey}`;

function isEntryList(value: unknown): value is JournalEntry<unknown>[] {
  return (
    Array.isArray(value) &&
    value.every(
      (e) =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as JournalEntry<unknown>).id === 'string' &&
        typeof (e as JournalEntry<unknown>).at === 'number' &&
        Array.isArray((e as JournalEntry<unknown>).changes),
    )
  );
}

export function readJournal<D>(storeName: string, scopeKey: string, isData: (value: unknown) => value is D): JournalEntry<D>[] {
  const entries = readJson(journalKey(storeName, scopeKey), isEntryList) ?? [];
  return entries.map((entry) => ({
    ...entry,
    changes: entry.changes.filter(
      (c): c is ChangeInput<D> =>
        typeof c === 'object' && c !== null && typeof c.key === 'string' && (c.kind === 'add' || c.kind === 'update' || c.kind === 'delete') && isData(c.data),
    ),
  }));
}

function writeEntries(storeName: string, scopeKey: string, entries: JournalEntry<unknown>[]): void {
  if (entries.length === 0) removeJson(journalKey(storeName, scopeKey));
  else writeJson(journalKey(storeName, scopeKey), entries);
}

/** Records changes before the cache write starts; false when even localStorage is full (the change still goes on in memory). */
export function journalChanges<D>(storeName: string, scopeKey: string, entry: JournalEntry<D>): boolean {
  try {
    const entries = readJson(journalKey(storeName, scopeKey), isEntryList) ?? [];
    writeEntries(storeName, scopeKey, [...entries, entry]);
    return true;
  } catch (error) {
    console.warn(`[vitrina] ${storeName}: the change journal could not be written`, error);
    return false;
  }
}

/** Drops entries the cache now holds. */
export function forgetJournalEntries(storeName: string, scopeKey: string, ids: readonly string[]): void {
  const entries = readJson(journalKey(storeName, scopeKey), isEntryList);
  if (!entries) return;
  try {
    writeEntries(
      storeName,
      scopeKey,
      entries.filter((e) => !ids.includes(e.id)),
    );
  } catch (error) {
    console.warn(`[vitrina] ${storeName}: the change journal could not be trimmed`, error);
  }
}

const sameData = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changes of unfinished entries that the cache does not already show: a change is skipped when
 * its item already has the same data (the write did land) or was changed after the entry was made.
 */
export function changesToReplay<D>(state: SyncState<D>, entries: readonly JournalEntry<D>[]): ChangeInput<D>[] {
  const replay: ChangeInput<D>[] = [];
  for (const entry of entries) {
    for (const change of entry.changes) {
      const cached = state.items[change.key];
      if (cached && cached.at > entry.at) continue;
      if (change.kind === 'delete' ? !cached : cached && sameData(cached.data, change.data)) continue;
      replay.push(change);
    }
  }
  return replay;
}
