import type { Hono } from 'hono';
import type { AppEnv, Ctx, Deps } from '../deps';
import { SERVICE_MAP } from '../service-map';
import { SETTINGS_PATHS } from '../../../contracts/settings';

const NO_CACHE = { 'Cache-Control': 'no-cache' };

/** Settings (storefront-shell.md §4 Settings refresh): the static file and its hash, and the server fallback. */
export function registerSettings(app: Hono<AppEnv>, deps: Deps): void {
  const hash = (c: Ctx) => c.text(deps.settings.hash(), 200, NO_CACHE);
  const full = (c: Ctx) => c.json(deps.settings.get(), 200, NO_CACHE);
  const settingsBase = SERVICE_MAP.settings === '/' ? '' : SERVICE_MAP.settings;
  app.get(`${settingsBase}${SETTINGS_PATHS.serverHash}`, hash);
  app.get(`${settingsBase}${SETTINGS_PATHS.serverBody}`, full);
  app.get(`${SERVICE_MAP.static}${SETTINGS_PATHS.staticHash}`, hash);
  app.get(`${SERVICE_MAP.static}${SETTINGS_PATHS.staticBody}`, full);
}
