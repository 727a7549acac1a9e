import { readFile, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { extname, join, normalize, sep } from 'node:path';
import type { Hono } from 'hono';
// The route table and its matcher are plain data and string logic (no DOM), shared with the client.
import { compileRoutes, matchRoute, ROUTES } from '../../../contracts/pages';
import { consentInCookieHeader } from '../../../contracts/consent';
import { requestOrigin, type AppEnv, type Ctx, type Deps } from '../deps';
import { acceptedEncoding, compressedFile } from '../compressed';
import { hostPageCsp } from '../host-csp';
import { withInlineModuleScript, withInlineStylesheet } from '../inline-assets';
import { SERVICE_MAP } from '../service-map';
import { COUNTRY_HOSTS, COUNTRY_HOSTS_KEY } from '../../../contracts/service-map';
import { withProductFirstPaint } from './product-first-paint';
import { languageInCookieHeader } from '../../../contracts/language-cookie';
import type { Language } from '../../../contracts/locales';
import { withPageLanguage, type KitTexts } from './host-page-language';

export const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** `/dist/v12.2.0/vitrina.js`: the version (semver, with a pre-release or build suffix) and the file under dist/. */
const VERSIONED = /^v(\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]+)?)\/(.+)$/;

const PLACEHOLDER_HOST_PAGE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vitrina demo</title></head>
<body><vt-store services="/config/services.json"></vt-store>
<vt-header></vt-header><main><h1>Vitrina demo marketplace</h1>
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

/** dist/manifest.json (tools/rollup/manifest.mjs): chunks per widget tag and the session start-up chunks. */
export interface KitManifest {
  /** The kit's version (package.json at build). */
  version?: string;
  session?: string[];
  /** onDemand: the chunks the widget loads after its first paint (widgets/shared/on-demand.ts). */
  widgets?: Record<string, { file: string; imports?: string[]; onDemand?: string[] }>;
}

const COMPILED_ROUTES = compileRoutes(ROUTES);
/** The build the server serves: dist/ of the repository root, or VITRINA_OUT. */
export const distDir = (deps: Deps) => join(deps.repoRoot, process.env.VITRINA_OUT || 'dist');

async function readManifest(deps: Deps): Promise<KitManifest | null> {
  const body = await readUnder(distDir(deps), 'manifest.json');
  if (!body) return null;
  try {
    return JSON.parse(body.toString('utf8')) as KitManifest;
  } catch {
    return null;
  }
}

/** A file to preload and how urgently: what every element waits for, the page's own tags, the route's widgets. */
export interface Preload {
  file: string;
  priority: 'high' | 'auto' | 'low';
}

const safeFile = (file: string) => /^[\w./-]+\.js$/.test(file) && !file.includes('..');

/**
 * The kit files a storefront path needs at once: the session start-up chunks and, for every
 * vt-* tag in the page's HTML (but those marked loading="lazy") plus the matched route's widgets (core/routes/table.ts), the tag's
 * chunk and its static imports. Paths relative to /dist/, most needed first: a browser opens a
 * few connections per host and fetches in this order and priority, so what every element waits
 * for (the chunks all of the page's elements import: React, the store, core) goes first at high
 * priority, then each tag's own chunks in page order (the header before the footer), then the
 * route's widgets at low priority (the page's data arrives after them anyway), with the on-demand
 * parts the route shows at once (core/routes/table.ts `preloadOnDemand`).
 */
