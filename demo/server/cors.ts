import type { Context, MiddlewareHandler, Next } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv, Deps } from './deps';
import { SERVICE_MAP } from './service-map';
import { OAUTH_PATHS } from '../../contracts/oauth';

export const CORS_ALLOW_HEADERS = ['Authorization', 'Content-Type', 'Wb-AppType', 'X-Demo-Fault', 'X-User-Id', 'x-spa-version', 'Accept'];
export const CORS_EXPOSE_HEADERS = ['X-Token-Action', 'X-Drop-Token'];
/** What a page on any origin may send with a public read: no Authorization, nothing that names a shopper. */
export const PUBLIC_ALLOW_HEADERS = ['Content-Type', 'Accept', 'x-spa-version'];

/** The built kit: public to every origin, as a CDN serves it. */
const KIT_FILES = /^\/dist\//;

/**
 * Content any storefront may show to a guest, read without credentials: the service map, settings,
 * static files, images, suggestions, search, catalog, menu, banners, CDN upstreams, recommendations.
 * What names a shopper (sync, wallet, notifications, user data, sign-in) and every write stay on
 * the credentialed allow-list.
 */
const PUBLIC_READS = /^\/(config\/services\.json$|static\/|cdn\/|svc\/(suggest|search|catalog|menu|banners|cdn|recom)(\/|$)|webapi\/settings\/global\/)/;
const READ_METHODS = new Set(['GET', 'HEAD']);
/**
 * The OAuth code exchange (contracts/oauth.ts) is made by the partner app from its own origin,
 * whichever it is: it carries no session (the code and the PKCE verifier prove the app), so it
 * answers any origin, without credentials.
 */
const OAUTH_TOKEN_PATH = `${SERVICE_MAP.auth}${OAUTH_PATHS.token}`;

/** `/dist/**` answers every origin: no credentials, readable cross-origin, with timing for RUM tools. */
export function publicKitHeaders(c: Context): void {
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  c.header('Timing-Allow-Origin', '*');
}

export function isPublicRead(method: string, path: string, preflightMethod: string | undefined): boolean {
  const read = READ_METHODS.has(method) || (method === 'OPTIONS' && preflightMethod !== undefined && READ_METHODS.has(preflightMethod.toUpperCase()));
  return read && PUBLIC_READS.test(path);
}

/**
 * PARTNER_ORIGINS (comma-separated, e.g. `https://partner.example,http://localhost:3000`): origins
 * that may call the whole API with credentials, beside the demo's own partner port. A malformed
 * entry stops the server with its name rather than being skipped.
 */
export function parsePartnerOrigins(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`PARTNER_ORIGINS: "${entry}" is not an origin (scheme://host[:port])`);
      }
      if (!/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '').toLowerCase())
        throw new Error(`PARTNER_ORIGINS: "${entry}" is not an origin (scheme://host[:port], no path)`);
      return url.origin;
    });
}

/**
 * CORS of the main origin:
 * - `/dist/**`: `Access-Control-Allow-Origin: *` for every request, never with credentials;
 * - an origin on the allow-list (`deps.allowedOrigins`: the partner port and PARTNER_ORIGINS): the
 *   whole API, echoed origin, with credentials;
 * - any other origin: public reads (PUBLIC_READS) with `*` and no credentials; nothing else.
 */
export function corsMiddleware(deps: Deps): MiddlewareHandler<AppEnv> {
  const credentialed = cors({
    origin: (origin) => origin,
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: CORS_ALLOW_HEADERS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    maxAge: 600,
  });
  const publicReads = cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], allowHeaders: PUBLIC_ALLOW_HEADERS, maxAge: 600 });
  const codeExchange = cors({ origin: '*', allowMethods: ['POST', 'OPTIONS'], allowHeaders: ['Content-Type', 'Accept'], maxAge: 600 });
  return async (c, next: Next) => {
    const path = c.req.path;
    if (KIT_FILES.test(path)) {
      await next();
      publicKitHeaders(c);
      return;
    }
    const origin = c.req.header('origin');
    // A request without Origin is not cross-origin: hono's cors would build a throw-away Response
    // before the route runs (measurable under the bench's load), so it only gets the Vary header caches need.
    if (!origin) {
      await next();
      c.header('Vary', 'Origin', { append: true });
      return;
    }
    if (deps.allowedOrigins.has(origin)) return credentialed(c, next);
    if (path === OAUTH_TOKEN_PATH) return codeExchange(c, next);
    if (isPublicRead(c.req.method, path, c.req.header('access-control-request-method'))) return publicReads(c, next);
    await next();
    c.header('Vary', 'Origin', { append: true });
  };
}
