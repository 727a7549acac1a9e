import { META_TAGS_PATH } from '../contracts/meta-tags';
import { HTML_TEMPLATE_PATH } from '../contracts/pages';
import { ROUTE_DATA_PATH } from '../contracts/route-data';
import type { ServiceGroup, ServiceMap } from '../contracts/service-map';
import { SETTINGS_PATHS } from '../contracts/settings';
import { RUNTIME_CACHES, type RuntimeCacheSpec } from './constants';

/** How the worker answers one request; null: it stays out of the way (the browser fetches as if there were no worker). */
export type Plan =
  | { kind: 'navigation' }
  | { kind: 'precache' }
  | { kind: 'network-first'; cache: RuntimeCacheSpec; key: 'url' | 'route-data'; patient?: true }
  | { kind: 'cache-first'; cache: RuntimeCacheSpec };

export interface RoutingTable {
  origin: string;
  /** Whether this build precaches the absolute URL (sw/precache.ts). */
  isPrecached(url: string): boolean;
  /** Whether a path is a page of the storefront's router (contracts/pages/table.ts): other pages of the origin are not ours. */
  isStorefrontPage(pathname: string): boolean;
  serviceMapUrl: string;
  /** The storefront's service map; null until the worker has read it. */
  serviceMap: Partial<ServiceMap> | null;
}

export interface RequestFacts {
  method: string;
  mode: string;
  destination: string;
  url: string;
  /** A Range request (video, audio): partial answers are never cached, so it is left alone. */
  ranged: boolean;
}

/** A base of the service map and a path below it: `${base}${path}` is a prefix of the URLs it covers. */
type Prefix = readonly [group: ServiceGroup, path: string];

/** storefront-routing-wallet.md §7 "POST route data path plus current query (all routes)". */
const ROUTE_DATA: Prefix = ['site', ROUTE_DATA_PATH];
/** Product cards and listings: storefront-shell.md §7 "Card list or detail", the catalog, search and recommendation listings. */
const CARDS: readonly Prefix[] = [
  ['catalog', '/'],
  ['search', '/'],
  ['recommendations', '/'],
];
/**
 * §7 "Content URLs built on the client" on the CDN: pictures (`.../images/{size}/{index}.webp`,
 * banners, feedback photos) name their content, so they are cache first; the card's data files
 * (card.json, price-history.json, sellers.json) change, so they are product data, network first.
 */
const CONTENT: Prefix = ['images', '/'];
const PICTURE = /\.(webp|avif|png|jpe?g|gif|svg)$/i;
/**
 * The global settings and their hash (storefront-shell.md §4 "Settings refresh"): network first
 * with no timeout, the copy only when the network fails. The poll runs in the background (the
 * page starts from the settings it stored), and a copy served because the network was slow
 * would hide a raised siteMinVersion until the next poll, 120 s later.
 */
const SETTINGS: readonly Prefix[] = [
  ['static', SETTINGS_PATHS.staticHash],
  ['static', SETTINGS_PATHS.staticBody],
  ['settings', SETTINGS_PATHS.serverHash],
  ['settings', SETTINGS_PATHS.serverBody],
];
/**
 * What the shell reads to show a page it has seen: static settings and menus, banners, the menu,
 * CDN upstreams, the settings fallback (§7 "Shell"), preview templates and meta tags (routing §7).
 */
const APP_DATA: readonly Prefix[] = [
  ['static', '/'],
  ['banners', '/'],
  ['menu', '/'],
  ['cdn', '/'],
  ['site', HTML_TEMPLATE_PATH],
  ['site', META_TAGS_PATH],
];

/** Whether the URL is the path below the group's base (the whole base for '/': its own address with a query too, `GET {banners}?urltype=`). */
function under(url: string, map: Partial<ServiceMap>, [group, path]: Prefix): boolean {
  const base = map[group];
  if (base === undefined) return false;
  if (path === '/' && (url === base || url.startsWith(`${base}?`))) return true;
  return url.startsWith(`${base}${path}`);
}

/**
 * The plan for a request, or 'needs-map' while the service map is still being read and the
 * request may be one of the storefront's services.
 * - Navigations to the storefront's pages: network first, the precached shell offline.
 * - The build's files (kit scripts, language files, host assets): from the precache.
 * - Route data (POST), cards and listings, the shell's data: network first, a cached copy when the
 *   network fails or is too slow. Pictures: cache first (their addresses name their content).
 * - Everything else (sync, sign-in, the bell, logging, other origins' pages): not touched.
 */
export function planFor(request: RequestFacts, table: RoutingTable): Plan | 'needs-map' | null {
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    const storefront = request.method === 'GET' && request.destination === 'document' && url.origin === table.origin && table.isStorefrontPage(url.pathname);
    return storefront ? { kind: 'navigation' } : null;
  }
  if (request.ranged || request.destination === 'video' || request.destination === 'audio') return null;
  if (request.method === 'GET' && url.origin === table.origin && url.search === '' && table.isPrecached(url.href)) return { kind: 'precache' };
  if (request.method === 'GET' && url.href === table.serviceMapUrl) return { kind: 'network-first', cache: RUNTIME_CACHES.appData, key: 'url' };
  const map = table.serviceMap;
  if (!map) return request.method === 'GET' || request.method === 'POST' ? 'needs-map' : null;
  if (request.method === 'POST') return under(url.href, map, ROUTE_DATA) ? { kind: 'network-first', cache: RUNTIME_CACHES.routeData, key: 'route-data' } : null;
  if (request.method !== 'GET') return null;
  if (under(url.href, map, CONTENT)) {
    return request.destination === 'image' || PICTURE.test(url.pathname)
      ? { kind: 'cache-first', cache: RUNTIME_CACHES.images }
      : { kind: 'network-first', cache: RUNTIME_CACHES.cards, key: 'url' };
  }
  if (CARDS.some((prefix) => under(url.href, map, prefix))) return { kind: 'network-first', cache: RUNTIME_CACHES.cards, key: 'url' };
  if (SETTINGS.some((prefix) => under(url.href, map, prefix))) return { kind: 'network-first', cache: RUNTIME_CACHES.appData, key: 'url', patient: true };
  if (APP_DATA.some((prefix) => under(url.href, map, prefix))) return { kind: 'network-first', cache: RUNTIME_CACHES.appData, key: 'url' };
  return null;
}
