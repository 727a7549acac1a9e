import type { Hono } from 'hono';
import type { AppEnv, Ctx, Deps } from '../deps';
import { badRequest } from '../errors';
import { isRecord, readJson } from '../input';
import { JS_ERROR_PATH, METRIC_KINDS, metricsPath } from '../../../contracts/logging';

const MAX_LOG_TEXT = 10000;

function requireStatus(c: Ctx): string {
  const status = c.req.query('status');
  if (!status) throw badRequest('status query parameter is required');
  return status;
}

/** Logging calls on the site origin (storefront-shell.md §7): recorded in the log sink (GET /demo/logs), answered 204. */
export function registerSiteLogging(app: Hono<AppEnv>, deps: Deps): void {
  for (const name of METRIC_KINDS.filter((kind) => kind !== 'wbxauth')) {
    app.post(metricsPath(name), (c) => {
      deps.logs.add(`${name}-metrics`, { status: requireStatus(c) }, null);
      return c.body(null, 204);
    });
  }

  // act and status, in the query or a JSON body.
  app.post(metricsPath('wbxauth'), async (c) => {
    const body = await readJson(c, { optional: true });
    const source = isRecord(body) ? body : c.req.query();
    const { act, status } = source;
    if (typeof act !== 'string' || act === '' || (typeof status !== 'string' && typeof status !== 'number')) throw badRequest('act and status are required');
    deps.logs.add('wbxauth-metrics', { act, status: String(status) }, null);
    return c.body(null, 204);
  });

  // {msg, stk?, data?}
  app.post(JS_ERROR_PATH, async (c) => {
    const body = await readJson(c);
    if (!isRecord(body) || typeof body.msg !== 'string' || body.msg === '') throw badRequest('msg is required');
    if (body.stk !== undefined && typeof body.stk !== 'string') throw badRequest('stk must be a string');
    deps.logs.add('jserror', {}, { msg: body.msg.slice(0, MAX_LOG_TEXT), stk: body.stk?.slice(0, MAX_LOG_TEXT), data: body.data });
    return c.body(null, 204);
  });
}
