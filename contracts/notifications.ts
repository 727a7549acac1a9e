/**
 * Wire form -> domain for the bell (storefront-shell.md §7 "Notifications") and its newsfeed
 * fallbacks. Each reader throws MalformedNotificationsError for an answer it cannot use (the
 * request wrapper turns that into MalformedResponseError) and never a TypeError.
 */
import { menuHref } from './menu';
import { isRecord, optional, readBoolean, readId, readInteger, readNumber, readString, type WireRecord } from './wire';

/** storefront-shell.md §3 "Notification: uuid, user_id, dt", plus what the bell shows. */
export interface Notice {
  id: string;
  /** Milliseconds since the epoch (the wire `dt` is in seconds). */
  date: number;
  title: string;
  /** Plain text: rendered as text, never as HTML (hostile server text stays text). */
  text: string;
  /** A same-site path or http(s) address; absent when unsafe or missing. */
  link?: string;
  important: boolean;
  read: boolean;
}

export class MalformedNotificationsError extends Error {
  override name = 'MalformedNotificationsError';
}

const SECONDS_TO_MS = 1000;
/** `dt` values below this are seconds, above it milliseconds (a server may send either). */
const MS_THRESHOLD = 1e11;

function payloadOf(raw: unknown, key: 'payload' | 'value'): WireRecord {
  if (!isRecord(raw) || !isRecord(raw[key])) throw new MalformedNotificationsError(`answer has no ${key}`);
  return raw[key];
}

function countOf(record: WireRecord, key: string): number {
  const count = readInteger(record, key);
  if (count === undefined || count < 0) throw new MalformedNotificationsError(`${key} is not a count`);
  return count;
}

/** A list entry, or undefined when it has no id (left out). */
export function reshapeNotice(wire: unknown): Notice | undefined {
  if (!isRecord(wire)) return undefined;
  const id = readId(wire, 'uuid') ?? readId(wire, 'id');
  if (id === undefined) return undefined;
  const dt = readNumber(wire, 'dt') ?? 0;
  return {
    id,
    date: dt > 0 && dt < MS_THRESHOLD ? dt * SECONDS_TO_MS : Math.max(dt, 0),
    title: readString(wire, 'title') ?? '',
    text: readString(wire, 'text') ?? '',
    ...optional('link', menuHref(wire.link)),
    important: readBoolean(wire, 'important') ?? false,
    read: readBoolean(wire, 'is_read') ?? false,
  };
}

function notices(list: unknown): Notice[] {
  if (!Array.isArray(list)) throw new MalformedNotificationsError('notices is not a list');
  return list.map(reshapeNotice).filter((notice): notice is Notice => notice !== undefined);
}

/** POST {bell}/shard-proxy/api/v3/notice/get?app_type=web -> {payload:{notices, total}}. */
export function reshapeNoticeList(raw: unknown): { notices: Notice[]; total: number } {
  const payload = payloadOf(raw, 'payload');
  const list = notices(payload.notices);
  return { notices: list, total: readInteger(payload, 'total') ?? list.length };
}

/** GET .../v3/notice/preview -> {payload:{notices, count}}. */
export function reshapeNoticePreview(raw: unknown): { notices: Notice[]; count: number } {
  const payload = payloadOf(raw, 'payload');
  return { notices: notices(payload.notices), count: countOf(payload, 'count') };
}

/** GET .../v3/notice/unread (payload.count), and the answers of read/delete ({payload:{count}}). */
export function reshapeUnreadCount(raw: unknown): number {
  return countOf(payloadOf(raw, 'payload'), 'count');
}

/** POST /webapi/newsfeed/events/count and /mark -> {value:{eventsCount}} (§3 "Notification counts"). */
export function reshapeEventsCount(raw: unknown): number {
  return countOf(payloadOf(raw, 'value'), 'eventsCount');
}

/** POST /webapi/lk/newsfeed/events/spa/loadmore -> {value:{events, hasMore}}. */
export function reshapeNewsfeedPage(raw: unknown): { notices: Notice[]; hasMore: boolean } {
  const value = payloadOf(raw, 'value');
  return { notices: notices(value.events), hasMore: readBoolean(value, 'hasMore') ?? false };
}

/** §7 "POST /webapi/newsfeed/events/mark (readIds joined by ;)". */
export function readIdsForm(ids: readonly string[]): { readIds: string } {
  return { readIds: ids.join(';') };
}

/** The bell service's calls (storefront-shell.md §7 "Notifications"), below the {bell} base. */
export const BELL_PATHS = {
  unread: '/shard-proxy/api/v3/notice/unread',
  list: '/shard-proxy/api/v3/notice/get',
  preview: '/shard-proxy/api/v3/notice/preview',
  read: '/shard-proxy/api/notice/read',
  delete: '/shard-proxy/api/notice/delete',
} as const;
/** The bell calls' query: the web application. */
export const BELL_APP_QUERY = { app_type: 'web' } as const;

/** The site's newsfeed events (§7 fallbacks of the bell), below the {site} base. */
export const NEWSFEED_PATHS = {
  count: '/webapi/newsfeed/events/count',
  mark: '/webapi/newsfeed/events/mark',
  loadMore: '/webapi/lk/newsfeed/events/spa/loadmore',
} as const;
