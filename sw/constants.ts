/** Every cache this worker owns starts with this; it never touches another (nor the page's IndexedDB and localStorage). */
export const CACHE_PREFIX = 'vt-';
/** The precache of one build: vt-precache-{version}-{build}. */
export const PRECACHE_PREFIX = `${CACHE_PREFIX}precache-`;
/**
 * Runtime caches outlive a new build (a product seen yesterday stays readable offline after an
 * update); this number changes only when what they hold changes shape, and activate then drops them.
 */
export const RUNTIME_SCHEMA = 1;
export const RUNTIME_PREFIX = `${CACHE_PREFIX}runtime-v`;

export interface RuntimeCacheSpec {
  name: string;
  /** LRU caps: the least recently used entries go first once either is passed. */
  maxEntries: number;
  maxBytes: number;
}

const MB = 1024 * 1024;
const runtime = (kind: string, maxEntries: number, maxBytes: number): RuntimeCacheSpec => ({
  name: `${RUNTIME_PREFIX}${RUNTIME_SCHEMA}-${kind}`,
  maxEntries,
  maxBytes,
});

/**
 * Sized for a shopper's last visits: about 50 pages' route data, 200 listings and cards (a listing
 * answer is one page of 100 cards, 20-60 KB), 300 pictures (a c516x688 webp is 20-60 KB), and the
 * shell's settings, menus, banners and templates.
 */
export const RUNTIME_CACHES = {
  routeData: runtime('route-data', 60, 4 * MB),
  cards: runtime('cards', 200, 8 * MB),
  images: runtime('images', 300, 24 * MB),
  appData: runtime('app-data', 80, 3 * MB),
} as const satisfies Record<string, RuntimeCacheSpec>;

/**
 * Network-first requests wait this long for the network when a cached copy exists, then answer
 * with the copy (a phone on a weak signal): below the kit's own 10 s data timeout
 * (storefront-routing-wallet.md §9), so the page gets the copy instead of an error.
 */
export const NETWORK_TIMEOUT_MS = 7_000;

/** Parallel downloads while precaching: enough to fill a connection, few enough to leave the page room. */
export const PRECACHE_CONCURRENCY = 6;

/** On a quota error: free at least this much beyond the entry being stored, oldest entries first. */
export const QUOTA_HEADROOM_BYTES = 256 * 1024;
/** Quota errors in a row for one write before it is given up (the answer still reaches the page). */
export const QUOTA_RETRIES = 3;

/** Headers the worker adds to what it stores. */
export const DIGEST_HEADER = 'x-vt-digest';
/** On an answer served from a cache because the network failed or was too slow. */
export const FROM_CACHE_HEADER = 'x-vt-from-cache';

/** Where the service map is when the registration does not say (`/sw.js?services=`). */
export const DEFAULT_SERVICE_MAP_PATH = '/config/services.json';
