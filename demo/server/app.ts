import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { bodySizeLimit } from './body';
import { corsMiddleware } from './cors';
import type { AppEnv, Deps } from './deps';
import { HttpError } from './errors';
import { faultMiddleware, NO_FAULT, PendingWaits } from './fault-middleware';
import { isApiPath } from './service-map';
import { registerAllRoutes } from './routes/index';
import { hostPage } from './routes/kit';

export { MAX_BODY_BYTES } from './body';
/** Paths the fault injection applies to (not the kit, the host page, sign-in or the admin endpoints). */
const FAULTABLE = /^\/(svc|webapi|spa|static|cdn|config)(\/|$)/;

export { CORS_ALLOW_HEADERS, CORS_EXPOSE_HEADERS } from './cors';

export function createApp(deps: Deps): { app: Hono<AppEnv>; waits: PendingWaits } {
  const app = new Hono<AppEnv>();
  const waits = new PendingWaits();

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
      return c.json({ error: error.message, ...error.extra }, error.status as ContentfulStatusCode);
    }
    console.error('[demo] unhandled error on', c.req.method, c.req.path, error);
    return c.json({ error: 'internal server error' }, 500);
  });

  app.use('*', async (c, next) => {
    c.set('fault', NO_FAULT);
    await next();
  });
  // The kit's files are public to every origin; the API is credentialed for the allow-list (cors.ts).
  app.use('*', corsMiddleware(deps));
  app.use('*', bodySizeLimit());
  const faults = faultMiddleware(deps, waits);
  app.use('*', async (c, next) => (FAULTABLE.test(c.req.path) ? faults(c, next) : next()));

  registerAllRoutes(app, deps);

  app.notFound((c) => {
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && !isApiPath(c.req.path)) return hostPage(c, deps);
    return c.json({ error: 'not found', path: c.req.path }, 404);
  });
  return { app, waits };
}
