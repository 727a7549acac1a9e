import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, Deps } from './deps';
import { HttpError } from './errors';
import { faultMiddleware, NO_FAULT, PendingWaits } from './fault-middleware';
import { isApiPath } from './service-map';
import { registerAllRoutes } from './routes/index';
import { hostPage } from './routes/kit';

/** Issue 4 "bad input": bodies over 1 MB get 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Paths the fault injection applies to (not the kit, the host page, sign-in or the admin endpoints). */
const FAULTABLE = /^\/(svc|webapi|spa|static|cdn|config)(\/|$)/;

export const CORS_ALLOW_HEADERS = ['Authorization', 'Content-Type', 'Wb-AppType', 'X-Demo-Fault', 'X-User-Id', 'x-spa-version', 'Accept'];
export const CORS_EXPOSE_HEADERS = ['X-Token-Action', 'X-Drop-Token'];

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
  // Issue 4 §7: the partner origin may call the API, services.json and /dist/ with credentials.
  app.use('*', cors({
    origin: (origin) => (deps.allowedOrigins.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: CORS_ALLOW_HEADERS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    maxAge: 600,
  }));
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => {
    // The unread rest of the body makes the connection unusable: tell the client not to reuse it.
    c.header('Connection', 'close');
    return c.json({ error: `body over ${MAX_BODY_BYTES} bytes` }, 413);
  } }));
  const faults = faultMiddleware(deps, waits);
  app.use('*', async (c, next) => (FAULTABLE.test(c.req.path) ? faults(c, next) : next()));

  registerAllRoutes(app, deps);

  app.notFound((c) => {
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && !isApiPath(c.req.path)) return hostPage(c, deps);
    return c.json({ error: 'not found', path: c.req.path }, 404);
  });
  return { app, waits };
}
