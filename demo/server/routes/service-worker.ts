import type { Hono } from 'hono';
import { requestOrigin, type AppEnv, type Deps } from '../deps';
import { SERVICE_WORKER_PATH } from '../../../contracts/web-app';
import { CONTENT_TYPES, distDir, readUnder, sendFile } from './kit';

/**
 * The worker's own Content-Security-Policy (a worker runs under the policy its script came with,
 * not the page's): it imports no script, and fetches only what the storefront's pages fetch.
 */
export function serviceWorkerCsp(origin: string): string {
  return ["default-src 'none'", `connect-src 'self' ${origin}`].join('; ');
}

/**
 * /sw.js: the storefront's service worker (dist/sw.js, sw/sw.ts) at the site root, so its scope
 * is every storefront page. Never cached by HTTP (the browser compares it on every update check:
 * a new build is a new worker), with its source map beside it.
 */
export function registerServiceWorker(app: Hono<AppEnv>, deps: Deps): void {
  const file = SERVICE_WORKER_PATH.slice(1);
  for (const name of [file, `${file}.map`]) {
    app.get(`/${name}`, async (c) => {
      const body = await readUnder(distDir(deps), name);
      if (!body) return c.json({ error: 'not found', path: c.req.path }, 404);
      c.header('Cache-Control', 'no-cache');
      if (name === file) c.header('Content-Security-Policy', serviceWorkerCsp(requestOrigin(c)));
      return sendFile(c, body, CONTENT_TYPES[name === file ? '.js' : '.map']!);
    });
  }
}
