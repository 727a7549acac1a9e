import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv, Ctx, Deps } from '../deps';
import { SERVICE_MAP } from '../service-map';

export const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8', '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml', '.webp': 'image/webp', '.png': 'image/png', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

const PLACEHOLDER_HOST_PAGE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vitrina demo</title></head>
<body><vt-store services="/config/services.json"></vt-store>
<header><vt-header></vt-header></header><main><h1>Vitrina demo marketplace</h1>
<p>The host page (host/index.html) is not written yet. <a href="/security/login">Sign in</a> with a demo account.</p>
<vt-banner-carousel location="home-main"></vt-banner-carousel></main>
<script type="module" src="/dist/vitrina.js"></script></body></html>`;

/** A file under root, or null when the path leaves root or is not a regular file. */
export async function readUnder(root: string, relative: string): Promise<Buffer | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    if (!(await stat(full)).isFile()) return null;
    return await readFile(full);
  } catch {
    return null;
  }
}

/** The storefront host page for / and every non-API path (the host router decides its own 404s). */
export async function hostPage(c: Ctx, deps: Deps): Promise<Response> {
  const file = await readUnder(join(deps.repoRoot, 'host'), 'index.html');
  c.header('Cache-Control', 'no-cache');
  return c.html(file ? file.toString('utf8') : PLACEHOLDER_HOST_PAGE, 200);
}

export function registerKit(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/config/services.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(SERVICE_MAP);
  });

  // The built kit: the loader is never cached stale; hashed chunks are immutable.
  app.get('/dist/*', async (c) => {
    const relative = c.req.path.slice('/dist/'.length);
    // VITRINA_OUT: a build in another folder (parallel work trees); the URL stays /dist/.
    const body = await readUnder(join(deps.repoRoot, process.env.VITRINA_OUT || 'dist'), relative);
    if (!body) return c.json({ error: 'not found', path: c.req.path }, 404);
    c.header('Content-Type', CONTENT_TYPES[extname(relative)] ?? 'application/octet-stream');
    c.header('Cache-Control', relative.startsWith('chunks/') ? IMMUTABLE : 'no-cache');
    return c.body(new Uint8Array(body));
  });

  app.get('/', (c) => hostPage(c, deps));
}

/** Assets the host page links from host/ (e.g. /host/host.css); only these file kinds, never sources. */
const HOST_ASSET_TYPES = new Set(['.css', '.svg', '.webp', '.png', '.json', '.woff2']);

export function registerHostAssets(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/host/*', async (c) => {
    const relative = c.req.path.slice('/host/'.length);
    const body = HOST_ASSET_TYPES.has(extname(relative)) ? await readUnder(join(deps.repoRoot, 'host'), relative) : null;
    if (!body) return c.json({ error: 'not found', path: c.req.path }, 404);
    c.header('Content-Type', CONTENT_TYPES[extname(relative)] ?? 'application/octet-stream');
    c.header('Cache-Control', 'no-cache');
    return c.body(new Uint8Array(body));
  });
}
