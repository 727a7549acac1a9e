import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom, setToken, clearToken } from '../../../../core/transport/token/token';
import { decodeJwt } from '../../../../core/transport/token/jwt';
import { noticesAtom, notificationsNetworkErrorAtom, unreadCountAtom } from '../../../../core/domain/account/notifications/atoms';
import { clearNotificationsCache } from '../../../../core/domain/account/notifications/cache';
import {
  createNotificationsPoller,
  deleteNotices,
  loadNotices,
  loadPreview,
  markNoticesRead,
  refreshUnreadCount,
  type NotificationsPoller,
} from '../../../../core/domain/account/notifications/service';
import { getStore } from '../../../../core/platform/store/store';
import { fakeFetch, headerOf, json, makeJwt, networkDown, ORIGIN, resetPage, status, type Call } from '../http-fakes';

const BELL = `${ORIGIN}/svc/bell/shard-proxy/api`;
const UNREAD = `${BELL}/v3/notice/unread?app_type=web`;
const COUNT = `${ORIGIN}/webapi/newsfeed/events/count`;

function signIn(user = 42): void {
  const token = makeJwt({ user });
  getStore().set(sessionAtom, { token, data: decodeJwt(token) });
}

const notice = (uuid: string, isRead = false) => ({
  uuid,
  user_id: 42,
  dt: 1_750_000_000,
  title: `T ${uuid}`,
  text: 'x',
  link: '/lk',
  important: false,
  is_read: isRead,
});

let poller: NotificationsPoller | null = null;
beforeEach(() => {
  resetPage();
  clearNotificationsCache();
  getStore().set(unreadCountAtom, null);
  getStore().set(noticesAtom, []);
  getStore().set(notificationsNetworkErrorAtom, false);
});
afterEach(() => {
  poller?.stop();
  poller = null;
  vi.useRealTimers();
});

