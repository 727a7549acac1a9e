/**
 * The page's search history in the shared store (storefront-shell.md §5 "history limit 20"),
 * persisted through core/storage (localStorage under the kit prefix; kept in memory when storage
 * is full or blocked, so a search is never forgotten in this page) and followed by other tabs.
 */
import { addToHistory, removeFromHistory, sanitizeHistory, SEARCH_HISTORY_STORAGE_KEY } from './history';
import { persistedAtom } from '../../platform/storage';

/** Bus topic telling other tabs the history changed (payload: the new list). */
export const SEARCH_HISTORY_TOPIC = 'suggest:history';

const history = persistedAtom<string[]>(SEARCH_HISTORY_STORAGE_KEY, SEARCH_HISTORY_TOPIC, sanitizeHistory);

/** Newest first, at most 20. */
export const searchHistoryAtom = history.atom;
export const followSearchHistory = history.follow;
/** For tests and account changes: the next read comes from storage. */
export const reloadSearchHistory = history.reload;

export function searchHistory(): string[] {
  return history.get();
}

/** Remembers a searched text (blank text is ignored); returns the new history. */
export function rememberSearch(text: string): string[] {
  const current = searchHistory();
  const next = addToHistory(current, text);
  if (next.length === current.length && next.every((entry, i) => entry === current[i])) return current;
  history.set(next);
  return next;
}

export function forgetSearch(text: string): string[] {
  const next = removeFromHistory(searchHistory(), text);
  history.set(next);
  return next;
}

export function clearSearchHistory(): string[] {
  history.set([]);
  return [];
}
