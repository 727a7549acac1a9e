import type { Hono } from 'hono';
import type { AppEnv, Ctx, Deps } from '../deps';
import { SERVICE_MAP } from '../service-map';

const NO_CACHE = { 'Cache-Control': 'no-cache' };

/** Settings (storefront-shell.md §4 Settings refresh): the static file and its hash, and the server fallback. */
export function registerSettings(app: Hono<AppEnv>, deps: Deps): void {
  const hash = (c: Ctx) => c.text(deps.settings.hash(), 200, NO_CACHE);
  const full = (c: Ctx) => c.json(deps.settings.get(), 200, NO_CACHE);
  const settingsBase = SERVICE_MAP.settings === '/' ? '' : SERVICE_MAP.settings;
  app.get(`${settingsBase}/webapi/settings/global/hash`, hash);
  app.get(`${settingsBase}/webapi/settings/global/get`, full);
  app.get(`${SERVICE_MAP.static}/settings-front.json.hash`, hash);
  app.get(`${SERVICE_MAP.static}/settings-front.json`, full);
}
