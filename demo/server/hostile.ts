import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from './deps';
import { SERVICE_MAP } from './service-map';

/**
 * Hostile strings: a test switch (`POST /demo/hostile {on}`) that makes the server put
 * an XSS corpus into the text fields the storefront renders (suggestions, product names, banner
 * texts, notification texts, route data) and a URL corpus into its link fields (banner,
 * notification, suggestion and route-data links). Every script payload sets `window.__xss = 1`
 * if it ever runs. Off by default; one switch per server.
 */
export const XSS_FLAG = '__xss';

export const XSS_CORPUS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '"><img src=x onerror=window.__xss=1>',
  "' onmouseover='window.__xss=1' x='",
  '</textarea></title><script>window.__xss=1</script>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="javascript:window.__xss=1">ссылка</a>',
  '<details open ontoggle="window.__xss=1">',
  '${window.__xss=1}',
  "{{constructor.constructor('window.__xss=1')()}}",
  '\u202e<img src=x onerror=window.__xss=1>',
  '\uff1cscript\uff1ewindow.__xss=1\uff1c/script\uff1e',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  'javascript:window.__xss=1',
];

/** storefront-shell.md §5 "Navigation": every one of these must be refused as a link target. */
export const URL_CORPUS: readonly string[] = [
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1',
  'java\tscript:window.__xss=1',
  ' javascript:window.__xss=1',
  '%20javascript:window.__xss=1',
  '\u0001javascript:window.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  'vbscript:msgbox(1)',
  '//evil.example/phish',
  'https://good@evil.example/',
  'http://evil.example/',
  '\\\\evil.example/phish',
  '/\\evil.example/phish',
  'https:evil.example',
  'https://localhost.evil.example/',
  `https://evil.example/${'a'.repeat(5000)}`,
];

/** Field names rewritten in JSON answers: texts get the XSS corpus, links the URL corpus. */
const TEXT_FIELDS = new Set(['name', 'brand', 'supplier', 'title', 'text', 'alt', 'promoText', 'goodsName', 'brandName']);
const LINK_FIELDS = new Set(['href', 'link', 'absoluteUrl', 'absoluteUrlPb', 'url']);

/** The answers the switch rewrites (GET and POST): by path prefix, and the product cards on the CDN. */
export const HOSTILE_PATHS: readonly string[] = [
  `${SERVICE_MAP.suggest}/api/v7/hint`,
  `${SERVICE_MAP.search}/search`,
  `${SERVICE_MAP.catalog}/cards/`,
  `${SERVICE_MAP.bell}/shard-proxy/api/v3/notice/`,
  SERVICE_MAP.banners,
  `${SERVICE_MAP.static}/banners-`,
  '/webapi/spa/data/',
];
const PRODUCT_CARD = new RegExp(`^${SERVICE_MAP.images}/.*/info/[a-z]+/card\\.json$`);

export function isHostilePath(path: string): boolean {
  return HOSTILE_PATHS.some((prefix) => path.startsWith(prefix)) || PRODUCT_CARD.test(path);
}

const switches = new WeakMap<Deps, boolean>();

export function setHostile(deps: Deps, on: boolean): void {
  switches.set(deps, on);
}

export function isHostile(deps: Deps): boolean {
  return switches.get(deps) ?? false;
}

/** Replaces every text and link field of a JSON value, cycling through the corpora. */
export function poison(value: unknown, counter = { text: 0, link: 0 }): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, counter));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' && TEXT_FIELDS.has(key)) out[key] = XSS_CORPUS[counter.text++ % XSS_CORPUS.length];
    else if (typeof field === 'string' && LINK_FIELDS.has(key)) out[key] = URL_CORPUS[counter.link++ % URL_CORPUS.length];
    else out[key] = poison(field, counter);
  }
  return out;
}

/** Rewrites the JSON answers of HOSTILE_PATHS while the switch is on. */
export function hostileMiddleware(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!isHostile(deps) || !isHostilePath(c.req.path)) return;
    if (!c.res.ok || !(c.res.headers.get('Content-Type') ?? '').includes('application/json')) return;
    let body: unknown;
    try {
      body = await c.res.clone().json();
    } catch {
      return;
    }
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    c.res = new Response(JSON.stringify(poison(body)), { status: c.res.status, headers });
  };
}
