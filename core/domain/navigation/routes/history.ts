import { SPA_HISTORY_KEY } from './constants';

/** storefront-routing-wallet.md §2.1 "History entry fields: id, name, title, isLocalHandler". */
export interface SpaHistoryEntry {
  id: string;
  /** The route name; '' when the address matched no route. */
  name: string;
  title: string;
  /** A local entry (a popup, a tab inside a page) handled without a route change. */
  isLocalHandler: boolean;
}

/** Entries kept at most: sessionStorage is small and shared with the rest of the page. */
export const SPA_HISTORY_LIMIT = 100;

function isEntry(value: unknown): value is SpaHistoryEntry {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return typeof e.id === 'string' && typeof e.name === 'string' && typeof e.title === 'string' && typeof e.isLocalHandler === 'boolean';
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

/** The entries in session storage under spa_history; a damaged value reads as an empty list. */
export function readSpaHistory(): SpaHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SPA_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function write(entries: SpaHistoryEntry[]): void {
  try {
    storage()?.setItem(SPA_HISTORY_KEY, JSON.stringify(entries.slice(-SPA_HISTORY_LIMIT)));
  } catch {
    /* full or disabled storage: history still works in memory through history.state */
  }
}

/** Adds or replaces (same id) an entry. */
export function saveSpaHistoryEntry(entry: SpaHistoryEntry): void {
  write([...readSpaHistory().filter((e) => e.id !== entry.id), entry]);
}

export function findSpaHistoryEntry(id: unknown): SpaHistoryEntry | null {
  if (typeof id !== 'string') return null;
  return readSpaHistory().find((e) => e.id === id) ?? null;
}

let counter = 0;
/** A new entry id, unique in this tab's session. */
export function newHistoryId(now: number = Date.now()): string {
  counter += 1;
  return `${now.toString(36)}-${counter.toString(36)}`;
}

/** What history.state holds for our entries. */
export interface HistoryState {
  spaId: string;
}

export function historyIdOf(state: unknown): string | null {
  return state && typeof state === 'object' && typeof (state as { spaId?: unknown }).spaId === 'string' ? (state as HistoryState).spaId : null;
}
