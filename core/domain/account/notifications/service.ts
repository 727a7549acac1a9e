/**
 * The bell's state (storefront-shell.md §4 "Notifications: the unread count polls every 90 s",
 * §4 "Sign-in state change triggers ... notification count refresh", §8 "Notification fetch
 * failure sets a network-error flag and falls back to the local cache"). Guests have no count.
 */
import { getTokenData, onSignInChange } from '../../../transport/token';
import { getBus } from '../../../platform/bus';
import { getStore } from '../../../platform/store';
import { noticesAtom, noticesStatusAtom, notificationsNetworkErrorAtom, unreadCountAtom } from './atoms';
import { clearNotificationsCache, readNotificationsCache, writeNotificationsCache } from './cache';
import { fetchNotices, fetchPreview, fetchUnreadCount, sendDelete, sendRead } from './client';
import type { Notice } from '../../../../contracts/notifications';
import type { PageService } from '../../../platform/page';

/** §9 "Notifications: poll 90 s". */
export const NOTIFICATIONS_POLL_MS = 90_000;
/** Other tabs of the same shopper follow the count at once. */
export const NOTIFICATIONS_TOPIC = 'notifications:count';

const store = () => getStore();
const currentUser = (): string | null => getTokenData()?.user ?? null;

function setCount(user: string, count: number, broadcast: boolean): void {
  store().set(unreadCountAtom, count);
  writeNotificationsCache(user, { count });
  if (broadcast) getBus().post(NOTIFICATIONS_TOPIC, { user, count });
}

/** Asks the server for the unread count (v3 unread, else the newsfeed count). */
export async function refreshUnreadCount(): Promise<void> {
  const user = currentUser();
  if (!user) {
    store().set(unreadCountAtom, null);
    return;
  }
  try {
    const count = await fetchUnreadCount();
    if (currentUser() !== user) return;
    store().set(notificationsNetworkErrorAtom, false);
    setCount(user, count, true);
  } catch (error) {
    if (currentUser() !== user) return;
    console.warn('[vitrina] notification count failed: using the cache', error);
    store().set(notificationsNetworkErrorAtom, true);
    const cached = readNotificationsCache(user)?.count;
    if (cached !== undefined && cached !== null) store().set(unreadCountAtom, cached);
  }
}

/** Loads the list (v3 get, else the newsfeed); on failure the cached list (at most 2 days old). */
export async function loadNotices(): Promise<void> {
  const user = currentUser();
  if (!user) return;
  store().set(noticesStatusAtom, 'loading');
  try {
    const notices = await fetchNotices();
    if (currentUser() !== user) return;
    store().set(noticesAtom, notices);
    store().set(notificationsNetworkErrorAtom, false);
    writeNotificationsCache(user, { notices });
  } catch (error) {
    if (currentUser() !== user) return;
    console.warn('[vitrina] notifications failed: using the cache', error);
    store().set(notificationsNetworkErrorAtom, true);
    const cached = readNotificationsCache(user);
    if (cached && store().get(noticesAtom).length === 0) store().set(noticesAtom, cached.notices);
  } finally {
    store().set(noticesStatusAtom, 'ready');
  }
}

/**
 * The preview (GET v3/notice/preview: the latest unread few, and the count). Shown while the full
 * list is still on its way (never over it); also refreshes the count.
 */
export async function loadPreview(): Promise<Notice[]> {
  const user = currentUser();
  if (!user) return [];
  try {
    const preview = await fetchPreview();
    if (currentUser() !== user) return [];
    setCount(user, preview.count, true);
    if (store().get(noticesStatusAtom) === 'loading' && store().get(noticesAtom).length === 0) store().set(noticesAtom, preview.notices);
    return preview.notices;
  } catch (error) {
    console.warn('[vitrina] notification preview failed', error);
    return [];
  }
}

/**
 * Marks notices read, at once on screen; the server's count follows. A refused call puts the
 * list and count back as they were, sets the network-error flag and resolves false.
 */
export async function markNoticesRead(ids: readonly string[]): Promise<boolean> {
  const user = currentUser();
  if (!user || ids.length === 0) return false;
  const before = { notices: store().get(noticesAtom), count: store().get(unreadCountAtom) };
  const wanted = new Set(ids);
  const newlyRead = before.notices.filter((n) => wanted.has(n.id) && !n.read).length;
  store().set(
    noticesAtom,
    before.notices.map((n) => (wanted.has(n.id) ? { ...n, read: true } : n)),
  );
  if (before.count !== null) store().set(unreadCountAtom, Math.max(0, before.count - newlyRead));
  return settle(user, () => sendRead(ids), before);
}

/** Deletes notices, at once on screen; undone (with the network-error flag) when the server refuses. */
export async function deleteNotices(ids: readonly string[]): Promise<boolean> {
  const user = currentUser();
  if (!user || ids.length === 0) return false;
  const before = { notices: store().get(noticesAtom), count: store().get(unreadCountAtom) };
  const wanted = new Set(ids);
  const unreadGone = before.notices.filter((n) => wanted.has(n.id) && !n.read).length;
  store().set(
    noticesAtom,
    before.notices.filter((n) => !wanted.has(n.id)),
  );
  if (before.count !== null) store().set(unreadCountAtom, Math.max(0, before.count - unreadGone));
  return settle(user, () => sendDelete(ids), before);
}

async function settle(user: string, send: () => Promise<number>, before: { notices: Notice[]; count: number | null }): Promise<boolean> {
  try {
    const count = await send();
    if (currentUser() !== user) return false;
    store().set(notificationsNetworkErrorAtom, false);
    setCount(user, count, true);
    writeNotificationsCache(user, { notices: store().get(noticesAtom) });
    return true;
  } catch (error) {
    console.warn('[vitrina] notification change refused', error);
    if (currentUser() !== user) return false;
    store().set(noticesAtom, before.notices);
    store().set(unreadCountAtom, before.count);
    store().set(notificationsNetworkErrorAtom, true);
    return false;
  }
}

function resetForGuest(): void {
  store().set(unreadCountAtom, null);
  store().set(noticesAtom, []);
  store().set(noticesStatusAtom, 'idle');
  store().set(notificationsNetworkErrorAtom, false);
}

export interface NotificationsPoller {
  start(): void;
  stop(): void;
}

/** Polls the count every 90 s while signed in, refreshes on sign-in, clears on sign-out, follows other tabs. */
export function createNotificationsPoller(): NotificationsPoller {
  let timer: ReturnType<typeof setInterval> | null = null;
  let stops: Array<() => void> = [];
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (currentUser()) void refreshUnreadCount();
      }, NOTIFICATIONS_POLL_MS);
      stops = [
        onSignInChange((change) => {
          if (change.signedIn) {
            store().set(noticesAtom, []);
            store().set(noticesStatusAtom, 'idle');
            void refreshUnreadCount();
          } else {
            resetForGuest();
            clearNotificationsCache();
          }
        }),
        getBus().subscribe(NOTIFICATIONS_TOPIC, (payload) => {
          const message = payload as { user?: unknown; count?: unknown } | null;
          if (message && message.user === currentUser() && typeof message.count === 'number' && message.count >= 0) {
            store().set(unreadCountAtom, message.count);
          }
        }),
      ];
      if (currentUser()) void refreshUnreadCount();
      else resetForGuest();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      for (const stop of stops) stop();
      stops = [];
    },
  };
}

/** The page's one count poller; the bell's panel starts it through its runtime (`runtime.use`), once per page. */
export const notificationsService: PageService = {
  name: 'notifications',
  start() {
    const poller = createNotificationsPoller();
    poller.start();
    return () => poller.stop();
  },
};
