import type { Hono } from 'hono';
import type { AppEnv, Ctx, Deps } from '../deps';
import { badRequest } from '../errors';
import { isRecord, readJson, readOptionalObject, toNonNegativeInt, toPositiveInt } from '../input';
import { SERVICE_MAP } from '../service-map';
import { noticesOf, unreadCount } from './notices';
import { BELL_APP_QUERY, BELL_PATHS } from '../../../contracts/notifications';

export const NOTICE_PAGE_SIZE = 20;
export const PREVIEW_SIZE = 3;
const MAX_NOTICE_IDS = 200;

function requireWebApp(c: Ctx): void {
  if (c.req.query('app_type') !== BELL_APP_QUERY.app_type) throw badRequest(`app_type=${BELL_APP_QUERY.app_type} is required`);
}

async function noticeIds(c: Ctx): Promise<string[]> {
  const body = await readJson(c);
  const ids = isRecord(body) ? body.notice_ids : undefined;
  if (!Array.isArray(ids) || ids.length > MAX_NOTICE_IDS || ids.some((id) => typeof id !== 'string'))
    throw badRequest(`notice_ids must be a list of at most ${MAX_NOTICE_IDS} ids`);
  return ids as string[];
}

/** The notification bell (storefront-shell.md §7 Notifications); signed-in users only. */
export function registerBell(app: Hono<AppEnv>, deps: Deps): void {
  const base = SERVICE_MAP.bell;

  // POST .../v3/notice/get?app_type=web, optional body {offset, limit} -> {state, payload:{notices, total}}.
  app.post(`${base}${BELL_PATHS.list}`, async (c) => {
    const { account } = deps.auth.identify(c);
    requireWebApp(c);
    const body = await readOptionalObject(c);
    const offset = body.offset === undefined ? 0 : toNonNegativeInt(body.offset);
    const limit = body.limit === undefined ? NOTICE_PAGE_SIZE : toPositiveInt(body.limit);
    if (offset === undefined || limit === undefined) throw badRequest('offset and limit must be non-negative integers');
    const all = noticesOf(deps, account.userId, c.req.query('lang'));
    return c.json({ state: 0, payload: { notices: all.slice(offset, offset + Math.min(limit, 100)), total: all.length } });
  });

  app.get(`${base}${BELL_PATHS.unread}`, (c) => {
    const { account } = deps.auth.identify(c);
    requireWebApp(c);
    return c.json({ state: 0, payload: { count: unreadCount(deps, account.userId) } });
  });

  app.get(`${base}${BELL_PATHS.preview}`, (c) => {
    const { account } = deps.auth.identify(c);
    const unread = noticesOf(deps, account.userId, c.req.query('lang')).filter((n) => !n.is_read);
    return c.json({ state: 0, payload: { notices: unread.slice(0, PREVIEW_SIZE), count: unread.length } });
  });

  for (const action of ['read', 'delete'] as const) {
    app.post(`${base}${BELL_PATHS[action]}`, async (c) => {
      const { account } = deps.auth.identify(c);
      const ids = await noticeIds(c);
      deps.userData.markNotices(account.userId, ids, action);
      return c.json({ state: 0, payload: { count: unreadCount(deps, account.userId) } });
    });
  }
}
