import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps';
import { badRequest } from '../errors';
import { readForm, toPositiveInt } from '../input';
import { noticesOf, unreadCount } from './notices';
import { NOTICE_PAGE_SIZE } from './bell';
import { NEWSFEED_PATHS } from '../../../contracts/notifications';

/** The newsfeed fallbacks of the bell (storefront-shell.md §7): form or JSON bodies. */
export function registerSiteNewsfeed(app: Hono<AppEnv>, deps: Deps): void {
  app.post(NEWSFEED_PATHS.count, (c) => {
    const { account } = deps.auth.identify(c);
    return c.json({ state: 0, value: { eventsCount: unreadCount(deps, account.userId) } });
  });

  // readIds joined by ';'
  app.post(NEWSFEED_PATHS.mark, async (c) => {
    const { account } = deps.auth.identify(c);
    const form = await readForm(c);
    const ids = (form.readIds ?? '').split(';').filter(Boolean);
    if (ids.length === 0) throw badRequest('readIds (joined by ";") is required');
    deps.userData.markNotices(account.userId, ids, 'read');
    return c.json({ state: 0, value: { eventsCount: unreadCount(deps, account.userId) } });
  });

  app.post(NEWSFEED_PATHS.loadMore, async (c) => {
    const { account } = deps.auth.identify(c);
    const form = await readForm(c);
    const page = toPositiveInt(form.page ?? '1');
    if (page === undefined) throw badRequest('page must be a positive integer');
    const all = noticesOf(deps, account.userId, form.lang ?? c.req.query('lang'));
    const events = all.slice((page - 1) * NOTICE_PAGE_SIZE, page * NOTICE_PAGE_SIZE);
    return c.json({ state: 0, value: { events, hasMore: page * NOTICE_PAGE_SIZE < all.length } });
  });
}
