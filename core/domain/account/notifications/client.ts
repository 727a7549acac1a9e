/** The bell's calls (storefront-shell.md §7 "Notifications"), each with its §7 fallback. */
import {
  readIdsForm,
  reshapeEventsCount,
  reshapeNewsfeedPage,
  reshapeNoticeList,
  reshapeNoticePreview,
  reshapeUnreadCount,
  BELL_APP_QUERY,
  BELL_PATHS,
  NEWSFEED_PATHS,
} from '../../../../contracts/notifications';
import { request } from '../../../transport/http';
import { getStore } from '../../../platform/store';
import { languageAtom } from '../../../platform/locale';
import type { Notice } from '../../../../contracts/notifications';

/** The notices' titles and texts come in the page's language (shell §7 card calls send lang too). */
const inLanguage = <T extends Record<string, string | number>>(query: T) => ({ ...query, lang: getStore().get(languageAtom) });

function must<T>(value: T | null, what: string): T {
  if (value === null) throw new TypeError(`${what}: empty answer`);
  return value;
}

/** v3 unread (payload.count); on failure the newsfeed count (value.eventsCount). */
export async function fetchUnreadCount(): Promise<number> {
  try {
    return must(
      await request({ url: { group: 'bell', path: BELL_PATHS.unread }, query: BELL_APP_QUERY, auth: 'required', parse: reshapeUnreadCount }),
      'unread',
    );
  } catch (error) {
    console.warn('[vitrina] notice/unread failed, asking the newsfeed count', error);
    return must(
      await request({ url: { group: 'site', path: NEWSFEED_PATHS.count }, method: 'POST', auth: 'required', parse: reshapeEventsCount }),
      'events count',
    );
  }
}

/** v3 get; on failure the newsfeed's first page. */
export async function fetchNotices(): Promise<Notice[]> {
  try {
    const list = await request({
      url: { group: 'bell', path: BELL_PATHS.list },
      query: inLanguage(BELL_APP_QUERY),
      body: { json: {} },
      auth: 'required',
      parse: reshapeNoticeList,
    });
    return must(list, 'notice/get').notices;
  } catch (error) {
    console.warn('[vitrina] notice/get failed, asking the newsfeed', error);
    const page = await request({
      url: { group: 'site', path: NEWSFEED_PATHS.loadMore },
      body: { form: inLanguage({ page: 1 }) },
      auth: 'required',
      parse: reshapeNewsfeedPage,
    });
    return must(page, 'loadmore').notices;
  }
}

/** GET .../v3/notice/preview: the latest unread few and the count. */
export async function fetchPreview(): Promise<{ notices: Notice[]; count: number }> {
  return must(
    await request({ url: { group: 'bell', path: BELL_PATHS.preview }, query: inLanguage({}), auth: 'required', parse: reshapeNoticePreview }),
    'preview',
  );
}

/** POST .../notice/read {notice_ids}; on failure /webapi/newsfeed/events/mark (readIds joined by ;). Resolves the new unread count. */
export async function sendRead(ids: readonly string[]): Promise<number> {
  try {
    return must(
      await request({ url: { group: 'bell', path: BELL_PATHS.read }, body: { json: { notice_ids: ids } }, auth: 'required', parse: reshapeUnreadCount }),
      'read',
    );
  } catch (error) {
    console.warn('[vitrina] notice/read failed, marking through the newsfeed', error);
    return must(
      await request({
        url: { group: 'site', path: NEWSFEED_PATHS.mark },
        body: { form: readIdsForm(ids) },
        auth: 'required',
        parse: reshapeEventsCount,
      }),
      'mark',
    );
  }
}

/** POST .../notice/delete {notice_ids}. Resolves the new unread count. */
export async function sendDelete(ids: readonly string[]): Promise<number> {
  return must(
    await request({ url: { group: 'bell', path: BELL_PATHS.delete }, body: { json: { notice_ids: ids } }, auth: 'required', parse: reshapeUnreadCount }),
    'delete',
  );
}
