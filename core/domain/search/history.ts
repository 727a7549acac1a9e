/**
 * The search history (storefront-shell.md §5 "history limit 20"; §9 "history 20"): newest first,
 * trimmed, de-duplicated without regard to case; blank-only text is never stored.
 */
import { parseJsonOrUndefined } from '../../../contracts/wire';
import type { StringStorage } from '../../platform/storage';
import { normalizeQuery, queryKey } from './query-text';

export const HISTORY_LIMIT = 20;
export const SEARCH_HISTORY_STORAGE_KEY = 'search-history';

/** The history with `text` put first (an older entry of the same text, in any case, removed), at most 20. */
export function addToHistory(history: readonly string[], text: string): string[] {
  const entry = normalizeQuery(text);
  if (!entry) return [...history];
  const key = queryKey(entry);
  return [entry, ...history.filter((old) => queryKey(old) !== key)].slice(0, HISTORY_LIMIT);
}

export function removeFromHistory(history: readonly string[], text: string): string[] {
  const key = queryKey(text);
  return history.filter((old) => queryKey(old) !== key);
}

/** A stored history as trusted data: strings only, normalised, de-duplicated, at most 20. */
export function sanitizeHistory(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const history: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const entry = normalizeQuery(item);
    const key = queryKey(entry);
    if (!entry || seen.has(key)) continue;
    seen.add(key);
    history.push(entry);
    if (history.length === HISTORY_LIMIT) break;
  }
  return history;
}

export interface SearchHistory {
  entries(): string[];
  /** Adds a searched text and returns the new history (kept in memory even if storage refused it). */
  add(text: string): string[];
  remove(text: string): string[];
  clear(): string[];
}

export interface SearchHistoryOptions {
  storageKey?: string;
  /** Told when storage refuses a write (full, blocked); the history stays right in memory. */
  onWriteError?: (error: unknown) => void;
}

export function createSearchHistory(storage: StringStorage, options: SearchHistoryOptions = {}): SearchHistory {
  const key = options.storageKey ?? SEARCH_HISTORY_STORAGE_KEY;
  const onWriteError = options.onWriteError ?? ((error: unknown) => console.warn('[vitrina] search history not saved', error));
  let history = read();

  function read(): string[] {
    try {
      const text = storage.get(key);
      return typeof text === 'string' ? sanitizeHistory(parseJsonOrUndefined(text)) : [];
    } catch {
      return [];
    }
  }

  function update(next: string[]): string[] {
    history = next;
    try {
      storage.set(key, JSON.stringify(history));
    } catch (error) {
      onWriteError(error);
    }
    return [...history];
  }

  return {
    entries: () => [...history],
    add: (text) => (normalizeQuery(text) ? update(addToHistory(history, text)) : [...history]),
    remove: (text) => update(removeFromHistory(history, text)),
    clear: () => update([]),
  };
}
