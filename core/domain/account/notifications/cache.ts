import { isRecord, readInteger, readNumber } from '../../../../contracts/wire';
import { reshapeNotice } from '../../../../contracts/notifications';
import { persistedValue } from '../../../platform/storage';
import type { Notice } from '../../../../contracts/notifications';

/** storefront-shell.md §9 "cached notifications expire after 2 days". */
export const NOTIFICATIONS_CACHE_TTL_MS = 2 * 24 * 60 * 60 * 1000;
export const NOTIFICATIONS_CACHE_KEY = 'notifications';

export interface NotificationsCache {
  user: string;
  savedAt: number;
  count: number | null;
  notices: Notice[];
}

function sanitize(raw: unknown): NotificationsCache | null {
  if (!isRecord(raw) || typeof raw.user !== 'string' || !Array.isArray(raw.notices)) return null;
  const savedAt = readNumber(raw, 'savedAt');
  if (savedAt === undefined) return null;
  const notices = raw.notices.map((n) =>
    isRecord(n) ? reshapeNotice({ uuid: n.id, dt: n.date, title: n.title, text: n.text, link: n.link, important: n.important, is_read: n.read }) : undefined,
  );
  const count = readInteger(raw, 'count');
  return { user: raw.user, savedAt, count: count !== undefined && count >= 0 ? count : null, notices: notices.filter((n): n is Notice => !!n) };
}

const stored = persistedValue<NotificationsCache | null>(NOTIFICATIONS_CACHE_KEY, sanitize);

/** The cache of `user`, or null when there is none, it is another user's, or it is over 2 days old. */
export function readNotificationsCache(user: string, now = Date.now()): NotificationsCache | null {
  const cache = stored.read();
  if (!cache || cache.user !== user) return null;
  if (cache.savedAt > now || now - cache.savedAt >= NOTIFICATIONS_CACHE_TTL_MS) return null;
  return cache;
}

/** Merges a part (count or list) into the user's cache and stamps it now. */
export function writeNotificationsCache(user: string, part: Partial<Pick<NotificationsCache, 'count' | 'notices'>>, now = Date.now()): void {
  const previous = readNotificationsCache(user, now);
  stored.write({ user, savedAt: now, count: previous?.count ?? null, notices: previous?.notices ?? [], ...part });
}

export function clearNotificationsCache(): void {
  stored.clear();
}
