import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps';
import { badRequest } from '../errors';
import { isRecord, readJson } from '../input';
import { SERVICE_MAP } from '../service-map';

/** POST {journal}/api/v1/set: an array of one event object (storefront-shell.md §7). */
export function registerJournal(app: Hono<AppEnv>, deps: Deps): void {
  app.post(`${SERVICE_MAP.journal}/api/v1/set`, async (c) => {
    const body = await readJson(c);
    if (!Array.isArray(body) || body.length !== 1 || !isRecord(body[0])) throw badRequest('an array of one event object is expected');
    deps.logs.add('journal', {}, body[0]);
    return c.json({ state: 0 });
  });
}