export function preloadPlan(manifest: KitManifest, pathname: string, html: string): Preload[] {
  const tagsInPage = [...html.matchAll(/<(vt-[a-z0-9-]+)([^>]*)>/g)];
  // A tag the page marks loading="lazy" (below the fold) loads when it nears the viewport: not preloaded.
  const lazyTags = tagsInPage.filter((m) => /\bloading=["']?lazy\b/.test(m[2]!)).map((m) => m[1]!);
  const pageTags = [...new Set(tagsInPage.map((m) => m[1]!))].filter((tag) => !lazyTags.includes(tag));
  const route = matchRoute(COMPILED_ROUTES, pathname)?.route;
  const routeTags = (route?.widgets ?? []).filter((tag) => !pageTags.includes(tag) && !lazyTags.includes(tag));
  const widgetsOf = (tags: string[]) => tags.flatMap((tag) => (manifest.widgets?.[tag] ? [manifest.widgets[tag]] : []));
  const importSets = widgetsOf([...pageTags, ...routeTags])
    .filter((w) => (w.imports ?? []).length > 0)
    .map((w) => new Set(w.imports));
  const common = importSets.length ? [...importSets[0]!].filter((file) => importSets.every((set) => set.has(file))) : [];
  const plan = new Map<string, Preload['priority']>();
  for (const file of [...common.sort(), ...(manifest.session ?? [])]) plan.set(file, 'high');
  for (const [tags, priority] of [
    [pageTags, 'auto'],
    [routeTags, 'low'],
  ] as const) {
    for (const widget of widgetsOf(tags)) {
      for (const file of [...(widget.imports ?? []), widget.file]) if (!plan.has(file)) plan.set(file, priority);
    }
  }
  for (const widget of widgetsOf([...(route?.preloadOnDemand ?? [])])) {
    for (const file of widget.onDemand ?? []) if (!plan.has(file)) plan.set(file, 'low');
  }
  return [...plan].filter(([file]) => safeFile(file)).map(([file, priority]) => ({ file, priority }));
}

/** The files of preloadPlan, in order. */
export function preloadFiles(manifest: KitManifest, pathname: string, html: string): string[] {
  return preloadPlan(manifest, pathname, html).map((p) => p.file);
}

/**
 * Adds `<link rel="modulepreload">` for the route's chunks before the page's first module script
 * with a src (in host/index.html, inside the template the kit starts from after the first paint).
 */
export function withModulePreloads(html: string, preloads: readonly (Preload | string)[]): string {
  const links = preloads
    .map((p) => (typeof p === 'string' ? { file: p, priority: 'auto' as const } : p))
    .map((p) => ({ href: `/dist/${p.file}`, priority: p.priority }))
    .filter(({ href }) => !html.includes(`href="${href}"`))
    .map(({ href, priority }) => `<link rel="modulepreload" href="${href}"${priority === 'auto' ? '' : ` fetchpriority="${priority}"`} />`);
  const at = html.indexOf('<script type="module" src=');
  if (links.length === 0 || at < 0) return html;
  return `${html.slice(0, at)}${links.join('\n    ')}\n    ${html.slice(at)}`;
}

/**
 * The cookie notice's first paint in the host page (storefront-shell.md §4 "Cookie notice") is left
 * out once the request's cookie says the shopper has answered: accepted (90 days) or declined
 * (this browser session). Otherwise it would show until the element upgrades and hides it.
 */
export function withoutAnsweredCookieNotice(html: string, cookieHeader: string | undefined): string {
  if (!consentInCookieHeader(cookieHeader)) return html;
  return html.replace(/(<vt-cookie-notice\b[^>]*>)[\s\S]*?(<\/vt-cookie-notice>)/, '$1$2');
}

/** The namespaces the page's `data-i18n` texts name, read from the built kit (dist/locales/{lng}/{ns}.json; ru is the page's own). */
async function readPageTexts(deps: Deps, html: string, language: Language): Promise<KitTexts> {
  const namespaces = [...new Set([...html.matchAll(/\sdata-i18n(?:-aria-label)?="([\w-]+):/g)].map((m) => m[1]!))];
  const read = async (namespace: string) => {
    const body = language === 'ru' ? null : await readUnder(distDir(deps), `locales/${language}/${namespace}.json`);
    try {
      return body ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  };
  const texts = new Map(await Promise.all(namespaces.map(async (namespace) => [namespace, await read(namespace)] as const)));
  return (namespace) => texts.get(namespace);
}

/** The storefront host page for / and every non-API path (the host router decides its own 404s). */
export async function hostPage(c: Ctx, deps: Deps): Promise<Response> {
  const hostDir = join(deps.repoRoot, 'host');
  const [file, css, boot, manifest] = await Promise.all([
    readUnder(hostDir, 'index.html'),
    readUnder(hostDir, 'host.css'),
    readUnder(distDir(deps), 'host-boot.js'),
    readManifest(deps),
  ]);
  c.header('Cache-Control', 'no-cache');
  if (!file) {
    c.header('Content-Security-Policy', hostPageCsp(requestOrigin(c)));
    return c.html(PLACEHOLDER_HOST_PAGE, 200);
  }
  const styled = withInlineStylesheet(file.toString('utf8'), '/host/host.css', css?.toString('utf8') ?? '');
  const page = boot ? withInlineModuleScript(styled.html, '/dist/host-boot.js', boot.toString('utf8')) : { html: styled.html, source: null };
  const sources = (inlined: { source: string | null }) => (inlined.source ? [inlined.source] : []);
  // The OAuth consent screen is never shown inside another site's frame (its allow button would be clickjackable).
  const consentScreen = matchRoute(COMPILED_ROUTES, c.req.path)?.route.oauth === true;
  c.header('Content-Security-Policy', hostPageCsp(requestOrigin(c), sources(styled), sources(page)) + (consentScreen ? "; frame-ancestors 'none'" : ''));
  if (consentScreen) c.header('X-Frame-Options', 'DENY');
  const cookies = c.req.header('Cookie');
  const language = languageInCookieHeader(cookies) ?? 'ru';
  const answered = withoutAnsweredCookieNotice(page.html, cookies);
  const translated = withPageLanguage(answered, language, await readPageTexts(deps, answered, language));
  const html = withProductFirstPaint(translated, c.req.path, deps.data, language);
  return c.html(manifest ? withModulePreloads(html, preloadPlan(manifest, c.req.path, html)) : html, 200);
}

/** A file's bytes, compressed when the client accepts it (keyed by content, so a rebuild is never served stale). */
export function sendFile(c: Ctx, body: Buffer, contentType: string): Response {
  const key = createHash('sha1').update(body).digest('base64url');
  const out = compressedFile(body, contentType, acceptedEncoding(c.req.header('Accept-Encoding')), key);
  c.header('Content-Type', contentType);
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (out.encoding) c.header('Content-Encoding', out.encoding);
  return c.body(new Uint8Array(out.body));
}

export function registerKit(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/config/services.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ ...SERVICE_MAP, [COUNTRY_HOSTS_KEY]: COUNTRY_HOSTS });
  });

  // The built kit, public to every origin (cors.ts). /dist/ moves with each release: the loader is
  // never cached stale, hashed chunks are immutable. /dist/v{version}/ is the same build pinned to
  // its version: every file immutable, and a version this server does not have is a 404.
  app.get('/dist/*', async (c) => {
    let relative = c.req.path.slice('/dist/'.length);
    const pinned = VERSIONED.exec(relative);
    if (pinned) {
      const built = (await readManifest(deps))?.version;
      if (built === undefined || pinned[1] !== built) return c.json({ error: 'no such kit version', path: c.req.path, version: built ?? null }, 404);
      relative = pinned[2]!;
    }
    // VITRINA_OUT: a build in another folder (parallel work trees); the URL stays /dist/.
    const body = await readUnder(distDir(deps), relative);
    if (!body) return c.json({ error: 'not found', path: c.req.path }, 404);
    c.header('Cache-Control', pinned || relative.startsWith('chunks/') ? IMMUTABLE : 'no-cache');
    return sendFile(c, body, CONTENT_TYPES[extname(relative)] ?? 'application/octet-stream');
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
    c.header('Cache-Control', 'no-cache');
    return sendFile(c, body, CONTENT_TYPES[extname(relative)] ?? 'application/octet-stream');
  });
}
