import type { Hono } from 'hono';
import { buildUpstreams } from '../../data/cdn';
import { requestOrigin, type AppEnv, type Deps } from '../deps';
import { SERVICE_MAP } from '../service-map';
import { CDN_UPSTREAMS_PATH } from '../../../contracts/cdn';

/** GET {cdn}/api/v3/upstreams?ts= -> {origin, recommend, hash, timestamp} (storefront-shell.md §3 CDN config, §7). */
export function registerCdn(app: Hono<AppEnv>, deps: Deps): void {
  app.get(`${SERVICE_MAP.cdn}${CDN_UPSTREAMS_PATH}`, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(buildUpstreams(`${requestOrigin(c)}${SERVICE_MAP.images}`, deps.cdnTimestamp));
  });
}
