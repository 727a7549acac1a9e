import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { trustedTypesDirective } from '../server/host-csp';

const INDEX_FILE = fileURLToPath(new URL('./index.html', import.meta.url));
const CSS_FILE = fileURLToPath(new URL('./partner.css', import.meta.url));
const ICON_FILE = fileURLToPath(new URL('./favicon.svg', import.meta.url));

/** The kit origin as the partner page's visitor reaches it: the same host name, the main port. */
export function kitOrigin(requestUrl: string, mainPort: number): string {
  const url = new URL(requestUrl);
  return `${url.protocol}//${url.hostname}:${mainPort}`;
}

/**
 * The partner page's CSP: script-src 'self' and the kit origin, style-src without 'unsafe-inline', trusted types
 * required, and only the kit's documented policy names allowed.
 */
export function partnerCsp(kit: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${kit}`,
    "style-src 'self'",
    `connect-src 'self' ${kit}`,
    `img-src 'self' data: ${kit}`,
    `font-src ${kit}`,
    `frame-src ${kit}`,
    `media-src ${kit}`,
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    trustedTypesDirective(),
  ].join('; ');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The partner app's page after the shop's OAuth screen: what came back, as text. */
export function oauthCallbackHtml(query: URLSearchParams): string {
  const rows = ['code', 'state', 'error']
    .filter((name) => query.has(name))
    .map((name) => `<dt>${name}</dt><dd data-oauth="${name}">${escapeHtml(query.get(name) ?? '')}</dd>`)
    .join('');
  const heading = query.has('code') ? 'Signed in with the shop' : 'Sign-in was not allowed';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner app</title><link rel="stylesheet" href="/partner.css"></head>
<body><main><h1>${heading}</h1><dl>${rows}</dl><p><a href="/">Partner home</a></p></main></body></html>`;
}

/** The partner origin (PARTNER_PORT): one page embedding <vt-search> and <vt-banner-carousel> from the main origin. */
export function createPartnerApp(mainPort: () => number): Hono {
  const app = new Hono();
  app.get('/', async (c) => {
    const kit = kitOrigin(c.req.url, mainPort());
    const html = (await readFile(INDEX_FILE, 'utf8')).replaceAll('%KIT_ORIGIN%', kit);
    c.header('Content-Security-Policy', partnerCsp(kit));
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
  app.get('/partner.css', async (c) => c.body(await readFile(CSS_FILE, 'utf8'), 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  app.get('/favicon.svg', async (c) => c.body(await readFile(ICON_FILE, 'utf8'), 200, { 'Content-Type': 'image/svg+xml' }));
  // The partner app's OAuth return address (contracts/oauth.ts): it shows what the shop sent back;
  // the app's server would trade the code at {auth}/oauth/token with its code_verifier.
  app.get('/oauth/callback', (c) => {
    c.header('Content-Security-Policy', partnerCsp(kitOrigin(c.req.url, mainPort())));
    c.header('Cache-Control', 'no-store');
    return c.html(oauthCallbackHtml(new URL(c.req.url).searchParams));
  });
  app.notFound((c) => c.text('not found', 404));
  return app;
}
