/**
 * dist/sw.js, served at /sw.js: the storefront's service worker, registered by the host page only
 * (host/service-worker/register.ts), never by the loader on a partner's page.
 *
 * A worker of our own rather than Workbox (7.4, checked for this kit): Workbox fits the CSP (no
 * eval) and its size would do (precaching, routing, strategies and expiration: 26.7 KB minified,
 * 8.8 KB gzip, before any plugin), but not the rules the storefront needs:
 * - a quota error while caching must evict the oldest entries across the runtime caches and keep
 *   the write; Workbox rethrows it, dropping the write, and its only remedy (purgeOnQuotaError)
 *   empties whole caches;
 * - route data is a POST: its strategies refuse non-GET keys without a plugin rewriting them;
 * - caps by bytes (a picture is 40 times a card), where its expiration counts entries only;
 * - a damaged entry must be dropped and fetched again: Workbox checks precache integrity only
 *   when it downloads, and runtime entries never.
 * Each of these is a plugin fighting its design; together they are most of this worker, which is
 * about 9 KB minified.
 *
 * The first line of dist/sw.js is the build's precache list (tools/sw/precache-manifest.mjs): a
 * new build is a new worker, installed beside the running one and offered to the shopper
 * (host/service-worker/updates.ts); it takes over when the shopper accepts, on the next
 * navigation, or at once when the site's minimum version demands it.
 */
import { ROUTES, compileRoutes, matchRoute } from '../contracts/pages';
import { openIdbKv } from '../core/platform/storage';
import type { ServiceMap } from '../contracts/service-map';
import { DEFAULT_SERVICE_MAP_PATH, RUNTIME_CACHES } from './constants';
import { createEntryIndex } from './entry-index';
import { ASK_STATUS, CACHE_URLS, FORGET_USER_DATA, isPageMessage, RELEASE, RELEASED, SKIP_WAITING, type WorkerStatus } from './messages';
import { createPrecache, type PrecacheManifest } from './precache';
import { createReachability } from './reachability';
import { isUserKey, routeDataKey } from './route-data-key';
import { planFor, type Plan, type RoutingTable } from './routing';
import { createRuntimeStore } from './runtime-store';
import { loadServiceMap } from './service-map';
import { cacheFirst, navigation, networkFirst, precached, type StrategyContext } from './strategies';
import { cacheLoadedUrls } from './warm-up';
import type { FetchEvent, ServiceWorkerScope } from './worker-types';

declare const self: ServiceWorkerScope & { __VT_PRECACHE: PrecacheManifest };

/** The worker's IndexedDB database: when each runtime entry was last used (sw/entry-index.ts). */
const INDEX_DB = 'vitrina-sw-entries';

const manifest = self.__VT_PRECACHE;
const origin = self.location.origin;
const index = createEntryIndex(() => openIdbKv(self.indexedDB, INDEX_DB));
const store = createRuntimeStore(self.caches, index);
const precache = createPrecache(manifest, self.caches, store, origin);
const reach = createReachability(self.clients);
const storefront = compileRoutes(ROUTES);

const table: RoutingTable = {
  origin,
  isPrecached: (url) => precache.has(url),
  isStorefrontPage: (pathname) => matchRoute(storefront, pathname) !== null,
  serviceMapUrl: new URL(new URL(self.location.href).searchParams.get('services') || DEFAULT_SERVICE_MAP_PATH, origin).href,
  serviceMap: null,
};

let mapLoading: Promise<Partial<ServiceMap>> | null = null;
/** The service map, read once per worker start (again later if it could not be read at all). */
function serviceMapReady(): Promise<Partial<ServiceMap>> {
  mapLoading ??= loadServiceMap(table.serviceMapUrl, store).then((map) => {
    if (Object.keys(map).length > 0) table.serviceMap = map;
    else mapLoading = null;
    return map;
  });
  return mapLoading;
}
void serviceMapReady();

self.addEventListener('install', (event) => {
  // No skipWaiting: an update waits until the shopper takes it (see the file's comment).
  event.waitUntil(precache.install());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await precache.dropOthers();
      await store.tidy(Object.values(RUNTIME_CACHES));
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      // The first install serves the page that registered it at once: what it browses next is cached for offline.
      await self.clients.claim();
    })(),
  );
});

/** The network requests in flight, aborted on RELEASE; once released, the worker answers nothing more. */
const inFlight = new Set<AbortController>();
let released = false;
const release = new AbortController();

async function fetchAbortable(request: Request): Promise<Response> {
  const controller = new AbortController();
  inFlight.add(controller);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    inFlight.delete(controller);
  }
}

function answer(event: FetchEvent, plan: Plan): Promise<Response> {
  const ctx: StrategyContext = { store, precache, reach, waitUntil: (promise) => event.waitUntil(promise), fetch: fetchAbortable };
  const { request } = event;
  switch (plan.kind) {
    case 'navigation':
      return navigation(ctx, request, event.preloadResponse);
    case 'precache':
      return precached(ctx, request);
    case 'cache-first':
      return cacheFirst(ctx, request, plan.cache);
    case 'network-first':
      return plan.key === 'route-data'
        ? routeDataKey(request).then((key) => networkFirst(ctx, request, plan.cache, key))
        : networkFirst(ctx, request, plan.cache, request.url, plan.patient);
  }
}

self.addEventListener('fetch', (event) => {
  if (released) return;
  const { request } = event;
  const facts = { method: request.method, mode: request.mode, destination: request.destination, url: request.url, ranged: request.headers.has('range') };
  const plan = planFor(facts, table);
  if (plan === null) return;
  if (plan !== 'needs-map') {
    event.respondWith(answer(event, plan));
    return;
  }
  // The worker just started and is reading the service map: this request waits for it.
  event.respondWith(
    serviceMapReady().then(() => {
      const later = planFor(facts, table);
      return later && later !== 'needs-map' ? answer(event, later) : fetchAbortable(request);
    }),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data;
  if (!isPageMessage(message)) return;
  switch (message.type) {
    case SKIP_WAITING:
      event.waitUntil(self.skipWaiting());
      break;
    case RELEASE:
      released = true;
      release.abort();
      for (const controller of inFlight) controller.abort();
      inFlight.clear();
      // The browser may stop this worker and start it again, which forgets `released`: without its
      // precache it cannot serve the old kit any more. The page loads again once told so.
      event.waitUntil(precache.drop().finally(() => event.ports[0]?.postMessage({ type: RELEASED })));
      break;
    case ASK_STATUS: {
      const status: WorkerStatus = { version: manifest.version, build: manifest.build, reachable: reach.reachable };
      event.ports[0]?.postMessage(status);
      break;
    }
    case FORGET_USER_DATA:
      event.waitUntil(store.dropWhere(RUNTIME_CACHES.routeData, isUserKey));
      break;
    case CACHE_URLS:
      event.waitUntil(serviceMapReady().then(() => cacheLoadedUrls(message.urls, table, store, release.signal)));
      break;
  }
});
