import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps';
import { createIconStore, isIconName } from '../web-app/icons';
import { WEB_APP_MANIFEST_PATH } from '../../../contracts/web-app';
import { webAppManifest } from '../web-app/manifest';

/** The web app manifest and its icons (demo/server/web-app/), so the storefront installs. */
export function registerWebApp(app: Hono<AppEnv>, deps: Deps): void {
  const icon = createIconStore(deps.dataDir);
  app.get(WEB_APP_MANIFEST_PATH, (c) => {
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(JSON.stringify(webAppManifest()));
  });
  app.get('/icons/:file', async (c) => {
    const name = c.req.param('file').replace(/\.png$/, '');
    if (!c.req.param('file').endsWith('.png') || !isIconName(name)) return c.json({ error: 'not found', path: c.req.path }, 404);
    c.header('Content-Type', 'image/png');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(await icon(name)));
  });
}