describe('notification count (storefront-shell.md §4 Notifications, §7, §8, §9 poll 90 s)', () => {
  it('§7 asks v3 unread with the token and Wb-AppType', async () => {
    signIn();
    const calls = fakeFetch(() => json({ state: 0, payload: { count: 5 } }));
    await refreshUnreadCount();
    expect(getStore().get(unreadCountAtom)).toBe(5);
    expect(calls[0]!.url).toBe(UNREAD);
    expect(headerOf(calls[0], 'Authorization')).toMatch(/^Bearer /);
    expect(headerOf(calls[0], 'Wb-AppType')).toBe('site');
  });

  it('§7 falls back to the newsfeed count when v3 unread fails', async () => {
    signIn();
    const calls = fakeFetch((call) => (call.url === UNREAD ? status(500) : json({ state: 0, value: { eventsCount: 2 } })));
    await refreshUnreadCount();
    expect(getStore().get(unreadCountAtom)).toBe(2);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET ${UNREAD}`, `POST ${COUNT}`]);
    expect(getStore().get(notificationsNetworkErrorAtom)).toBe(false);
  });

  it('§8 both failing sets the network-error flag and shows the cached count', async () => {
    signIn();
    fakeFetch(() => json({ payload: { count: 3 } }));
    await refreshUnreadCount();
    getStore().set(unreadCountAtom, null);
    fakeFetch(networkDown);
    await refreshUnreadCount();
    expect(getStore().get(notificationsNetworkErrorAtom)).toBe(true);
    expect(getStore().get(unreadCountAtom)).toBe(3);
  });

  it('§9 "cached notifications expire after 2 days": the cached count is shown until 172800000 ms, not after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const savedAt = 1_000_000_000_000;
    vi.setSystemTime(savedAt);
    signIn();
    fakeFetch(() => json({ payload: { count: 3 } }));
    await refreshUnreadCount();
    fakeFetch(networkDown);

    getStore().set(unreadCountAtom, null);
    vi.setSystemTime(savedAt + 172_799_999);
    await refreshUnreadCount();
    expect(getStore().get(notificationsNetworkErrorAtom)).toBe(true);
    expect(getStore().get(unreadCountAtom)).toBe(3);

    getStore().set(unreadCountAtom, null);
    vi.setSystemTime(savedAt + 172_800_000);
    await refreshUnreadCount();
    expect(getStore().get(notificationsNetworkErrorAtom)).toBe(true);
    expect(getStore().get(unreadCountAtom)).toBe(null);
  });

  it('guests have no count and send nothing', async () => {
    const calls = fakeFetch(() => json({ payload: { count: 9 } }));
    await refreshUnreadCount();
    expect(getStore().get(unreadCountAtom)).toBe(null);
    expect(calls).toHaveLength(0);
  });

  it('§9 "Notifications: poll 90 s": polls every 90000 ms while signed in', async () => {
    vi.useFakeTimers();
    signIn();
    let count = 1;
    const calls = fakeFetch(() => json({ payload: { count: count++ } }));
    poller = createNotificationsPoller();
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(getStore().get(unreadCountAtom)).toBe(1);
    await vi.advanceTimersByTimeAsync(89_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getStore().get(unreadCountAtom)).toBe(2);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(calls).toHaveLength(3);
  });

  it('§4 a sign-in refreshes the count; a sign-out clears it', async () => {
    vi.useFakeTimers();
    const calls = fakeFetch(() => json({ payload: { count: 4 } }));
    poller = createNotificationsPoller();
    poller.start();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(calls).toHaveLength(0); // guest: no poll calls
    setToken(makeJwt({ user: 7 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(getStore().get(unreadCountAtom)).toBe(4);
    clearToken();
    expect(getStore().get(unreadCountAtom)).toBe(null);
  });
});

describe('notification list, read and delete (storefront-shell.md §7)', () => {
  function server(handler: (call: Call) => Response) {
    return fakeFetch(handler);
  }

  it('§7 loads v3 get, falls back to the newsfeed page, then to the 2-day cache with the flag', async () => {
    signIn();
    server(() => json({ state: 0, payload: { notices: [notice('a'), notice('b', true)], total: 2 } }));
    await loadNotices();
    expect(
      getStore()
        .get(noticesAtom)
        .map((n) => n.id),
    ).toEqual(['a', 'b']);

    getStore().set(noticesAtom, []);
    const calls = server((call) => (call.url.includes('/v3/notice/get') ? status(502) : json({ state: 0, value: { events: [notice('c')], hasMore: false } })));
    await loadNotices();
    expect(
      getStore()
        .get(noticesAtom)
        .map((n) => n.id),
    ).toEqual(['c']);
    // The notices come in the page's language (ru here), on the fallback too.
    expect(calls[0]!.url).toContain('lang=ru');
    expect(calls[1]!.body).toBe('page=1&lang=ru');

    getStore().set(noticesAtom, []);
    server(networkDown);
    await loadNotices();
    expect(getStore().get(notificationsNetworkErrorAtom)).toBe(true);
    expect(
      getStore()
        .get(noticesAtom)
        .map((n) => n.id),
    ).toEqual(['c']);
  });

  it('§7 mark read sends notice_ids, updates at once and takes the server count', async () => {
    signIn();
    getStore().set(unreadCountAtom, 2);
    server(() => json({ state: 0, payload: { notices: [notice('a'), notice('b')], total: 2 } }));
    await loadNotices();
    let resolve!: (r: Response) => void;
    const calls = server(() => new Promise<Response>((r) => (resolve = r)) as unknown as Response);
    const done = markNoticesRead(['a']);
    expect(
      getStore()
        .get(noticesAtom)
        .find((n) => n.id === 'a')!.read,
    ).toBe(true);
    expect(getStore().get(unreadCountAtom)).toBe(1);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe(`${BELL}/notice/read`);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ notice_ids: ['a'] });
    resolve(json({ state: 0, payload: { count: 7 } }));
    expect(await done).toBe(true);
    expect(getStore().get(unreadCountAtom)).toBe(7);
  });

  it('§7 mark read falls back to /webapi/newsfeed/events/mark with readIds joined by ;', async () => {
    signIn();
    getStore().set(noticesAtom, [{ id: 'a', date: 0, title: '', text: '', important: false, read: false }]);
    const calls = server((call) => (call.url.startsWith(BELL) ? status(500) : json({ state: 0, value: { eventsCount: 0 } })));
    expect(await markNoticesRead(['a', 'b'])).toBe(true);
    expect(calls[1]!.url).toBe(`${ORIGIN}/webapi/newsfeed/events/mark`);
    expect(calls[1]!.body).toBe('readIds=a%3Bb');
  });

  it('a refused delete puts the list and count back and sets the flag', async () => {
    signIn();
    const before = [{ id: 'a', date: 0, title: '', text: '', important: false, read: false }];
    getStore().set(noticesAtom, before);
    getStore().set(unreadCountAtom, 1);
    server(() => status(500));
    const pending = deleteNotices(['a']);
    expect(getStore().get(noticesAtom)).toEqual([]);
    expect(getStore().get(unreadCountAtom)).toBe(0);
    expect(await pending).toBe(false);
    expect(getStore().get(noticesAtom)).toEqual(before);
    expect(getStore().get(unreadCountAtom)).toBe(1);
    expect(getStore().get(notificationsNetworkErrorAtom)).toBe(true);
  });
});

describe('notification preview (storefront-shell.md §7 GET .../v3/notice/preview)', () => {
  it('shows the preview while the full list is loading, never over it, and takes its count', async () => {
    signIn();
    let releaseList!: (r: Response) => void;
    fakeFetch((call) => {
      if (call.url.includes('/v3/notice/preview')) return json({ state: 0, payload: { notices: [notice('p1')], count: 6 } });
      return new Promise<Response>((resolve) => (releaseList = resolve)) as unknown as Response;
    });
    const list = loadNotices();
    await loadPreview();
    expect(
      getStore()
        .get(noticesAtom)
        .map((n) => n.id),
    ).toEqual(['p1']);
    expect(getStore().get(unreadCountAtom)).toBe(6);
    releaseList(json({ state: 0, payload: { notices: [notice('a'), notice('b')], total: 2 } }));
    await list;
    expect(
      getStore()
        .get(noticesAtom)
        .map((n) => n.id),
    ).toEqual(['a', 'b']);
    await loadPreview();
    expect(
      getStore()
        .get(noticesAtom)
        .map((n) => n.id),
    ).toEqual(['a', 'b']);
  });
});
