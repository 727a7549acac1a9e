import { persistedValue, type PersistedValue } from '../../../platform/storage';
import { pagePart } from '../../../platform/page';

/** storefront-shell.md §9 "Storage and recents": recent views 100. */
export const RECENT_VIEWS_CAP = 100;

/** storefront-shell.md §3 "Recent views (per user)": nm entries (nmId, time in seconds), query, url. */
export interface RecentViewEntry {
  nmId: number;
  /** Unix time in seconds. */
  time: number;
}
export interface RecentViews {
  nm: RecentViewEntry[];
  query?: string;
  url?: string;
}

export type RecentUser = string | number | null | undefined;

const GUEST = 'guest';
const MS_PER_SECOND = 1000;

/**
 * storefront-shell.md §5: a product is stored only if its id is a number or a numeric string.
 * Read strictly: a positive safe integer, or a string of digits naming one; anything else is null.
 */
export function toProductId(id: unknown): number | null {
  const value = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Newest first, one entry per product, at most 100 (§9). */
function normalise(entries: RecentViewEntry[]): RecentViewEntry[] {
  const seen = new Set<number>();
  return entries.filter(({ nmId }) => !seen.has(nmId) && seen.add(nmId)).slice(0, RECENT_VIEWS_CAP);
}

/** Stored data of any shape to a valid list: bad entries dropped, malformed data reset to empty. */
export function sanitizeRecentViews(raw: unknown): RecentViews {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { nm: [] };
  const { nm, query, url } = raw as Record<string, unknown>;
  const entries = (Array.isArray(nm) ? nm : []).flatMap((entry): RecentViewEntry[] => {
    const nmId = toProductId((entry as Partial<RecentViewEntry> | null)?.nmId);
    const time = (entry as Partial<RecentViewEntry> | null)?.time;
    return nmId !== null && typeof time === 'number' && Number.isFinite(time) && time >= 0 ? [{ nmId, time }] : [];
  });
  return {
    nm: normalise(entries),
    ...(typeof query === 'string' ? { query } : {}),
    ...(typeof url === 'string' ? { url } : {}),
  };
}

/** Each user's list as the page keeps it (in memory too, after a failed write): a part of the page's runtime. */
const pageValues = () => pagePart('recentViews', () => new Map<string, PersistedValue<RecentViews>>());
const userKey = (user: RecentUser) => (user === null || user === undefined || user === '' ? GUEST : String(user));

function valueFor(user: RecentUser): PersistedValue<RecentViews> {
  const key = `recent-views:${userKey(user)}`;
  const values = pageValues();
  let value = values.get(key);
  if (!value) values.set(key, (value = persistedValue(key, sanitizeRecentViews)));
  return value;
}

export function readRecentViews(user: RecentUser): RecentViews {
  return valueFor(user).read();
}

/** The product numbers, newest first (the recent-views page's list, storefront-routing-wallet.md §3). */
export function recentProductIds(user: RecentUser): number[] {
  return readRecentViews(user).nm.map((entry) => entry.nmId);
}

/**
 * Records a view: the product goes first with the time in seconds, an earlier view of it is
 * dropped, the list is cut to 100. An id that is not a number or numeric string changes nothing.
 */
export function addRecentView(
  user: RecentUser,
  id: unknown,
  { query, url, now = Date.now() }: { query?: string; url?: string; now?: number } = {},
): RecentViews {
  const current = readRecentViews(user);
  const nmId = toProductId(id);
  if (nmId === null) return current;
  const next: RecentViews = {
    ...current,
    nm: normalise([{ nmId, time: Math.floor(now / MS_PER_SECOND) }, ...current.nm]),
    ...(query !== undefined ? { query } : {}),
    ...(url !== undefined ? { url } : {}),
  };
  valueFor(user).write(next);
  return next;
}

export function clearRecentViews(user: RecentUser): void {
  valueFor(user).clear();
}
